import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/permissions";
import {
  type ReplyForm,
  type StaffReply,
  SUPPORT_MESSAGES,
  type TicketDetail,
  type TicketForm,
  type TicketUpdate,
} from "../../../domain/support";
import { firstResponseDue } from "../../../domain/support-sla";
import { supportMessages, supportTickets as t } from "../../db/tables/support";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { accountPlanFeatures } from "../plans";
import { ownAttachments } from "./attachments";
import { ownTicket, supportAgents, ticketDetail } from "./read-tickets";

const target = (id: string) => ({ type: "support_ticket", id });

/** The ticket row under `scope`, locked for the change (not found when out of scope). */
async function lockTicket(tx: Tx, id: string, scope: ReturnType<typeof ownTicket> | undefined) {
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.id, id), scope))
    .for("update")
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", SUPPORT_MESSAGES.notFound);
  return row;
}

/**
 * Opens a ticket for the actor. Its priority is the account's "Suporte prioritário" now, and its
 * first-response target is computed from it in Brasília business time (domain/support-sla.ts).
 */
export async function openTicket(db: Db, actor: Actor, input: TicketForm, now: Date): Promise<TicketDetail> {
  return db.transaction(async (tx) => {
    const plan = actor.accountId ? await accountPlanFeatures(tx, actor.accountId) : null;
    const priority = plan?.features.priority_support === true;
    const attachments = await ownAttachments(tx, actor, input.attachmentIds);
    const [row] = await tx
      .insert(t)
      .values({
        corporateAccountId: actor.accountId,
        userId: actor.userId,
        subject: input.subject,
        category: input.category,
        priority,
        firstResponseDueAt: firstResponseDue(now, priority),
        lastMessageAt: now,
      })
      .returning({ id: t.id });
    const ticketId = (row as { id: string }).id;
    await tx
      .insert(supportMessages)
      .values({ ticketId, authorId: actor.userId, fromStaff: false, body: input.description, attachments });
    await recordAudit(tx, {
      actor,
      action: "support.opened",
      target: target(ticketId),
      changes: { subject: input.subject, category: input.category, priority },
    });
    return ticketDetail(tx, ticketId, undefined, false);
  });
}

/**
 * Where a reply came from: the app (nothing), or a reply e-mail (decision 0050) whose Message-ID is
 * kept unique per ticket, so a retried delivery fails with a unique violation instead of adding twice.
 */
export interface ReplySource {
  emailMessageId?: string;
}

/**
 * Adds a reply to ticket `id`, locked first within `scope` (not found outside it), with the actor's own
 * attachments; answers the ticket row as it was before the reply.
 */
async function addReply(
  tx: Tx,
  actor: Actor,
  id: string,
  scope: ReturnType<typeof ownTicket> | undefined,
  reply: ReplyForm & { fromStaff: boolean; internal?: boolean },
  source: ReplySource,
) {
  const row = await lockTicket(tx, id, scope);
  const attachments = await ownAttachments(tx, actor, reply.attachmentIds);
  await tx.insert(supportMessages).values({
    ticketId: id,
    authorId: actor.userId,
    fromStaff: reply.fromStaff,
    internal: reply.internal,
    body: reply.body,
    attachments,
    emailMessageId: source.emailMessageId,
  });
  return row;
}

/** The customer's reply on their own ticket: a ticket waiting for them or resolved opens again. */
export async function replyAsCustomer(
  db: Db,
  actor: Actor,
  id: string,
  input: ReplyForm,
  source: ReplySource = {},
): Promise<TicketDetail> {
  return db.transaction(async (tx) => {
    const row = await addReply(tx, actor, id, ownTicket(actor), { ...input, fromStaff: false }, source);
    const reopen = row.status === "aguardando_cliente" || row.status === "resolvido";
    await tx
      .update(t)
      .set({ lastMessageAt: sql`now()`, ...(reopen ? { status: "aberto" as const } : {}) })
      .where(eq(t.id, id));
    await recordAudit(tx, {
      actor,
      action: "support.replied",
      target: target(id),
      changes: reopen ? { status: { from: row.status, to: "aberto" } } : {},
    });
    return ticketDetail(tx, id, ownTicket(actor), false);
  });
}

/**
 * The team's reply or internal note. A public reply is the first response when none was given yet
 * and moves an open ticket to "em andamento"; a note changes nothing the customer sees.
 */
export async function replyAsStaff(
  db: Db,
  actor: Actor,
  id: string,
  input: StaffReply,
  source: ReplySource = {},
): Promise<TicketDetail> {
  return db.transaction(async (tx) => {
    const row = await addReply(tx, actor, id, undefined, { ...input, fromStaff: true }, source);
    if (!input.internal) {
      await tx
        .update(t)
        .set({
          lastMessageAt: sql`now()`,
          firstResponseAt: row.firstResponseAt ?? sql`now()`,
          ...(row.status === "aberto" ? { status: "em_andamento" as const } : {}),
        })
        .where(eq(t.id, id));
    } else {
      // Touches the ticket so the other agents' queue refreshes live (the customer's view has no notes).
      await tx.update(t).set({ updatedAt: sql`now()` }).where(eq(t.id, id));
    }
    await recordAudit(tx, {
      actor,
      accountId: row.corporateAccountId,
      action: "support.replied",
      target: target(id),
      changes: { internal: input.internal },
    });
    return ticketDetail(tx, id, undefined, true);
  });
}

/** Status and assignee, set by the team. The assignee must be a super admin. */
export async function updateTicket(db: Db, actor: Actor, id: string, input: TicketUpdate): Promise<TicketDetail> {
  return db.transaction(async (tx) => {
    const row = await lockTicket(tx, id, undefined);
    if (input.assigneeId) {
      const [agent] = await supportAgents(tx, input.assigneeId);
      if (!agent) throw new AppError("NOT_FOUND", SUPPORT_MESSAGES.assigneeNotFound);
    }
    const set = {
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
    };
    await tx.update(t).set(set).where(eq(t.id, id));
    await recordAudit(tx, {
      actor,
      accountId: row.corporateAccountId,
      action: "support.updated",
      target: target(id),
      changes: {
        ...(input.status !== undefined ? { status: { from: row.status, to: input.status } } : {}),
        ...(input.assigneeId !== undefined ? { assigneeId: { from: row.assigneeId, to: input.assigneeId } } : {}),
      },
    });
    return ticketDetail(tx, id, undefined, true);
  });
}
