import type { Actor } from "../../../domain/auth/permissions";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import { PDF_MIME, PDF_UPLOAD_MESSAGES } from "../../../domain/documents/uploaded-pdf";
import type { DocumentDetail } from "../../../domain/documents/views";
import { generatedDocuments as docs, uploadedPdfs } from "../../db/tables/documents";
import type { Deps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { sha256Hex } from "../../platform/sha256";
import { recordAudit } from "../audit";
import { recordWebhookEvent } from "../webhooks";
import { getDocument } from "./get-document";
import { finalizedEvent } from "./insert-rendered";
import { inspectPdf } from "./inspect-pdf";

/**
 * "Enviar PDF para assinatura" (issue 40): the bytes are judged first (inspect-pdf.ts: nothing is
 * stored for a refused file), stored, and become a finalized document of the caller's account whose
 * PDF is exactly those bytes, with their SHA-256 recorded as the document's first PDF. The trail and
 * the account's webhooks hear of it in the same transaction, as of any other document.
 */
export async function uploadPdf(
  deps: Pick<Deps, "db" | "storage">,
  actor: Actor,
  input: { title?: string; data: Buffer },
): Promise<DocumentDetail> {
  const inspected = await inspectPdf(input.data);
  const sha256 = sha256Hex(input.data);
  const file = await deps.storage.put({
    data: input.data,
    contentType: PDF_MIME,
    corporateAccountId: actor.accountId,
    userId: actor.userId,
  });
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(docs)
        .values({
          userId: actor.userId,
          corporateAccountId: actor.accountId,
          title: input.title || PDF_UPLOAD_MESSAGES.defaultTitle,
          status: "finalized",
          sourceFileId: file.id,
          pdfSha256: sha256,
          // The uploaded bytes are the document's one stored PDF (issue 50): nothing to render.
          pdfFileId: file.id,
          pdfStatus: "ready",
        })
        .returning({ id: docs.id });
      if (!row) throw new AppError("SAVE_FAILED", DOCUMENT_MESSAGES.saveError);
      await tx.insert(uploadedPdfs).values({
        documentId: row.id,
        pageCount: inspected.pageCount,
        pages: inspected.pages,
        byteSize: input.data.byteLength,
        originalSha256: sha256,
        hadSignatures: inspected.hadSignatures,
      });
      await recordAudit(tx, {
        actor,
        action: "document.created",
        target: { type: "document", id: row.id },
        changes: { status: "finalized", source: "pdf", pageCount: inspected.pageCount, sha256 },
      });
      await recordWebhookEvent(tx, actor.accountId, "document.created", { documentId: row.id, status: "finalized" });
      await finalizedEvent(tx, actor.accountId, row.id);
      return row.id;
    });
    return await getDocument(deps.db, actor, id);
  } catch (err) {
    // A document not made keeps no file.
    await deps.storage.remove(file.id).catch(() => undefined);
    throw err;
  }
}
