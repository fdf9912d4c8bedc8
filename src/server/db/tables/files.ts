import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { bytea, createdAt, id } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";

/**
 * Blobs behind the storage interface (database by default). `public_by_id`: served to anyone holding
 * the id by GET /api/files/{id} (decision 0006: template and header/footer images, logos); every other
 * file (exports, PDFs, support attachments) only through its own guarded route. Set by the writer.
 */
export const storedFiles = pgTable("stored_files", {
  id: id(),
  corporateAccountId: accountRef("cascade"),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  data: bytea("data").notNull(),
  publicById: boolean("public_by_id").notNull().default(false),
  createdByUserId: userRef("created_by_user_id", "set null"),
  createdAt: createdAt(),
});
