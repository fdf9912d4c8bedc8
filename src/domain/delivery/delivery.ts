import { z } from "zod";
import { brandSchema } from "../branding/branding";
import { isValidEmail } from "../documents/documents";
import { isValidPhone, phoneDigits } from "../shared/brazil";
import { dateTimeText } from "../shared/contracts/define";
import { countSchema, labelledValues } from "../shared/fields";

/** Sharing and automatic delivery of documents (spec 3 §2 "Share dialog", §4, §5 "Sharing", §8). */
export const { values: DELIVERY_CHANNELS, labels: DELIVERY_CHANNEL_LABELS } = labelledValues({
  email: "E-mail",
  whatsapp: "WhatsApp",
});
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const { values: DELIVERY_STATUS_VALUES, labels: DELIVERY_STATUS_LABELS } = labelledValues({
  pending: "Pendente",
  sent: "Enviado",
  failed: "Falhou",
});
export type DeliveryStatus = (typeof DELIVERY_STATUS_VALUES)[number];

/** Statuses of a document that may be shared (drafts may not). */
export const SHAREABLE_STATUSES = ["finalized", "pending_signature", "signed"] as const;

/** How long the public link sent with a delivery stays valid. */
export const SHARE_LINK_DAYS = 30;
/** Message and subject limits (keep e-mails and WhatsApp captions bounded). */
export const MAX_SHARE_MESSAGE = 2000;
export const MAX_SHARE_SUBJECT = 200;

export const DELIVERY_MESSAGES = {
  emailRequired: "E-mail do destinatário é obrigatório",
  phoneRequired: "Número de telefone do destinatário é obrigatório",
  emailInvalid: "E-mail inválido",
  phoneInvalid: "Telefone inválido",
  emailMissing: "E-mail do destinatário não fornecido",
  phoneMissing: "Número de telefone do destinatário não fornecido",
  accountNotFound: "Conta empresarial não encontrada",
  smtpNotConfigured: "Configuração SMTP não encontrada. Configure em Configurações > E-mail (SMTP)",
  whatsappNotConfigured: "Configuração WhatsApp não encontrada. Configure em Configurações > WhatsApp",
  emailError: "Erro ao enviar email",
  whatsappError: "Erro ao enviar WhatsApp",
  /** The dialog's warnings when the chosen channel has no configuration (sharing may not work). */
  smtpWarning:
    "Configuração de SMTP não encontrada. Por favor, configure o SMTP em Configurações antes de enviar emails.",
  /** Shown instead of the warnings in development without SMTP (decision 0028). */
  devOutboxNotice:
    "Ambiente de desenvolvimento: as mensagens estão indo para a caixa de saída de desenvolvimento (/dev/mailbox), não para o destinatário.",
  whatsappWarning:
    "Configuração do WhatsApp não encontrada. Por favor, configure a Evolution API em Configurações antes de enviar mensagens.",
  draftNotShareable:
    "Apenas documentos finalizados podem ser compartilhados. Finalize o rascunho antes de compartilhar.",
  shared: "Documento enviado para a fila de entrega!",
  shareError: "Erro ao compartilhar documento. Tente novamente.",
  channelInvalid: "Canal inválido",
  subjectTooLong: `Assunto muito longo (máximo ${MAX_SHARE_SUBJECT} caracteres)`,
  messageTooLong: `Mensagem muito longa (máximo ${MAX_SHARE_MESSAGE} caracteres)`,
  deliveryNotFound: "Entrega não encontrada",
  onlyFailedRetry: "Apenas entregas que falharam (ou aguardam nova tentativa) podem ser reenviadas.",
  retried: "Entrega reenviada para a fila.",
  logError: "Erro ao carregar o histórico de envios.",
  linkInvalid: "Link inválido, expirado ou revogado.",
  revokeConfirm: "Os links enviados com este documento deixarão de abrir. Esta ação não pode ser desfeita.",
  linksRevoked: "Links públicos do documento revogados.",
} as const;

/** The share dialog's default subject (spec 3 §5). */
export const defaultShareSubject = (title: string) => `Compartilhamento do documento: ${title}`;

/** A phone typed in any mask ("+55 (11) 98765-4321") as E.164 digits with the Brazilian country code. */
export function whatsappNumber(value: string): string {
  const d = phoneDigits(value);
  return d.length === 10 || d.length === 11 ? `55${d}` : d;
}

/** POST /api/documents/:id/share — the share dialog's form. */
export const shareBodySchema = z
  .strictObject({
    channel: z.enum(DELIVERY_CHANNELS, { error: DELIVERY_MESSAGES.channelInvalid }),
    recipient: z.string({ error: DELIVERY_MESSAGES.emailRequired }).trim().max(254, "Destinatário muito longo"),
    subject: z.string().trim().max(MAX_SHARE_SUBJECT, DELIVERY_MESSAGES.subjectTooLong).optional(),
    message: z.string().trim().max(MAX_SHARE_MESSAGE, DELIVERY_MESSAGES.messageTooLong).optional(),
  })
  .superRefine((v, ctx) => {
    const email = v.channel === "email";
    if (!v.recipient) {
      ctx.addIssue({
        code: "custom",
        path: ["recipient"],
        message: email ? DELIVERY_MESSAGES.emailRequired : DELIVERY_MESSAGES.phoneRequired,
      });
    } else if (
      email ? !isValidEmail(v.recipient) : !isValidPhone(v.recipient) || phoneDigits(v.recipient).length > 13
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["recipient"],
        message: email ? DELIVERY_MESSAGES.emailInvalid : DELIVERY_MESSAGES.phoneInvalid,
      });
    }
  });
export type ShareBodyInput = z.input<typeof shareBodySchema>;
export type ShareBody = z.output<typeof shareBodySchema>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const deliveryParamsSchema = z.object({
  id: z.string().regex(UUID_RE, "Documento não encontrado"),
  deliveryId: z.string().regex(UUID_RE, DELIVERY_MESSAGES.deliveryNotFound),
});
export const sharedTokenParamsSchema = z.object({
  token: z
    .string()
    .max(200, DELIVERY_MESSAGES.linkInvalid)
    .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{20,}$/, DELIVERY_MESSAGES.linkInvalid),
});

/** Whether "Reenviar" applies: failed, or pending after a failed attempt (tries again now). */
export const canResend = (d: Pick<DeliveryLogEntry, "status" | "errorMessage">) =>
  d.status === "failed" || (d.status === "pending" && d.errorMessage !== null);

/** One row of a document's delivery log. */
export const deliveryLogEntrySchema = z.object({
  id: z.string(),
  documentId: z.string(),
  channel: z.enum(DELIVERY_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  source: z.string(),
  status: z.enum(DELIVERY_STATUS_VALUES),
  attempts: countSchema,
  errorMessage: z.string().nullable(),
  sentAt: dateTimeText.nullable(),
  createdAt: dateTimeText,
  updatedAt: dateTimeText,
  lastAttemptAt: dateTimeText.nullable(),
});
export type DeliveryLogEntry = z.infer<typeof deliveryLogEntrySchema>;

/**
 * Which channels have a configuration the account's deliveries would use (own or the platform's), and
 * whether a channel without one goes to the development outbox (development without SMTP_URL).
 */
export const deliveryChannelsStatusSchema = z.object({
  email: z.boolean(),
  whatsapp: z.boolean(),
  devOutbox: z.boolean(),
});
export type DeliveryChannelsStatus = z.infer<typeof deliveryChannelsStatusSchema>;

/** The public, read-only view of a shared document. */
export const sharedDocumentViewSchema = z.object({
  title: z.string(),
  createdAt: dateTimeText,
  expiresAt: dateTimeText,
  /** The sending account's look (issue 26). */
  brand: brandSchema,
});
export type SharedDocumentView = z.infer<typeof sharedDocumentViewSchema>;

/** How many public links of a document were revoked. */
export const revokedLinksSchema = z.object({ revoked: countSchema });
