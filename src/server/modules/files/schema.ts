import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { bytea, createdAt, id } from "../../platform/db/columns";
import { accountRef } from "../accounts/schema";
import { userRef } from "../auth/schema";

/** Blobs behind the storage interface (database by default). */
export const storedFiles = pgTable("stored_files", {
  id: id(),
  corporateAccountId: accountRef("cascade"),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  data: bytea("data").notNull(),
  createdByUserId: userRef("created_by_user_id", "set null"),
  createdAt: createdAt(),
});
