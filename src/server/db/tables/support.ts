import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  SUPPORT_CATEGORIES,
  SUPPORT_STATUSES,
  type SupportCategory,
  type SupportStatus,
} from "../../../domain/support/support";
import type { StoredFileInfo } from "../../../domain/templates/templates";
import { createdAt, id, oneOf, parentRef, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";

/**
 * Support tickets (issue 29, migration 0027, decision 0046). `priority` is the account's plan flag
 * "Suporte prioritário" when the ticket was opened, and `first_response_due_at` its target computed
 * then (domain/support/sla.ts): a later plan change does not move a promise already made.
 * `user_id` is the customer who opened it (the live-update rule "personal" reaches them by it).
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: id(),
    number: serial("number").notNull().unique(),
    corporateAccountId: accountRef("cascade"),
    userId: userRef("user_id", "cascade").notNull(),
    subject: text("subject").notNull(),
    category: text("category").$type<SupportCategory>().notNull(),
    status: text("status").$type<SupportStatus>().notNull().default("aberto"),
    priority: boolean("priority").notNull().default(false),
    assigneeId: userRef("assignee_id", "set null"),
    firstResponseDueAt: timestamp("first_response_due_at", { withTimezone: true }).notNull(),
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("support_tickets_status_check", sql`${t.status} in (${oneOf(SUPPORT_STATUSES)})`),
    check("support_tickets_category_check", sql`${t.category} in (${oneOf(SUPPORT_CATEGORIES)})`),
    index("support_tickets_user_idx").on(t.userId, t.lastMessageAt),
    index("support_tickets_queue_idx").on(t.status, t.priority, t.firstResponseDueAt),
  ],
);

/**
 * The conversation. `internal` notes are the team's only: never read by the customer's queries nor mailed.
 * `email_message_id`: the Message-ID of the reply e-mail a message came from (migration 0030, decision
 * 0050), unique per ticket so a retried delivery adds it once.
 */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: id(),
    ticketId: parentRef("ticket_id", () => supportTickets.id),
    authorId: userRef("author_id", "set null"),
    fromStaff: boolean("from_staff").notNull(),
    internal: boolean("internal").notNull().default(false),
    body: text("body").notNull(),
    attachments: jsonb("attachments").$type<StoredFileInfo[]>().notNull().default([]),
    emailMessageId: text("email_message_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("support_messages_ticket_idx").on(t.ticketId, t.createdAt),
    uniqueIndex("support_messages_email_message_idx")
      .on(t.ticketId, t.emailMessageId)
      .where(sql`${t.emailMessageId} is not null`),
    check("support_messages_internal_check", sql`not ${t.internal} or ${t.fromStaff}`),
  ],
);

/** The team's canned replies, inserted into a reply's text on the queue screen. */
export const supportCannedReplies = pgTable("support_canned_replies", {
  id: id(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  createdBy: userRef("created_by", "set null"),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
