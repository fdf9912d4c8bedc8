import { z } from "zod";
import { dateTimeText } from "../shared/contracts/define";
import { labelledValues } from "../shared/fields";

/**
 * Data-subject requests (issue 27, LGPD art. 18, docs/decisions/0041): a user's export of their data,
 * a user's erasure of their account, and a signer's erasure of their data on signature requests.
 */
export const { values: PRIVACY_REQUEST_KINDS, labels: PRIVACY_REQUEST_KIND_LABELS } = labelledValues({
  export: "Cópia dos meus dados",
  erasure: "Exclusão da conta",
  signer_erasure: "Exclusão de dados de signatário",
});
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const { values: PRIVACY_REQUEST_STATUSES, labels: PRIVACY_REQUEST_STATUS_LABELS } = labelledValues({
  pending: "Pendente",
  ready: "Pronto",
  failed: "Falhou",
  confirmed: "Confirmada",
  rejected: "Recusada",
});
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** How long the export's download link lives once the ZIP is ready. */
export const EXPORT_LINK_HOURS = 24;

/** What an anonymised person is called from then on (the e-mail gets a unique address of a reserved domain). */
export const ANONYMISED_NAME = "Titular anonimizado";
export const anonymisedEmail = (id: string) => `anonimizado-${id}@anonimizado.invalid`;

export const PRIVACY_MESSAGES = {
  exportExpired: "O link desta cópia dos seus dados expirou (vale 24 horas). Solicite uma nova cópia.",
  exportNotReady: "A cópia dos seus dados ainda está sendo preparada. Tente novamente em instantes.",
  exportNotFound: "Cópia dos dados não encontrada.",
  exportPending: "Já há uma cópia dos seus dados em preparação.",
  erasurePending: "Você já tem um pedido de exclusão aguardando o administrador.",
  requestNotFound: "Pedido não encontrado.",
  requestDecided: "Este pedido já foi decidido.",
  selfErasure: "Você não pode confirmar a exclusão da sua própria conta. Peça a outro administrador.",
  signerLinkInvalid: "Link inválido ou expirado.",
  signerRequestPending: "Já há um pedido de exclusão destes dados aguardando a decisão da empresa.",
  /** The confirmation dialog's text: what goes and what the law keeps (LGPD art. 16). */
  erasureConfirm:
    "Nome, e-mail, telefone e CPF do titular serão anonimizados, as sessões encerradas e a entrada na plataforma bloqueada. " +
    "Documentos assinados e suas evidências de assinatura são mantidos, como exige a LGPD (art. 16, guarda para cumprimento de obrigação legal e exercício de direitos). " +
    "Esta ação não pode ser desfeita.",
  signerErasureConfirm:
    "Nome, e-mail e telefone do signatário serão anonimizados nas solicitações de assinatura não concluídas. " +
    "Assinaturas concluídas e suas evidências são mantidas, como exige a LGPD (art. 16). Esta ação não pode ser desfeita.",
} as const;

export const privacyRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  createdAt: dateTimeText,
  /** Export: until when the download link works (set when the ZIP is ready). */
  expiresAt: dateTimeText.nullable(),
  decidedAt: dateTimeText.nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

/** "Meus dados": the user's own requests, newest first. */
export const myPrivacySchema = z.object({ requests: z.array(privacyRequestSchema) });
export type MyPrivacy = z.infer<typeof myPrivacySchema>;

/** An erasure request as the deciding admin sees it: who asks (a user or a signer) and of which account. */
export const erasureRequestSchema = privacyRequestSchema.extend({
  subjectName: z.string(),
  subjectEmail: z.string(),
  accountName: z.string().nullable(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;
export const erasureRequestListSchema = z.object({ items: z.array(erasureRequestSchema) });

export const privacyRequestIdParamsSchema = z.object({ id: z.uuid({ error: PRIVACY_MESSAGES.requestNotFound }) });
export const decideErasureBodySchema = z.object({ decision: z.enum(["confirm", "reject"]) });

/** The signer's public form: the token of their signing link. */
export const signerErasureBodySchema = z.object({ token: z.string().min(10).max(200) });
