import { sql } from "drizzle-orm";
import { type AnyPgColumn, customType, timestamp, uuid } from "drizzle-orm/pg-core";

/** Columns every domain table shares. */
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A required column pointing at the row this one belongs to (a batch's rows, a ticket's messages), removed with it. */
export const parentRef = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: "cascade" });

/** Binary blobs (stored files). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** SQL list of allowed values for a check constraint: ('a','b'). */
export const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "));
