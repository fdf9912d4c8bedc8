import { and, asc, eq } from "drizzle-orm";
import type { PdfFieldKind } from "../../../../../domain/documents/pdf-fields";
import { signerMethodEvidence, verificationUrl } from "../../../../../domain/verification/verification";
import { generatedDocuments as docs, documentFields } from "../../../../db/tables/documents";
import { signatureRequests, signatureSigners } from "../../../../db/tables/signatures";
import { type Deps, outboundOptions } from "../../../../platform/deps";
import { sha256Hex } from "../../../../platform/sha256";
import { recordAudit } from "../../../audit";
import { accountBrand, brandLogo } from "../../../branding";
import { queueDeliveries } from "../../../delivery";
import { setDocumentSignatureState } from "../../../documents";
import { recordCompletionMessages } from "../../completion-messages";
import { signedPdfUrl } from "../../signed-pdf-url";
import { signatureWebhookEvent } from "../../webhook-event";
import type { SealCertificate } from "./certificate";
import { activeSealCertificate, SealCertificateUnusable } from "./seal-certificate";
import { markSealWaiting } from "./seal-waiting";
import { buildSignedPdf } from "./signed-pdf";
import { tsaTimestamper } from "./timestamp";
import { newVerificationCode } from "./verification-mark";

/** Every try counts, across all the codes the signer asked for: the right one came after `failures` wrong ones. */
const codeOutcome = (failures: number) =>
  `código confirmado na ${failures + 1}ª tentativa (${failures} código(s) errado(s) antes)`;

const originalChangedReason = (recorded: string, found: string) =>
  `O PDF original armazenado não confere com o SHA-256 registrado no envio (registrado ${recorded}, encontrado ${found}). ` +
  "O documento não foi selado; cancele a solicitação e envie-o novamente.";

/**
 * Completes a built-in request whose signers all signed: original pages + signature marks + the
 * evidence page, sealed by the platform certificate (with an RFC 3161 time-stamp when TSA_URL is set;
 * a TSA that fails leaves the seal without one, logged and recorded in timestamp_error), stored;
 * request completed and document signed in one transaction. Idempotent: a completed request (or one
 * not fully signed) is left alone.
 */
export async function sealSignatureRequest(deps: Deps, requestId: string): Promise<void> {
  const [row] = await deps.db
    .select({ request: signatureRequests, title: docs.title, documentUserId: docs.userId })
    .from(signatureRequests)
    .innerJoin(docs, eq(docs.id, signatureRequests.documentId))
    .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.provider, "builtin")))
    .limit(1);
  if (!row || row.request.status === "completed" || !row.request.originalFileId) return;
  const recipients = await deps.db
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.signatureRequestId, requestId))
    .orderBy(asc(signatureSigners.orderSequence));
  if (recipients.length === 0 || recipients.some((r) => r.status !== "signed")) return;
  const original = await deps.storage.get(row.request.originalFileId);
  if (!original) throw new Error(`PDF original da solicitação ${requestId} não encontrado`);
  // The signers saw the PDF whose SHA-256 was recorded at the request: a different one is never sealed.
  const originalSha256 = sha256Hex(original.data);
  if (row.request.originalSha256 && originalSha256 !== row.request.originalSha256) {
    deps.log.error(`[assinaturas] solicitação ${requestId}: PDF original alterado (${originalSha256}); selo recusado`);
    await deps.db
      .update(signatureRequests)
      .set({
        failureReason: originalChangedReason(row.request.originalSha256, originalSha256),
        updatedAt: deps.clock(),
      })
      .where(eq(signatureRequests.id, requestId));
    return;
  }

  const completedAt = recipients.reduce((t, r) => (r.signedAt && r.signedAt > t ? r.signedAt : t), new Date(0));
  const tsaUrl = deps.config.tsaUrl;
  const timestamper = tsaUrl ? tsaTimestamper({ url: tsaUrl, ...outboundOptions(deps.config) }) : undefined;
  let cert: SealCertificate;
  try {
    cert = await activeSealCertificate(deps);
  } catch (err) {
    if (!(err instanceof SealCertificateUnusable)) throw err;
    await markSealWaiting(deps, requestId, err.message);
    return;
  }
  // A new code per seal attempt: only the attempt that completes the request stores its code and file.
  const verificationCode = newVerificationCode();
  const brand = await accountBrand(deps.db, row.request.corporateAccountId);
  // An uploaded PDF's fields, locked while the request runs (documents/set-pdf-fields.ts).
  const fields = await deps.db
    .select({
      signer: documentFields.signerOrder,
      kind: documentFields.kind,
      page: documentFields.page,
      x: documentFields.x,
      y: documentFields.y,
      width: documentFields.width,
      height: documentFields.height,
    })
    .from(documentFields)
    .where(eq(documentFields.documentId, row.request.documentId));
  const { bytes, finalSha256, timestamp } = await buildSignedPdf(
    {
      requestId,
      verification: { code: verificationCode, url: verificationUrl(deps.config.appUrl, verificationCode) },
      documentTitle: row.title,
      brand: { brand, logo: await brandLogo(deps.storage, brand) },
      original: original.data,
      sandbox: row.request.sandbox,
      completedAt,
      fields: fields.map((f) => ({ ...f, kind: f.kind as PdfFieldKind })),
      signers: recipients.map((r) => ({
        order: r.orderSequence,
        name: r.signerName,
        email: r.signerEmail,
        phone: r.signerPhone,
        method: signerMethodEvidence(r.authenticationMethod),
        outcome: codeOutcome(r.codeFailures),
        ip: r.signerIp,
        userAgent: r.signerUserAgent,
        invitedAt: r.invitedAt,
        viewedAt: r.viewedAt,
        codeVerifiedAt: r.codeVerifiedAt,
        signedAt: r.signedAt,
        typedSignature: r.signatureTyped,
        drawnSignaturePng: r.signatureImage
          ? Buffer.from(r.signatureImage.replace(/^data:image\/png;base64,/, ""), "base64")
          : null,
      })),
    },
    cert,
    timestamper,
  );
  if (timestamp && "error" in timestamp) {
    deps.log.warn(`[assinaturas] solicitação ${requestId} selada sem carimbo do tempo (${tsaUrl}): ${timestamp.error}`);
  }
  const stored = await deps.storage.put({
    data: bytes,
    contentType: "application/pdf",
    corporateAccountId: row.request.corporateAccountId,
    userId: row.request.requestedBy ?? row.documentUserId,
  });
  const url = signedPdfUrl(requestId);
  const messages = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(signatureRequests)
      .set({
        status: "completed",
        completedAt,
        signedFileId: stored.id,
        finalSha256,
        verificationCode,
        timestampedAt: timestamp && "genTime" in timestamp ? timestamp.genTime : null,
        timestampError: timestamp && "error" in timestamp ? timestamp.error : null,
        signedDocumentUrl: url,
        sealError: null,
        updatedAt: deps.clock(),
      })
      .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.status, "in_progress")))
      .returning({
        id: signatureRequests.id,
        documentId: signatureRequests.documentId,
        corporateAccountId: signatureRequests.corporateAccountId,
        requestedBy: signatureRequests.requestedBy,
      });
    if (!done) return [];
    await setDocumentSignatureState(tx, done.documentId, { status: "signed", signedDocumentUrl: url });
    await signatureWebhookEvent(tx, done, "signature.completed");
    await recordAudit(tx, {
      actor: { kind: "system" },
      accountId: row.request.corporateAccountId,
      action: "signature.sealed",
      target: { type: "signature", id: requestId },
      changes: { finalSha256, timestamped: Boolean(timestamp && "genTime" in timestamp) },
    });
    // The signed copy to each signer and the requester's notice (issue 48 point 6), sent after the commit.
    return recordCompletionMessages(tx, done, { title: row.title, ownerId: row.documentUserId }, deps.clock());
  });
  await queueDeliveries(deps, messages);
}
