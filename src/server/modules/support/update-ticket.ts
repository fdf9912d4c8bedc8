import { eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { SUPPORT_MESSAGES, type TicketDetail, type TicketUpdate } from "../../../domain/support/support";
import { supportTickets as t } from "../../db/tables/support";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { supportAgents, ticketDetail } from "./read-tickets";
import { lockTicket, target } from "./ticket-writes";

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
