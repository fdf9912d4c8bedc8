import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, oneOf, parentRef, updatedAt } from "../../platform/db/columns";
import { userRef } from "./auth";

export const BROADCAST_STATUSES = ["draft", "sending", "sent", "failed"] as const;

export const broadcastMessages = pgTable(
  "broadcast_messages",
  {
    id: id(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    imageUrl: text("image_url"),
    sendEmail: boolean("send_email").notNull().default(false),
    sendWhatsapp: boolean("send_whatsapp").notNull().default(false),
    targetAllCompanies: boolean("target_all_companies").notNull().default(false),
    targetCompanies: jsonb("target_companies").$type<string[]>().notNull().default([]),
    targetUsers: jsonb("target_users").$type<string[]>().notNull().default([]),
    createdBy: userRef("created_by", "set null"),
    status: text("status").notNull().default("draft"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sentCount: integer("sent_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    /** Deliveries planned (recipients × channels); the broadcast is done when sent + failed reaches it. */
    totalCount: integer("total_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("broadcast_status_check", sql`${t.status} in (${oneOf(BROADCAST_STATUSES)})`)],
);

export const BROADCAST_CHANNELS = ["email", "whatsapp"] as const;
/** pending → sending (claimed by a worker) → sent | failed; a failed try goes back to pending until the last. */
export const BROADCAST_DELIVERY_STATUSES = ["pending", "sending", "sent", "failed"] as const;

/**
 * One delivery of a broadcast: a recipient on one channel. Unique per (broadcast, user, channel), so
 * nobody is queued twice; the status change pending → sending is the claim that keeps a retried or
 * resumed job from sending again.
 */
export const broadcastDeliveries = pgTable(
  "broadcast_deliveries",
  {
    id: id(),
    broadcastId: parentRef("broadcast_id", () => broadcastMessages.id),
    userId: userRef("user_id", "set null"),
    channel: text("channel").notNull(),
    recipient: text("recipient"),
    status: text("status").notNull().default("pending"),
    errorMessage: text("error_message"),
    attempts: integer("attempts").notNull().default(0),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("broadcast_delivery_channel_check", sql`${t.channel} in (${oneOf(BROADCAST_CHANNELS)})`),
    check("broadcast_delivery_status_check", sql`${t.status} in (${oneOf(BROADCAST_DELIVERY_STATUSES)})`),
    uniqueIndex("broadcast_delivery_unique").on(t.broadcastId, t.userId, t.channel),
    index("broadcast_delivery_status_idx").on(t.broadcastId, t.status),
  ],
);
