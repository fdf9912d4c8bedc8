import { integer, pgTable, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { documentTemplates } from "./templates";

/** The original .docx of a template imported from Word (issue 25), private to the export route. */
export const templateWordSources = pgTable("template_word_sources", {
  templateId: uuid("template_id")
    .primaryKey()
    .references(() => documentTemplates.id, { onDelete: "cascade" }),
  corporateAccountId: accountRef("cascade"),
  data: bytea("data").notNull(),
  byteSize: integer("byte_size").notNull(),
  createdAt: createdAt(),
});
