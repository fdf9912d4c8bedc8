import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { API_KEY_SCOPES, type ApiKeyScope } from "../../../domain/api-keys/api-keys";
import { createdAt, id, oneOf } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";

/** API keys of corporate accounts (issue 23, migration 0015): the secret itself is never stored, only its SHA-256. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    corporateAccountId: accountRef("cascade").notNull(),
    name: text("name").notNull(),
    scopes: text("scopes").array().$type<ApiKeyScope[]>().notNull(),
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull().unique(),
    createdByUserId: userRef("created_by_user_id", "set null"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "api_keys_scopes_check",
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ array[${oneOf(API_KEY_SCOPES)}]::text[]`,
    ),
    index("api_keys_account_idx").on(t.corporateAccountId, t.createdAt),
  ],
);
