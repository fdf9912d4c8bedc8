import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import type { StaffReply, TicketDetail } from "../../../domain/support/support";
import { supportTickets as t } from "../../db/tables/support";
import type { Db } from "../../platform/db/client";
import { recordAudit } from "../audit";
import { ticketDetail } from "./read-tickets";
import { addReply, type ReplySource, target } from "./ticket-writes";

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
