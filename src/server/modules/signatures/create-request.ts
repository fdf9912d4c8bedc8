import { and, eq, getTableColumns } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import { DOCUMENT_PDF_MESSAGES } from "../../../domain/documents/pdf-state";
import {
  SIGNATURE_MESSAGES,
  type SignatureRequestBody,
  type SignatureRequestCreated,
} from "../../../domain/signatures/signatures";
import { generatedDocuments as docs } from "../../db/tables/documents";
import { oneRowOr404 } from "../../platform/db/one-row";
import type { Deps } from "../../platform/deps";
import { AppError, fieldError } from "../../platform/errors/app-error";
import { assertFieldsFitSigners, documentVisibleSql, storedDocumentPdf } from "../documents";
import { expireOverdueRequests } from "./housekeeping";
import { activeProvider } from "./providers/registry";
import { assertRequestable, reserveSignatureRequest } from "./reserve-request";

/**
 * Creates a signature request for a finalized document (spec 3 §7 "Signature request", issue 11):
 * the PDF is made and stored first, then the request's rows are reserved in one short transaction
 * under locks (reserve-request.ts), then the provider makes it, after that commit and outside any
 * transaction (providers/port.ts): the built-in one queues signer 1's invitation; ZapSign is sent the
 * PDF and sends its own e-mails — refusing (401/402/403…) is answered at once and nothing is kept,
 * failing (429, 5xx, no answer) leaves the request pending for the zapsign-create job to retry. A
 * request not made leaves no PDF behind.
 */
export async function createSignatureRequest(
  deps: Deps,
  actor: Actor,
  documentId: string,
  body: SignatureRequestBody,
  /** How long to wait for the document's stored PDF: a request the bound of a download; a job (a batch) longer. */
  { pdfWaitMs = deps.config.pdfReadyWaitMs }: { pdfWaitMs?: number } = {},
): Promise<SignatureRequestCreated> {
  const now = deps.clock();
  const { db } = deps;
  const where = and(eq(docs.id, documentId), documentVisibleSql(actor));
  const doc = await oneRowOr404(
    db,
    { columns: getTableColumns(docs), source: docs, where },
    DOCUMENT_MESSAGES.notFound,
  );
  // A request past its expiry no longer runs, whether or not the hourly job has recorded it yet.
  if (await expireOverdueRequests(deps, doc.id)) doc.status = "finalized";

  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt.getTime() < now.getTime()) {
    throw fieldError("VALIDATION_ERROR", "expires_at", SIGNATURE_MESSAGES.expiresInPast);
  }
  const { provider, settings } = await activeProvider(deps);
  await provider.refuse(deps, doc.corporateAccountId, body);

  await assertRequestable(db, documentId, doc.status);
  await assertFieldsFitSigners(db, documentId, body.recipients.length);
  // The PDF the signers see and the seal covers: the document's one stored file (issue 50), byte for
  // byte, read before any lock is taken; copied for the request (its own file, removed with it).
  const pdf = await storedDocumentPdf(deps, documentId, pdfWaitMs);
  if (pdf.status !== "ready") throw new AppError("PDF_UNAVAILABLE", pdf.error ?? DOCUMENT_PDF_MESSAGES.notReady);
  const original = pdf.bytes;
  const originalFile = await deps.storage.put({
    data: original,
    contentType: "application/pdf",
    corporateAccountId: doc.corporateAccountId,
    userId: actor.userId,
  });
  const reserving = reserveSignatureRequest(
    deps,
    {
      documentId,
      accountId: doc.corporateAccountId,
      requestedBy: actor.userId,
      provider,
      sandbox: settings.sandboxMode,
      expiresAt,
      recipients: body.recipients,
      original,
      originalFileId: originalFile.id,
    },
    now,
  );
  // The PDF goes again when the request is not reserved (lost race, plan limit): no orphan file.
  const reserved = await reserving.catch(async (err: unknown) => {
    await deps.storage.remove(originalFile.id);
    throw err;
  });

  const status = await provider.create(
    deps,
    settings,
    { ...reserved, documentId, title: doc.title, expiresAt, originalFileId: originalFile.id },
    original,
  );
  return { signatureRequestId: reserved.id, status };
}
