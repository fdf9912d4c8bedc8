import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt, id } from "../../platform/db/columns";
import { corporateAccounts } from "../accounts/schema";
import { users } from "../auth/schema";

/** Blobs behind the storage interface (database by default). */
export const storedFiles = pgTable("stored_files", {
  id: id(),
  corporateAccountId: uuid("corporate_account_id").references(() => corporateAccounts.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  data: bytea("data").notNull(),
  createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
