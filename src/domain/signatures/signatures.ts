import { z } from "zod";
import { brandSchema } from "../branding/branding";
import { isValidEmail, SIGNATURE_STATUSES } from "../documents/documents";
import { dateTimeText } from "../shared/contracts/define";
import { labelledValues, requiredText } from "../shared/fields";

const onlyDigits = (v: string) => v.replace(/\D/g, "");

/**
 * Electronic signatures (spec 3 "Signature request form", signature panel of "Document detail", §3–§5,
 * §7 "Signature request"; issue 11): the request and signing bodies and the views the routes answer,
 * shared by the server and the web screens. The routes themselves: src/domain/signatures/contract.ts.
 */

export const { values: AUTH_METHODS, labels: AUTH_METHOD_LABELS } = labelledValues({
  email: "E-mail",
  sms: "SMS",
  id_verification: "Verificação de Identidade",
});
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** Shown in the signature panel while ZapSign has not got the document yet. */
export const zapsignPendingReason = (message: string) =>
  `O ZapSign não respondeu ao criar a solicitação; nova tentativa automática em instantes. Último erro: ${message}`;
/** Shown once the request could not be made at ZapSign (the request is canceled, the document can be sent again). */
export const zapsignFailedReason = (message: string) =>
  `Não foi possível criar a solicitação no ZapSign após várias tentativas. Envie o documento para assinatura novamente. Último erro: ${message}`;

export const SIGNATURE_MESSAGES = {
  atLeastOneSigner: "Pelo menos um signatário é obrigatório",
  nameRequired: "Nome é obrigatório",
  emailInvalid: "E-mail inválido",
  phoneRequiredForSms: "Telefone é obrigatório quando SMS é selecionado",
  phoneInvalid: "Telefone inválido. Use +55, DDD e número (ex.: +5511987654321)",
  orderPositive: "Ordem deve ser maior que 0",
  methodInvalid: "Método de autenticação inválido",
  expiresInPast: "A data de expiração não pode ser anterior a agora",
  expiresInvalid: "Data de expiração inválida",
  tooManySigners: "No máximo 20 signatários por solicitação",
  onlyFinalized: "Apenas documentos finalizados podem ser enviados para assinatura",
  activeExists: "Este documento já possui uma solicitação de assinatura ativa",
  idVerificationNeedsZapsign:
    "A verificação de identidade (documento com foto e selfie) exige o provedor ZapSign, que não está configurado. Escolha E-mail ou SMS, ou peça ao administrador para configurar o ZapSign.",
  smsNeedsWhatsapp:
    "O código por SMS é enviado pelo WhatsApp da empresa, que não está configurado. Configure em Configurações > WhatsApp ou escolha E-mail.",
  sent: "Solicitação Enviada!",
  sentDetail: "A solicitação de assinatura foi enviada com sucesso para todos os signatários.",
  sentQueuedDetail:
    "A solicitação foi registrada. O provedor de assinatura não respondeu agora; ela será enviada aos signatários automaticamente.",
  redirecting: "Redirecionando para o documento...",
  processError: "Erro ao processar solicitação de assinatura",
  sendError: "Erro ao enviar solicitação de assinatura. Tente novamente.",
  cancelConfirm:
    "Deseja cancelar esta solicitação de assinatura? Os links enviados aos signatários deixarão de funcionar.",
  cancelForbidden: "Você não tem permissão para cancelar esta solicitação.",
  notActive: "Esta solicitação de assinatura não está mais ativa.",
  signedCompleted: "Documento Assinado com Sucesso!",
  downloadSigned: "Baixar Documento Assinado com Certificado Digital",
  legalNote:
    "As assinaturas eletrônicas têm validade jurídica no Brasil (MP 2.200-2/2001 e Lei 14.063/2020), garantida pelo provedor de assinatura eletrônica.",
  sandboxNote:
    "Modo sandbox: SEM VALIDADE JURÍDICA. Esta solicitação foi feita no ambiente de testes do provedor; as assinaturas servem apenas para teste.",
  // Public signing page
  linkInvalid: "Link de assinatura inválido ou expirado.",
  notYourTurn: "Ainda não é a sua vez de assinar. Você receberá um e-mail quando for.",
  codeSentEmail: (masked: string) =>
    `Enviamos um código de 6 dígitos para o e-mail ${masked}. Ele vale por 10 minutos.`,
  codeSentWhatsapp: (masked: string) =>
    `Enviamos um código de 6 dígitos por WhatsApp para o número ${masked}. Ele vale por 10 minutos.`,
  codeInvalid: (left: number) => `Código inválido. Restam ${left} tentativa(s).`,
  codeExpired: "O código expirou. Peça um novo código.",
  codeTooMany: "Número máximo de tentativas atingido. Peça um novo código.",
  codeRequired: "Informe o código de 6 dígitos.",
  codeWait: (seconds: number) => `Aguarde ${seconds} segundos antes de pedir um novo código.`,
  codeHourlyLimit: "Você já pediu 5 códigos na última hora. Aguarde um pouco antes de pedir outro.",
  signerLocked:
    "Assinatura bloqueada: foram digitados 10 códigos errados. Quem enviou o documento foi avisado e pode enviá-lo de novo.",
  tooManyRequests: "Muitas tentativas seguidas. Aguarde um minuto e tente novamente.",
  notOpenedYet:
    "Você ainda não abriu o documento. Abra e leia antes de assinar: a página de evidências registra se ele foi aberto.",
  /** The signing link of an ended request (410), per reason. */
  linkGone: {
    canceled: "Esta solicitação de assinatura foi cancelada por quem a enviou. O link não está mais disponível.",
    declined: "Esta solicitação de assinatura foi recusada e está encerrada. O link não está mais disponível.",
    expired: "O prazo para assinar este documento terminou. O link não está mais disponível.",
  },
  drawnNotPng: "A assinatura desenhada não é uma imagem PNG válida. Desenhe novamente ou digite seu nome.",
  drawnTooBig: "A assinatura desenhada deve ter no máximo 2000 × 800 pixels.",
  drawnTooHeavy: "A assinatura desenhada deve ter no máximo 200 kB.",
  codeSendError: "Não foi possível enviar o código. Tente novamente em instantes.",
  signatureRequired: "Digite seu nome ou desenhe sua assinatura.",
  declineReasonRequired: "Informe o motivo da recusa.",
  signedThanks: "Documento assinado. Obrigado!",
  certificateRequired: "Envie o arquivo do certificado A1 (.pfx ou .p12).",
  declinedThanks: "Você recusou a assinatura deste documento.",
  // The uploaded A1 at seal time (issue 22 defect 4)
  sealCertificateExpiredOn: (date: string) => `O certificado A1 enviado venceu em ${date}.`,
  sealCertificateNotYetValid: (date: string) => `O certificado A1 enviado só é válido a partir de ${date}.`,
  sealCertificateKeyMismatch: "A chave privada não corresponde ao certificado A1 enviado.",
  sealCertificateUnreadable:
    "O certificado A1 enviado não pôde ser lido (a chave de criptografia do servidor mudou?). Envie o certificado novamente.",
  sealFailed: (reason: string) => `Não foi possível selar o documento: ${reason.replace(/\.$/, "")}.`,
  sealWaiting: (problem: string) =>
    `Todas as assinaturas foram coletadas, mas o documento ainda não foi selado: ${problem} O administrador da plataforma foi avisado; o selo será aplicado assim que o problema for corrigido.`,
  sealAlertSubject: "Minuta: documentos assinados aguardam o selo",
  sealAlertText: (problem: string, settingsUrl: string) =>
    `${problem}\n\nOs documentos cujas assinaturas já foram coletadas aguardam o selo: nunca são selados com outro certificado sem o seu conhecimento. Se o problema é o certificado A1, envie um válido (ou volte ao certificado da plataforma) em ${settingsUrl}; o selo é tentado de novo logo após a troca e a cada hora.`,
} as const;

/** The one legal note the signature panel shows: the sandbox's warning, or the legal basis (issue 21 §8). */
export const legalNoteFor = (sandbox: boolean) =>
  sandbox ? SIGNATURE_MESSAGES.sandboxNote : SIGNATURE_MESSAGES.legalNote;

/** "+5511987654321" (or digits only): +55, area code and number, 12–13 digits. */
export const isValidSignerPhone = (v: string) => /^\+?55\d{10,11}$/.test(v.replace(/[\s()-]/g, ""));
export const normalizeSignerPhone = (v: string) => onlyDigits(v);

export const MAX_SIGNERS = 20;

/** The drawn signature's limits (issue 22): the PNG file and its canvas. */
export const DRAWN_MAX_BYTES = 200 * 1024;
export const DRAWN_MAX_WIDTH = 2000;
export const DRAWN_MAX_HEIGHT = 800;
const DRAWN_DATA_URL_MAX = "data:image/png;base64,".length + Math.ceil(DRAWN_MAX_BYTES / 3) * 4;

export const signerSchema = z
  .object({
    signer_name: requiredText(SIGNATURE_MESSAGES.nameRequired, 200),
    signer_email: z
      .string({ error: SIGNATURE_MESSAGES.emailInvalid })
      .trim()
      .refine(isValidEmail, SIGNATURE_MESSAGES.emailInvalid),
    signer_phone: z
      .union([z.null(), z.string().trim().max(30, SIGNATURE_MESSAGES.phoneInvalid)])
      .optional()
      .transform((v) => (v ? v : null)),
    order_sequence: z
      .number({ error: SIGNATURE_MESSAGES.orderPositive })
      .int()
      .min(1, SIGNATURE_MESSAGES.orderPositive),
    authentication_method: z.enum(AUTH_METHODS, { error: SIGNATURE_MESSAGES.methodInvalid }).default("email"),
  })
  .superRefine((s, ctx) => {
    if (s.authentication_method === "sms" && !s.signer_phone) {
      ctx.addIssue({ code: "custom", path: ["signer_phone"], message: SIGNATURE_MESSAGES.phoneRequiredForSms });
    } else if (s.signer_phone && !isValidSignerPhone(s.signer_phone)) {
      ctx.addIssue({ code: "custom", path: ["signer_phone"], message: SIGNATURE_MESSAGES.phoneInvalid });
    }
  });

/**
 * POST /api/documents/:id/signature-requests (spec 3 §7 "send-signature-request": recipients and an
 * optional ISO expiry). The order is re-numbered 1..n by position on the server as on the form.
 */
export const signatureRequestBodySchema = z
  .strictObject({
    recipients: z
      .array(signerSchema, { error: SIGNATURE_MESSAGES.atLeastOneSigner })
      .min(1, SIGNATURE_MESSAGES.atLeastOneSigner)
      .max(MAX_SIGNERS, SIGNATURE_MESSAGES.tooManySigners),
    expires_at: z
      .union([z.null(), z.literal(""), z.iso.datetime({ offset: true, error: SIGNATURE_MESSAGES.expiresInvalid })])
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .transform((body) => ({
    ...body,
    recipients: body.recipients.map((r, i) => ({ ...r, order_sequence: i + 1 })),
  }));
export type SignatureRequestBodyInput = z.input<typeof signatureRequestBodySchema>;
export type SignatureRequestBody = z.output<typeof signatureRequestBodySchema>;

export const signatureRequestIdParamsSchema = z.object({
  id: z.string().uuid("Solicitação não encontrada"),
});
export const signingTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, SIGNATURE_MESSAGES.linkInvalid),
});

/**
 * Signature drawn (PNG data URL of ≤ 200 kB; the server decodes it, checks ≤ 2000×800 px and stores
 * its own re-encoding) or typed (the signer's name).
 */
export const signBodySchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, SIGNATURE_MESSAGES.codeRequired),
    typedSignature: z.string().trim().max(200).optional(),
    drawnSignature: z
      .string()
      .max(DRAWN_DATA_URL_MAX, SIGNATURE_MESSAGES.drawnTooHeavy)
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, SIGNATURE_MESSAGES.drawnNotPng)
      .optional(),
  })
  .refine((b) => Boolean(b.typedSignature) || Boolean(b.drawnSignature), {
    path: ["typedSignature"],
    message: SIGNATURE_MESSAGES.signatureRequired,
  });
export type SignBody = z.input<typeof signBodySchema>;

export const declineBodySchema = z.strictObject({
  reason: requiredText(SIGNATURE_MESSAGES.declineReasonRequired, 1000),
});
export type DeclineBody = z.input<typeof declineBodySchema>;

const authMethod = z.enum(AUTH_METHODS);
const signatureStatus = z.enum(SIGNATURE_STATUSES);

export const signerViewSchema = z.object({
  id: z.string(),
  signerName: z.string(),
  signerEmail: z.string(),
  signerPhone: z.string().nullable(),
  orderSequence: z.number().int(),
  authenticationMethod: authMethod,
  status: signatureStatus,
  signedAt: dateTimeText.nullable(),
  declineReason: z.string().nullable(),
});
export type SignerView = z.infer<typeof signerViewSchema>;

/** The answer to a new request: "pending" while ZapSign, which failed just now, is tried again in the background. */
export const signatureRequestCreatedSchema = z.object({
  signatureRequestId: z.string(),
  status: signatureStatus,
});
export type SignatureRequestCreated = z.infer<typeof signatureRequestCreatedSchema>;

export const signatureRequestDetailSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  provider: z.enum(["builtin", "zapsign"]),
  status: signatureStatus,
  requestedAt: dateTimeText,
  expiresAt: dateTimeText.nullable(),
  completedAt: dateTimeText.nullable(),
  signedDocumentUrl: z.string().nullable(),
  sandbox: z.boolean(),
  originalSha256: z.string().nullable(),
  finalSha256: z.string().nullable(),
  /** Built-in seal: the RFC 3161 time-stamp's time (TSA_URL set and the TSA answered), else null. */
  timestampedAt: dateTimeText.nullable(),
  /** Why the request is not at the provider yet (retrying) or could not be made (then canceled), in Portuguese. */
  failureReason: z.string().nullable(),
  /** Whether the caller may cancel it (owner or org-wide role, while active). */
  canCancel: z.boolean(),
  recipients: z.array(signerViewSchema),
});
export type SignatureRequestDetail = z.infer<typeof signatureRequestDetailSchema>;

/** What the public signing page shows. */
export const signingViewSchema = z.object({
  documentTitle: z.string(),
  signerName: z.string(),
  signerEmail: z.string(),
  method: authMethod,
  /** Where the code goes: the masked e-mail, or the masked phone for WhatsApp. */
  codeChannel: z.enum(["email", "whatsapp"]),
  codeDestination: z.string(),
  /** The recipient's own status; the request's. */
  status: signatureStatus,
  requestStatus: signatureStatus,
  /** It is this signer's turn and the request is active. */
  canSign: z.boolean(),
  /** Too many wrong codes: the signer can no longer sign this request. */
  locked: z.boolean(),
  sandbox: z.boolean(),
  expiresAt: dateTimeText.nullable(),
  /** The sending account's look (issue 26): the platform's unless its plan has "Marca personalizada". */
  brand: brandSchema,
});
export type SigningView = z.infer<typeof signingViewSchema>;

/** The answer to "send me the code": where it went, in Portuguese. */
export const signingCodeSentSchema = z.object({ message: z.string() });

export const maskEmail = (email: string) => {
  const [user = "", domain = ""] = email.split("@");
  return `${user.slice(0, 2)}***@${domain}`;
};
export const maskPhone = (phone: string) => {
  const d = onlyDigits(phone);
  return `+${d.slice(0, 4)}*****${d.slice(-4)}`;
};

/** The signing order text of card `index` of `count` (spec 3 "Signature request form"). */
export function signerOrderLabel(index: number, count: number): string | null {
  if (index === 0) return "Primeiro a assinar";
  if (index === count - 1) return "Último a assinar";
  return null;
}
