import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryStatus,
  type WebhookEventType,
  type WebhookSentType,
} from "../../../domain/webhooks/webhooks";
import { createdAt, id, oneOf, parentRef, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";

/** A corporate account's webhook endpoints (issue 23, migration 0017); the signing secret is stored encrypted. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    corporateAccountId: accountRef("cascade").notNull(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: text("events").array().$type<WebhookEventType[]>().notNull(),
    /** `whsec_<base64>` encrypted by the secrets platform (enc:v1:…). */
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    /** The first failure since the last success; null while the endpoint answers. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "webhook_endpoints_events_check",
      sql`cardinality(${t.events}) > 0 and ${t.events} <@ array[${oneOf(WEBHOOK_EVENT_TYPES)}]::text[]`,
    ),
    index("webhook_endpoints_account_idx").on(t.corporateAccountId, t.createdAt),
  ],
);

/**
 * The outbox: one row per event and subscribed endpoint, written in the transaction of the change.
 * An insert notifies `webhook_delivery` (delivered by PostgreSQL only at commit); the row itself
 * carries the schedule (attempts, next attempt, the hold of the attempt running now).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type").$type<WebhookSentType>().notNull(),
    corporateAccountId: accountRef("cascade").notNull(),
    endpointId: parentRef("endpoint_id", () => webhookEndpoints.id),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("webhook_deliveries_status_check", sql`${t.status} in (${oneOf(WEBHOOK_DELIVERY_STATUSES)})`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc()),
    index("webhook_deliveries_pending_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
