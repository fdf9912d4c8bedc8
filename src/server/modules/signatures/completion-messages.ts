import { and, desc, eq } from "drizzle-orm";
import { verificationUrl } from "../../../domain/verification/verification";
import { users } from "../../db/tables/auth";
import { generatedDocuments as docs } from "../../db/tables/documents";
import { signatureRequests, signatureSigners } from "../../db/tables/signatures";
import type { Tx } from "../../platform/db/client";
import type { Deps } from "../../platform/deps";
import { action, layoutEmail, note, para } from "../../platform/mail/email-layout";
import { accountBrand, accountLinkBase } from "../branding";
import {
  DeliveryFailure,
  handleDeliverySourcesWith,
  type NewDelivery,
  pdfFileName,
  recordDeliveries,
} from "../delivery";
import { sendSignatureEmail } from "./signature-mail";
import { sendsSignedCopy } from "./signature-settings-account";

/**
 * After the seal (issue 48 point 6): the signed PDF to each signer by e-mail, unless the account turned it
 * off (signature_account_settings), and a notice to the requester. Like the invitations they are delivery-log
 * rows recorded in the transaction that completes the request (the outbox, decision 0020), sent by the
 * deliver-document job and resent by its sweep.
 */
export const COMPLETION_SOURCES = ["signature_signed_copy", "signature_completed"] as const;
type CompletionKind = (typeof COMPLETION_SOURCES)[number];

const signedCopySubject = (title: string) => `Documento assinado: ${title}`;
const completedSubject = (title: string) => `Assinatura concluída: ${title}`;

const hello = (name?: string) => para(name ? `Olá, ${name}.` : "Olá.");

/** Records the completion's messages in the seal's transaction; returns the rows' ids, to queue after the commit. */
export async function recordCompletionMessages(
  tx: Tx,
  request: { id: string; documentId: string; corporateAccountId: string | null; requestedBy: string | null },
  document: { title: string; ownerId: string },
  now: Date,
): Promise<string[]> {
  const base = {
    documentId: request.documentId,
    accountId: request.corporateAccountId,
    ownerId: document.ownerId,
    requestedBy: request.requestedBy,
    channel: "email" as const,
  };
  const rows: NewDelivery[] = [];
  if (await sendsSignedCopy(tx, request.corporateAccountId)) {
    const signers = await tx
      .select({ id: signatureSigners.id, email: signatureSigners.signerEmail })
      .from(signatureSigners)
      .where(eq(signatureSigners.signatureRequestId, request.id))
      .orderBy(signatureSigners.orderSequence);
    for (const s of signers) {
      rows.push({
        ...base,
        source: "signature_signed_copy",
        recipient: s.email,
        subject: signedCopySubject(document.title),
        signerId: s.id,
      });
    }
  }
  const [requester] = request.requestedBy
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, request.requestedBy)).limit(1)
    : [];
  if (requester) {
    rows.push({
      ...base,
      source: "signature_completed",
      recipient: requester.email,
      subject: completedSubject(document.title),
    });
  }
  return recordDeliveries(tx, rows, now);
}

/** Sends one completion message (the deliver-document job, for rows of COMPLETION_SOURCES). */
async function sendCompletionMessage(
  deps: Deps,
  delivery: {
    id: string;
    documentId: string | null;
    source: string;
    recipient: string;
    signerId: string | null;
  },
): Promise<{ providerMessageId: string | null }> {
  if (!delivery.documentId) throw new DeliveryFailure("Documento não encontrado", true);
  const [row] = await deps.db
    .select({ request: signatureRequests, title: docs.title })
    .from(signatureRequests)
    .innerJoin(docs, eq(docs.id, signatureRequests.documentId))
    .where(and(eq(signatureRequests.documentId, delivery.documentId), eq(signatureRequests.status, "completed")))
    .orderBy(desc(signatureRequests.completedAt))
    .limit(1);
  const signedFileId = row?.request.signedFileId;
  if (!row || !signedFileId) {
    throw new DeliveryFailure("Não enviado: a assinatura do documento não foi concluída.", true);
  }
  const { request, title } = row;
  const accountId = request.corporateAccountId;
  const [brand, base] = await Promise.all([
    accountBrand(deps.db, accountId),
    accountLinkBase(deps.db, accountId, deps.config.appUrl),
  ]);
  const kind = delivery.source as CompletionKind;
  const verify = request.verificationCode
    ? [action("Verificar autenticidade", verificationUrl(deps.config.appUrl, request.verificationCode))]
    : [];
  if (kind === "signature_completed") {
    const [requester] = request.requestedBy
      ? await deps.db.select({ name: users.name }).from(users).where(eq(users.id, request.requestedBy)).limit(1)
      : [];
    const subject = completedSubject(title);
    const link = `${base}/my-documents/${request.documentId}`;
    const mail = layoutEmail(brand, {
      subject,
      assetBaseUrl: base,
      blocks: [
        hello(requester?.name),
        para(`Todos os signatários assinaram o documento "${title}". A solicitação de assinatura foi concluída.`),
        action("Abrir o documento", link),
        ...verify,
      ],
    });
    return sendSignatureEmail(deps, accountId, brand, delivery.id, { to: delivery.recipient, subject, ...mail });
  }
  const [signer] = delivery.signerId
    ? await deps.db
        .select({ name: signatureSigners.signerName })
        .from(signatureSigners)
        .where(eq(signatureSigners.id, delivery.signerId))
        .limit(1)
    : [];
  const pdf = await deps.storage.get(signedFileId);
  if (!pdf) throw new DeliveryFailure("Não enviado: o PDF assinado não foi encontrado.", true);
  const subject = signedCopySubject(title);
  const mail = layoutEmail(brand, {
    subject,
    assetBaseUrl: base,
    blocks: [
      hello(signer?.name),
      para(`Todos os signatários assinaram o documento "${title}". Sua via assinada segue em anexo (PDF).`),
      ...verify,
      note("Guarde este e-mail: o PDF é a via do documento com as assinaturas e a trilha de evidências."),
    ],
  });
  return sendSignatureEmail(deps, accountId, brand, delivery.id, {
    to: delivery.recipient,
    subject,
    ...mail,
    attachments: [{ filename: pdfFileName(`${title} (assinado)`), content: pdf.data, contentType: "application/pdf" }],
  });
}

handleDeliverySourcesWith(COMPLETION_SOURCES, sendCompletionMessage);
