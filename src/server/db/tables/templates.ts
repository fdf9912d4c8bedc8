import { boolean, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";
import { categories } from "./categories";
import { headerFooterTemplates } from "./header-footer";

export const documentTemplates = pgTable(
  "document_templates",
  {
    id: id(),
    title: text("title").notNull(),
    // NO ACTION: deleting a category in use by templates fails with 23503, as spec 1 §8 expects
    // (RESTRICT would answer 23001).
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "no action" }),
    templateContent: text("template_content").notNull().default(""),
    variablesSchema: jsonb("variables_schema").$type<unknown[]>().notNull().default([]),
    /** The variable whose value completes the documents' titles; null: the first required text variable. */
    titleVariableKey: text("title_variable_key"),
    isActive: boolean("is_active").notNull().default(true),
    defaultHeaderId: uuid("default_header_id").references(() => headerFooterTemplates.id, { onDelete: "set null" }),
    defaultFooterId: uuid("default_footer_id").references(() => headerFooterTemplates.id, { onDelete: "set null" }),
    createdByUserId: userRef("created_by_user_id", "set null"),
    /** Null means global. */
    corporateAccountId: accountRef("cascade"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("templates_account_idx").on(t.corporateAccountId), index("templates_category_idx").on(t.categoryId)],
);
