import type { Actor } from "../../../domain/auth/permissions";
import { firstResponseDue } from "../../../domain/support/sla";
import type { TicketDetail, TicketForm } from "../../../domain/support/support";
import { supportMessages, supportTickets as t } from "../../db/tables/support";
import type { Db } from "../../platform/db/client";
import { recordAudit } from "../audit";
import { accountPlanFeatures } from "../plans";
import { ownAttachments } from "./attachments";
import { ticketDetail } from "./read-tickets";
import { target } from "./ticket-writes";

/**
 * Opens a ticket for the actor. Its priority is the account's "Suporte prioritário" now, and its
 * first-response target is computed from it in Brasília business time (domain/support/sla.ts).
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
