import { eq } from "drizzle-orm";
import { z } from "zod";
import { generatedDocuments as docs, signatureRecipients, signatureRequests } from "../db/schema/index";
import { mailSigner, whatsappSigner } from "../features/signatures/signer-messages";
import { signingLink, signingToken } from "../features/signatures/signing-token";
import { defineJob } from "./define-job";

/**
 * Invites one signer of the built-in provider (or reminds them): an e-mail with their signing link
 * and, when they have a phone and the account has WhatsApp, a WhatsApp message. Idempotent: the link
 * is derived from the recipient (the same on every run), and a signer who already answered or a
 * request no longer active gets nothing.
 */
export const signatureInviteJob = defineJob({
  name: "signature-invite",
  payload: z.object({ recipientId: z.string().uuid(), reminder: z.boolean().optional() }).strict(),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  async handle({ recipientId, reminder }, { deps }) {
    const [row] = await deps.db
      .select({ recipient: signatureRecipients, request: signatureRequests, title: docs.title })
      .from(signatureRecipients)
      .innerJoin(signatureRequests, eq(signatureRequests.id, signatureRecipients.signatureRequestId))
      .innerJoin(docs, eq(docs.id, signatureRequests.documentId))
      .where(eq(signatureRecipients.id, recipientId))
      .limit(1);
    if (!row || !["sent", "viewed"].includes(row.recipient.status)) return;
    if (!["pending", "sent", "in_progress"].includes(row.request.status)) return;
    const link = signingLink(deps.config.appUrl, signingToken(deps.config.authSecret, recipientId));
    const expiry = row.request.expiresAt
      ? `\nO link vale até ${new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" }).format(row.request.expiresAt)}.`
      : "";
    const text =
      `Olá, ${row.recipient.signerName}.\n\n` +
      `${reminder ? "Lembrete: você" : "Você"} foi convidado(a) a assinar o documento "${row.title}".\n` +
      `Abra o link abaixo para ler e assinar:\n\n${link}\n${expiry}\n\n` +
      `Se não reconhece esta solicitação, ignore esta mensagem.`;
    await mailSigner(deps, row.request.corporateAccountId, {
      to: row.recipient.signerEmail,
      subject: `${reminder ? "Lembrete: " : ""}Assinatura solicitada: ${row.title}`,
      text,
    });
    if (row.recipient.signerPhone) {
      await whatsappSigner(
        deps,
        row.request.corporateAccountId,
        row.recipient.signerPhone,
        `Olá, ${row.recipient.signerName}. Você foi convidado(a) a assinar "${row.title}": ${link}`,
      ).catch((err) => deps.log.info(`[assinaturas] WhatsApp não enviado: ${String(err)}`));
    }
  },
});
