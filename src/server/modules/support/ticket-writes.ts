import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { type ReplyForm, SUPPORT_MESSAGES } from "../../../domain/support/support";
import { supportMessages, supportTickets as t } from "../../db/tables/support";
import type { Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { ownAttachments } from "./attachments";
import type { ownTicket } from "./read-tickets";

export const target = (id: string) => ({ type: "support_ticket", id });

/** The ticket row under `scope`, locked for the change (not found when out of scope). */
export async function lockTicket(tx: Tx, id: string, scope: ReturnType<typeof ownTicket> | undefined) {
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
export async function addReply(
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
