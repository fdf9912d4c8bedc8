import { and, eq, isNull } from "drizzle-orm";
import type { Brand } from "../../../domain/branding/branding";
import {
  DELIVERY_MESSAGES,
  type DeliveryChannel,
  defaultShareSubject,
  whatsappNumber,
} from "../../../domain/delivery/delivery";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import { DOCUMENT_PDF_MESSAGES } from "../../../domain/documents/pdf-state";
import { generatedDocuments as docs } from "../../db/tables/documents";
import { type Deps, outboundOptions } from "../../platform/deps";
import { action, type EmailParts, layoutEmail, note, para } from "../../platform/mail/email-layout";
import { accountBrand, accountLinkBase } from "../branding";
import { type PdfSource, pdfSourceColumns, storedDocumentPdf } from "../documents";
import { DEV_OUTBOX, deliverySmtp, deliveryWhatsapp } from "./delivery-config";
import { DeliveryFailure, smtpFailure, whatsappFailure } from "./delivery-errors";
import { sendToDevOutbox } from "./dev-outbox";
import { sendAccountMailPooled } from "./smtp/account-mail-pool";
import { EvolutionError, sendDocumentMedia, sendText } from "./whatsapp/evolution";

/** What to send, by ids only (callable from a job): the document of `accountId` to one recipient. */
export interface DocumentSend {
  /** The document's account (null: a document without account); configurations are looked up for it. */
  accountId: string | null;
  documentId: string;
  channel: DeliveryChannel;
  /** E-mail address, or phone in any mask (sent as E.164 digits with 55). */
  recipient: string;
  subject?: string | null;
  message?: string | null;
  /** A public link to the document, put in the e-mail body and the WhatsApp fallback text. */
  link?: string | null;
  /** Stable per logical send (e.g. the delivery id): the e-mail's Message-ID is made from it. */
  idempotencyKey?: string;
}

export interface DocumentSent {
  providerMessageId: string | null;
  /** WhatsApp: "media" (PDF as a document) or "text" (the link, when media was refused). */
  via: "email" | "media" | "text";
}

/**
 * Sends one document to one recipient: e-mail through the account's SMTP (pt-BR HTML body with the
 * message, the title and the link, PDF attached) or WhatsApp through its Evolution API instance
 * (sendMedia with the PDF as a document, the message as caption; sendText with the link when the
 * media is refused for good). Throws DeliveryFailure (Portuguese message, permanent or not).
 * The document must belong to `accountId`: another account's configuration is never used for it.
 */
export async function sendDocumentTo(deps: Deps, send: DocumentSend): Promise<DocumentSent> {
  const [doc] = await deps.db
    .select({ ...pdfSourceColumns, status: docs.status })
    .from(docs)
    .where(
      and(
        eq(docs.id, send.documentId),
        send.accountId ? eq(docs.corporateAccountId, send.accountId) : isNull(docs.corporateAccountId),
      ),
    )
    .limit(1);
  if (!doc) throw new DeliveryFailure(DOCUMENT_MESSAGES.notFound, true);
  const recipient = send.recipient.trim();
  if (send.channel === "email") {
    if (!recipient) throw new DeliveryFailure(DELIVERY_MESSAGES.emailMissing, true);
    const smtp = await deliverySmtp(deps, doc.corporateAccountId);
    const pdf = await pdfToSend(deps, doc);
    const subject = send.subject?.trim() || defaultShareSubject(doc.title);
    const [brand, base] = await Promise.all([
      accountBrand(deps.db, doc.corporateAccountId),
      accountLinkBase(deps.db, doc.corporateAccountId, deps.config.appUrl),
    ]);
    const { text, html } = documentEmail(brand, base, {
      subject,
      title: doc.title,
      message: send.message,
      link: send.link,
    });
    if (smtp === DEV_OUTBOX) {
      await sendToDevOutbox(deps.mailer, {
        channel: "email",
        to: recipient,
        subject,
        text,
        html,
        attachment: pdfFileName(doc.title),
      });
      return { providerMessageId: null, via: "email" };
    }
    const domain = smtp.fromEmail.split("@")[1] || "minuta.local";
    try {
      const info = await sendAccountMailPooled(
        smtp,
        {
          to: recipient,
          subject,
          text,
          html,
          attachments: [{ filename: pdfFileName(doc.title), content: pdf, contentType: "application/pdf" }],
          ...(send.idempotencyKey ? { messageId: `<${send.idempotencyKey}@${domain}>` } : {}),
        },
        outboundOptions(deps.config),
      );
      return { providerMessageId: info.messageId, via: "email" };
    } catch (err) {
      throw smtpFailure(err, smtp);
    }
  }
  if (!recipient) throw new DeliveryFailure(DELIVERY_MESSAGES.phoneMissing, true);
  const evolution = await deliveryWhatsapp(deps, doc.corporateAccountId);
  const number = whatsappNumber(recipient);
  const pdf = await pdfToSend(deps, doc);
  const caption = send.message?.trim() || `Documento: ${doc.title}`;
  if (evolution === DEV_OUTBOX) {
    const text = send.link ? `${caption}\n\n${doc.title}: ${send.link}` : caption;
    await sendToDevOutbox(deps.mailer, {
      channel: "whatsapp",
      to: recipient,
      subject: doc.title,
      text,
      attachment: pdfFileName(doc.title),
    });
    return { providerMessageId: null, via: "text" };
  }
  try {
    const sent = await sendDocumentMedia(
      evolution,
      number,
      { media: pdf.toString("base64"), fileName: pdfFileName(doc.title), mimetype: "application/pdf", caption },
      outboundOptions(deps.config),
    );
    return { providerMessageId: sent.messageId, via: "media" };
  } catch (err) {
    if (!mediaRefusedForGood(err) || !send.link) throw whatsappFailure(err);
  }
  try {
    const sent = await sendText(
      evolution,
      number,
      `${caption}\n\n${doc.title}: ${send.link}`,
      outboundOptions(deps.config),
    );
    return { providerMessageId: sent.messageId, via: "text" };
  } catch (err) {
    throw whatsappFailure(err);
  }
}

/** How long a send waits, in its job, for the render job to store a just-finalized document's PDF. */
const PDF_WAIT_IN_JOB_MS = 60_000;

/**
 * The PDF a send attaches: the document's one stored file (issue 50), the bytes every download
 * serves. A send runs in its job, so it waits there for the render job; still not stored, the
 * attempt fails (not for good) and the delivery's retries try again later.
 */
async function pdfToSend(deps: Deps, doc: PdfSource): Promise<Buffer> {
  const pdf = await storedDocumentPdf(deps, doc.id, PDF_WAIT_IN_JOB_MS);
  if (pdf.status !== "ready") throw new DeliveryFailure(pdf.error ?? DOCUMENT_PDF_MESSAGES.notReady, false);
  return pdf.bytes;
}

/** A media message refused for a reason a text message does not share (not auth, instance, number, 5xx). */
function mediaRefusedForGood(err: unknown): boolean {
  if (!(err instanceof EvolutionError)) return false;
  if (err.notOnWhatsapp) return false;
  return err.status >= 400 && err.status < 500 && ![401, 403, 404, 408, 429].includes(err.status);
}

export const pdfFileName = (title: string) => `${title.replace(/[\\/:*?"<>|\r\n]+/g, "-").slice(0, 150)}.pdf`;

/**
 * The document's e-mail in the account's look (the one e-mail layout): the sender's message, the
 * title, the link when there is one, and the attachment note; the same words in both parts.
 */
export function documentEmail(
  brand: Brand,
  appUrl: string,
  doc: { subject: string; title: string; message?: string | null; link?: string | null },
): EmailParts {
  const message = doc.message?.trim();
  return layoutEmail(brand, {
    subject: doc.subject,
    assetBaseUrl: appUrl,
    blocks: [
      ...(message ? message.split(/\n{2,}/).map(para) : []),
      para(`Documento: ${doc.title}`),
      ...(doc.link
        ? [action("Abrir o documento", doc.link, `Acesse o documento (link válido por 30 dias): ${doc.link}`)]
        : []),
      note("O PDF do documento segue em anexo."),
    ],
  });
}
