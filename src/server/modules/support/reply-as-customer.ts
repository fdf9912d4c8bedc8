import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import type { ReplyForm, TicketDetail } from "../../../domain/support/support";
import { supportTickets as t } from "../../db/tables/support";
import type { Db } from "../../platform/db/client";
import { recordAudit } from "../audit";
import { ownTicket, ticketDetail } from "./read-tickets";
import { addReply, type ReplySource, target } from "./ticket-writes";

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
