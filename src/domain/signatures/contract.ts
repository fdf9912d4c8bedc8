import { z } from "zod";
import { documents } from "../documents/contract";
import {
  ESIGN_WEBHOOK_PATH,
  esignConnectionTestSchema,
  esignSettingsSchema,
  esignSettingsViewSchema,
  esignWebhookTestSchema,
  testResultSchema,
} from "../settings/settings";
import { binaryBody, defineContract } from "../shared/contracts/define";
import { resourceContracts, singletonContracts } from "../shared/contracts/resource";
import { esignWebhookAnswerSchema } from "./esign-webhook";
import { sealCertificateBodySchema, sealCertificateViewSchema } from "./seal-certificate";
import { signatureSettingsSchema } from "./settings";
import {
  declineBodySchema,
  signatureRequestBodySchema,
  signatureRequestCreatedSchema,
  signatureRequestDetailSchema,
  signatureRequestIdParamsSchema,
  signBodySchema,
  signingCodeSentSchema,
  signingTokenParamsSchema,
  signingViewSchema,
} from "./signatures";

/** What any public signing route may answer: an unknown link, an ended request (410), too many requests. */
const signingLinkErrors = ["SIGNING_LINK_INVALID", "SIGNING_LINK_GONE", "TOO_MANY_REQUESTS"] as const;
/** What a signer may be refused on the public signing page before anything else is checked. */
const signingTurnErrors = [...signingLinkErrors, "SIGNATURE_NOT_ACTIVE", "NOT_YOUR_TURN", "SIGNER_LOCKED"] as const;

const requests = resourceContracts(
  "/api/signature-requests",
  "/api/signature-requests/:id",
  signatureRequestIdParamsSchema,
);
const sealCertificate = singletonContracts("/api/signature-seal-certificate");
const zapsign = singletonContracts("/api/settings/zapsign");

/**
 * The signature routes (spec 3 §3–§5, §7 "Signature request"; spec 2 §2.10; issue 11): requests of a
 * document, the built-in provider's public signing page (the signer's link token is the credential),
 * the certificate that seals built-in signatures, and the ZapSign settings and webhook.
 */
export const signatureContracts = {
  create: documents.onItem("POST", "/signature-requests", "Envia um documento finalizado para assinatura", {
    body: signatureRequestBodySchema,
    response: { 201: signatureRequestCreatedSchema },
    errors: [
      "NOT_FOUND",
      "SIGNATURE_ACTIVE",
      "NOT_FINALIZED",
      "PLAN_LIMIT_REACHED",
      "ESIGN_PROVIDER_ERROR",
      "PDF_TIMEOUT",
      "PDF_UNAVAILABLE",
    ],
  }),
  ofDocument: documents.onItem(
    "GET",
    "/signature-request",
    "A solicitação de assinatura mais recente do documento (null se não houver)",
    {
      response: { 200: signatureRequestDetailSchema.nullable() },
      errors: ["NOT_FOUND"],
    },
  ),
  cancel: requests.onItem("POST", "/cancel", "Cancela uma solicitação de assinatura ativa", {
    response: { 200: signatureRequestDetailSchema },
    errors: ["NOT_FOUND", "FORBIDDEN", "SIGNATURE_NOT_ACTIVE", "ESIGN_PROVIDER_ERROR"],
  }),
  signedPdf: requests.onItem("GET", "/signed-pdf", "O PDF assinado da solicitação", {
    response: { 200: binaryBody("application/pdf", "O documento assinado em PDF") },
    errors: ["NOT_FOUND"],
  }),

  sealCertificate: sealCertificate.read(
    "O certificado que sela as assinaturas do provedor próprio",
    sealCertificateViewSchema,
  ),
  uploadSealCertificate: sealCertificate.save(
    "Envia um certificado ICP-Brasil A1 (.pfx/.p12) para selar",
    sealCertificateBodySchema,
    sealCertificateViewSchema,
    ["CERTIFICATE_INVALID"],
  ),
  removeSealCertificate: sealCertificate.remove("Remove o certificado enviado (volta ao da plataforma)", []),

  /** Issue 48 point 6: the account's own (the platform's system account for a super admin). */
  settings: defineContract({
    method: "GET",
    path: "/api/signature-settings",
    summary: "As escolhas da conta sobre assinaturas (via assinada por e-mail aos signatários)",
    response: { 200: signatureSettingsSchema },
    errors: ["NO_ACCOUNT"],
  }),
  saveSettings: defineContract({
    method: "PUT",
    path: "/api/signature-settings",
    summary: "Salva as escolhas da conta sobre assinaturas",
    body: signatureSettingsSchema,
    response: { 200: signatureSettingsSchema },
    errors: ["NO_ACCOUNT"],
  }),

  signing: defineContract({
    method: "GET",
    path: "/api/sign/:token",
    summary: "O que a página pública de assinatura mostra ao signatário",
    params: signingTokenParamsSchema,
    response: { 200: signingViewSchema },
    errors: signingLinkErrors,
  }),
  signingPdf: defineContract({
    method: "GET",
    path: "/api/sign/:token/pdf",
    summary: "O PDF a assinar (a primeira abertura registra a visualização)",
    params: signingTokenParamsSchema,
    response: { 200: binaryBody("application/pdf", "O documento a assinar em PDF") },
    errors: signingLinkErrors,
  }),
  sendCode: defineContract({
    method: "POST",
    path: "/api/sign/:token/code",
    summary: "Envia ao signatário o código de 6 dígitos (e-mail ou WhatsApp)",
    params: signingTokenParamsSchema,
    response: { 200: signingCodeSentSchema },
    errors: signingTurnErrors,
  }),
  sign: defineContract({
    method: "POST",
    path: "/api/sign/:token/sign",
    summary: "Assina com o código recebido e a assinatura digitada ou desenhada",
    params: signingTokenParamsSchema,
    body: signBodySchema,
    response: { 200: signingViewSchema },
    errors: [...signingTurnErrors, "CODE_REQUIRED", "CODE_EXPIRED", "CODE_INVALID", "CODE_TOO_MANY"],
  }),
  decline: defineContract({
    method: "POST",
    path: "/api/sign/:token/decline",
    summary: "Recusa a assinatura, com o motivo",
    params: signingTokenParamsSchema,
    body: declineBodySchema,
    response: { 200: signingViewSchema },
    errors: signingTurnErrors,
  }),

  esignSettings: zapsign.read("Configurações do ZapSign (segredos apenas mascarados)", esignSettingsViewSchema),
  saveEsignSettings: zapsign.save(
    "Salva as configurações do ZapSign (segredo em branco mantém o salvo)",
    esignSettingsSchema,
    esignSettingsViewSchema,
    [],
  ),
  testEsignConnection: zapsign.below(
    "POST",
    "/test-connection",
    "Testa a conexão com o ZapSign com a chave digitada ou a salva",
    {
      body: esignConnectionTestSchema,
      response: { 200: testResultSchema },
      errors: ["ZAPSIGN_TEST_FAILED"],
    },
  ),
  testEsignWebhook: zapsign.below("POST", "/test-webhook", "Envia um evento de teste ao endereço do webhook", {
    body: esignWebhookTestSchema,
    response: { 200: testResultSchema },
    errors: ["WEBHOOK_TEST_FAILED"],
  }),
  esignWebhook: defineContract({
    method: "POST",
    path: ESIGN_WEBHOOK_PATH,
    summary: "Eventos do ZapSign (autenticados pelo token no cabeçalho X-Webhook-Token)",
    // Read in the handler, after the token: an anonymous caller learns nothing from a validation answer.
    body: z.unknown(),
    response: { 200: esignWebhookAnswerSchema },
    errors: ["INVALID_WEBHOOK_TOKEN", "INVALID_WEBHOOK_EVENT"],
  }),
};
