import { eq } from "drizzle-orm";
import type { Brand } from "../../../domain/branding/branding";
import { type DeliveryChannel, whatsappNumber } from "../../../domain/delivery/delivery";
import { isActiveSignatureStatus } from "../../../domain/signatures/state";
import { generatedDocuments as docs } from "../../db/tables/documents";
import { signatureRequests, signatureSigners } from "../../db/tables/signatures";
import type { Tx } from "../../platform/db/client";
import { type Deps, outboundOptions } from "../../platform/deps";
import { action, type EmailBlock, layoutEmail, note, para, smallLink } from "../../platform/mail/email-layout";
import { accountBrand, accountLinkBase } from "../branding";
import {
  DEV_OUTBOX,
  DeliveryFailure,
  deliveryWhatsapp,
  handleSignerMessagesWith,
  loadAccountWhatsapp,
  type NewDelivery,
  recordDeliveries,
  sendText,
  sendToDevOutbox,
  whatsappFailure,
} from "../delivery";
import { sendSignatureEmail } from "./signature-mail";
import { signerErasureLink, signingCode, signingLink, signingToken, tokenHash } from "./signing-token";

/**
 * Messages to signers go through the delivery log (decision 0020: the log row is the outbox): each
 * invitation, reminder or code is a document_delivery_log row (source below, signature_recipient_id)
 * written in the transaction that asks for it and sent by the deliver-document job, with its retries,
 * attempts and last error recorded and shown in the document's delivery log. The row holds no secret:
 * the link and the code are derived from the recipient when the message is sent.
 */
export const SIGNER_MESSAGE_SOURCES = ["signature_invite", "signature_reminder", "signature_code"] as const;
export type SignerMessageKind = (typeof SIGNER_MESSAGE_SOURCES)[number];

/** Whether the account can send WhatsApp (configured and active, or the development outbox takes it). */
export async function whatsappAvailable(
  deps: Pick<Deps, "db" | "secrets" | "config">,
  accountId: string | null,
): Promise<boolean> {
  if (deps.config.devOutbox) return true;
  if (!accountId) return false;
  const cfg = await loadAccountWhatsapp(deps.db, deps.secrets, accountId).catch(() => null);
  return Boolean(cfg?.isActive);
}

async function signerRow(db: Deps["db"] | Tx, signerId: string) {
  const [row] = await db
    .select({
      recipient: signatureSigners,
      request: signatureRequests,
      title: docs.title,
      ownerId: docs.userId,
    })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.signatureRequestId))
    .innerJoin(docs, eq(docs.id, signatureRequests.documentId))
    .where(eq(signatureSigners.id, signerId))
    .limit(1);
  return row;
}

const SUBJECTS: Record<SignerMessageKind, (title: string) => string> = {
  signature_invite: (title) => `Assinatura solicitada: ${title}`,
  signature_reminder: (title) => `Lembrete: Assinatura solicitada: ${title}`,
  signature_code: (title) => `Código de assinatura: ${title}`,
};

/**
 * Records one signer's messages in the caller's transaction: an invitation or reminder by e-mail,
 * and by WhatsApp too when the signer has a phone and the account has WhatsApp; a code by WhatsApp
 * for the sms method, else by e-mail. Returns the rows' ids, to queue after the commit.
 */
export async function recordSignerMessages(
  tx: Tx,
  deps: Deps,
  signerId: string,
  kind: SignerMessageKind,
  now: Date,
): Promise<string[]> {
  const row = await signerRow(tx, signerId);
  if (!row) return [];
  const { recipient, request } = row;
  const channels: DeliveryChannel[] =
    kind === "signature_code"
      ? [recipient.authenticationMethod === "sms" && recipient.signerPhone ? "whatsapp" : "email"]
      : recipient.signerPhone && (await whatsappAvailable({ ...deps, db: tx }, request.corporateAccountId))
        ? ["email", "whatsapp"]
        : ["email"];
  const rows: NewDelivery[] = channels.map((channel) => ({
    documentId: request.documentId,
    accountId: request.corporateAccountId,
    ownerId: row.ownerId,
    requestedBy: request.requestedBy,
    source: kind,
    channel,
    recipient: channel === "email" ? recipient.signerEmail : (recipient.signerPhone ?? ""),
    subject: SUBJECTS[kind](row.title),
    signerId,
  }));
  return recordDeliveries(tx, rows, now);
}

/** It is now this signer's turn: invited (link token hash stored) and their invitation recorded. */
export async function inviteSigner(tx: Tx, deps: Deps, signerId: string, now: Date): Promise<string[]> {
  await tx
    .update(signatureSigners)
    .set({
      status: "sent",
      invitedAt: now,
      accessTokenHash: tokenHash(signingToken(deps.config.authSecret, signerId)),
    })
    .where(eq(signatureSigners.id, signerId));
  return recordSignerMessages(tx, deps, signerId, "signature_invite", now);
}

const dateTime = (d: Date) =>
  new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" }).format(d);

/** What one recorded signer message says, composed when it is sent (link and code derived, never stored). */
function compose(
  deps: Deps,
  kind: SignerMessageKind,
  row: NonNullable<Awaited<ReturnType<typeof signerRow>>>,
  channel: DeliveryChannel,
  brand: Brand,
  /** APP_URL, or the account's verified host under white label (decision 0043). */
  base: string,
): { subject: string; text: string; html?: string } {
  const email = (subject: string, blocks: EmailBlock[]) => ({
    subject,
    ...layoutEmail(brand, { subject, blocks, assetBaseUrl: base }),
  });
  const { recipient, request, title } = row;
  if (kind === "signature_code") {
    if (!recipient.codeExpiresAt || recipient.codeExpiresAt.getTime() < deps.clock().getTime()) {
      throw new DeliveryFailure("O código expirou antes do envio; o signatário pode pedir um novo.", true);
    }
    const code = signingCode(deps.config.authSecret, recipient.id, recipient.codeExpiresAt);
    const text = `Seu código para assinar "${title}" é ${code}. Ele vale por 10 minutos. Não compartilhe este código.`;
    const subject = `Código de assinatura: ${code}`;
    return channel === "whatsapp" ? { subject, text } : email(subject, [para(text)]);
  }
  const reminder = kind === "signature_reminder";
  const token = signingToken(deps.config.authSecret, recipient.id);
  const link = signingLink(base, token);
  if (channel === "whatsapp") {
    return {
      subject: SUBJECTS[kind](title),
      text: `Olá, ${recipient.signerName}. ${reminder ? "Lembrete: você" : "Você"} foi convidado(a) a assinar "${title}": ${link}`,
    };
  }
  const sender = brand.custom || brand.whiteLabel ? ` por ${brand.name}` : "";
  return email(SUBJECTS[kind](title), [
    para(`Olá, ${recipient.signerName}.`),
    para(
      `${reminder ? "Lembrete: você" : "Você"} foi convidado(a)${sender} a assinar o documento "${title}".\n` +
        "Abra o link abaixo para ler e assinar:",
    ),
    action("Ler e assinar", link, link),
    ...(request.expiresAt ? [note(`O link vale até ${dateTime(request.expiresAt)}.`)] : []),
    para("Se não reconhece esta solicitação, ignore esta mensagem."),
    // LGPD art. 18: a signer who is not a user asks through this link; the account's admin decides.
    smallLink("Solicitar exclusão dos meus dados", signerErasureLink(deps.config.appUrl, token)),
  ]);
}

/**
 * Sends one recorded signer message (called by the deliver-document job for rows with a
 * signature_recipient_id): e-mail through the account's own active SMTP, else the system mailer
 * (e.g. a super admin's document; in development without SMTP_URL, the development outbox);
 * WhatsApp through the account's Evolution instance, else the platform's, else the outbox (decision 0028). A signer who
 * already answered, or a request no longer active, gets nothing (permanent failure, recorded).
 */
export async function sendSignerMessage(
  deps: Deps,
  delivery: {
    id: string;
    signerId: string | null;
    source: string;
    deliveryType: string;
    recipient: string;
  },
): Promise<{ providerMessageId: string | null }> {
  const row = delivery.signerId ? await signerRow(deps.db, delivery.signerId) : undefined;
  if (!row) throw new DeliveryFailure("Signatário não encontrado.", true);
  if (!["sent", "viewed"].includes(row.recipient.status) || !isActiveSignatureStatus(row.request.status)) {
    throw new DeliveryFailure("Não enviado: o signatário já respondeu ou a solicitação foi encerrada.", true);
  }
  const kind = delivery.source as SignerMessageKind;
  const channel = delivery.deliveryType as DeliveryChannel;
  const accountId = row.request.corporateAccountId;
  const [brand, base] = await Promise.all([
    accountBrand(deps.db, accountId),
    accountLinkBase(deps.db, accountId, deps.config.appUrl),
  ]);
  const { subject, text, html } = compose(deps, kind, row, channel, brand, base);
  if (channel === "whatsapp") {
    const cfg = await deliveryWhatsapp(deps, accountId);
    if (cfg === DEV_OUTBOX) return sendToDevOutbox(deps.mailer, { channel, to: delivery.recipient, subject, text });
    try {
      const sent = await sendText(cfg, whatsappNumber(delivery.recipient), text, outboundOptions(deps.config));
      return { providerMessageId: sent.messageId };
    } catch (err) {
      throw whatsappFailure(err);
    }
  }
  return sendSignatureEmail(deps, accountId, brand, delivery.id, { to: delivery.recipient, subject, text, html });
}

handleSignerMessagesWith(sendSignerMessage);
