import { eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Tx } from "../../platform/db/client";
import { type AuditEntry, recordAudit } from "../audit";
import { documentHook } from "./hooks";
import { finalizedEvent } from "./insert-rendered";
import type { lockVisible } from "./lock-visible";
import type { renderedColumns } from "./rendered-columns";

type Rendered = Awaited<ReturnType<typeof renderedColumns>>["columns"];

/**
 * Stores a locked draft's newly rendered columns and tells the audit trail; a document now finalized
 * also gets its automatic deliveries and the webhooks' event, all in the change's transaction.
 */
export async function storeRendered(
  tx: Tx,
  actor: Actor,
  current: Awaited<ReturnType<typeof lockVisible>>,
  columns: Rendered & { title?: string },
  action: AuditEntry["action"],
  changes?: AuditEntry["changes"],
): Promise<void> {
  const { id } = current;
  await tx
    .update(docs)
    // A finalized document's PDF is pending until the render job stores it: the outbox row (issue 50).
    .set({ ...columns, ...(columns.status === "finalized" ? { pdfStatus: "pending" } : {}), updatedAt: new Date() })
    .where(eq(docs.id, id));
  await recordAudit(tx, {
    actor,
    accountId: current.corporateAccountId,
    action,
    target: { type: "document", id },
    changes,
  });
  if (columns.status === "finalized") {
    await documentHook("finalized")(tx, { ...current, ...columns, id }, actor.userId);
    await finalizedEvent(tx, current.corporateAccountId, id);
  }
}
