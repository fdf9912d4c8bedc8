import type { Actor } from "../../../domain/auth/permissions";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import { documentTitle } from "../../../domain/documents/title";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { recordWebhookEvent } from "../webhooks";
import type { renderedColumns } from "./rendered-columns";

/** The account's webhooks hear of a finalization in the transaction that makes it (issue 23). */
export const finalizedEvent = (tx: Tx, accountId: string | null, documentId: string) =>
  recordWebhookEvent(tx, accountId, "document.finalized", { documentId, status: "finalized" });

export type InsertedDocument = Awaited<ReturnType<typeof insertRendered>>;

/** Inserts a rendered document; the caller has its automatic deliveries recorded (the finalize hook) in the same transaction. */
export async function insertRendered(
  tx: Tx,
  actor: Actor,
  { template, columns }: Awaited<ReturnType<typeof renderedColumns>>,
) {
  const now = new Date();
  const [row] = await tx
    .insert(docs)
    .values({
      ...columns,
      // A finalized document's PDF is pending until the render job stores it: the outbox row (issue 50).
      pdfStatus: columns.status === "finalized" ? "pending" : null,
      templateId: template.id,
      userId: actor.userId,
      corporateAccountId: actor.accountId,
      title: documentTitle(template, columns.filledVariables, now),
      createdAt: now,
    })
    .returning({ id: docs.id });
  if (!row) throw new AppError("SAVE_FAILED", DOCUMENT_MESSAGES.saveError);
  // The trail (issue 27) and the account's webhooks (issue 23) hear of it in the same transaction,
  // whatever made it (screen, API, batch row).
  await recordAudit(tx, {
    actor,
    action: "document.created",
    target: { type: "document", id: row.id },
    changes: { status: columns.status, templateId: template.id },
  });
  await recordWebhookEvent(tx, actor.accountId, "document.created", { documentId: row.id, status: columns.status });
  if (columns.status === "finalized") await finalizedEvent(tx, actor.accountId, row.id);
  return { ...columns, id: row.id, userId: actor.userId, corporateAccountId: actor.accountId };
}
