import { boolean, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";
import { corporateAccounts } from "./s_accounts";
import { categories } from "./s_categories";
import { headerFooterTemplates } from "./s_header_footer";

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
    isActive: boolean("is_active").notNull().default(true),
    defaultHeaderId: uuid("default_header_id").references(() => headerFooterTemplates.id, { onDelete: "set null" }),
    defaultFooterId: uuid("default_footer_id").references(() => headerFooterTemplates.id, { onDelete: "set null" }),
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Null means global. */
    corporateAccountId: uuid("corporate_account_id").references(() => corporateAccounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("templates_account_idx").on(t.corporateAccountId), index("templates_category_idx").on(t.categoryId)],
);
