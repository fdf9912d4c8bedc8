import { index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { apiKeys } from "./api-keys";

/**
 * The first answer of each `Idempotency-Key` of an account on the public API (issue 23, migration
 * 0016): a row is taken before the work starts (the unique key lets one request of two concurrent
 * ones through) and completed with the status and body sent; a repeat within 24 h gets that answer.
 */
export const apiIdempotencyKeys = pgTable(
  "api_idempotency_keys",
  {
    id: id(),
    corporateAccountId: accountRef("cascade").notNull(),
    apiKeyId: uuid("api_key_id").references(() => apiKeys.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    /** SHA-256 of the route, its params and the body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    /** Null while the first request runs. */
    statusCode: integer("status_code"),
    contentType: text("content_type"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    unique("api_idempotency_keys_account_key_unique").on(t.corporateAccountId, t.idempotencyKey),
    index("api_idempotency_keys_created_idx").on(t.createdAt),
  ],
);
