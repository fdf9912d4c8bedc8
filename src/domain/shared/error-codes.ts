import { GENERIC_SERVER_ERROR, GENERIC_VALIDATION_ERROR } from "./errors";
import { BROWSER_INSTALL_COMMAND } from "./pdf-browser";

/**
 * Every error code the API answers with, each with its HTTP status and default Portuguese message:
 * one closed list (ARCHITECTURE §4). `AppError` takes a code from here, never a free string or a
 * status; a throw site may give a more precise message (the spec's text), never another status.
 * Route contracts (src/domain/<capability>/contract.ts) list which of these codes each route may answer.
 * Not here: Fastify's own FST_* codes (router and body-parser failures, passed through as they are)
 * and the codes Better Auth answers for itself (auth-error-codes.ts), which keep their own statuses.
 */
export const ERRORS = {
  // Access
  UNAUTHORIZED: { status: 401, message: "Usuário não autenticado" },
  FORBIDDEN: { status: 403, message: "Você não tem permissão para esta ação." },
  EMAIL_NOT_VERIFIED: { status: 403, message: "Confirme seu e-mail antes de entrar." },
  USER_INACTIVE: { status: 403, message: "Usuário inativo. Entre em contato com o administrador." },
  INVALID_ORIGIN: { status: 403, message: "Origem da requisição não permitida." },
  NO_ACCOUNT: { status: 400, message: "Seu usuário não está vinculado a uma conta corporativa." },
  INVALID_ACCOUNT: { status: 400, message: "Conta corporativa inválida." },
  // Input
  VALIDATION_ERROR: { status: 400, message: GENERIC_VALIDATION_ERROR },
  BAD_REQUEST: { status: 400, message: "Requisição inválida." },
  INVALID_ENCODING: { status: 400, message: "Codificação de texto inválida." },
  METHOD_NOT_ALLOWED: { status: 405, message: "Método não permitido." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "Conteúdo grande demais." },
  IMAGE_TOO_LARGE: { status: 413, message: "A imagem excede o tamanho máximo permitido." },
  EXPORT_TOO_LARGE: {
    status: 413,
    message: "A exportação tem registros demais. Reduza o período ou use mais filtros.",
  },
  DOCX_TOO_LARGE: { status: 413, message: "O arquivo deve ter no máximo 10 MB." },
  NOT_A_DOCX: { status: 415, message: "O arquivo não é um documento do Word (.docx)." },
  DOCX_UNREADABLE: { status: 422, message: "O arquivo .docx não pode ser lido." },
  PDF_TOO_LARGE: { status: 413, message: "O PDF deve ter no máximo 25 MB." },
  NOT_A_PDF: { status: 415, message: "O arquivo não é um PDF." },
  PDF_UNREADABLE: { status: 422, message: "O PDF está corrompido ou incompleto e não pode ser lido." },
  PDF_ENCRYPTED: { status: 422, message: "O PDF está protegido por senha ou criptografado." },
  PDF_TOO_MANY_PAGES: { status: 422, message: "O PDF deve ter no máximo 200 páginas." },
  NOT_AN_IMAGE: { status: 415, message: "O arquivo não é uma imagem aceita." },
  ROLE_NOT_FOUND: { status: 400, message: "Função não encontrada." },
  SELF_DEACTIVATION: { status: 400, message: "Você não pode desativar o seu próprio usuário." },
  // Records
  NOT_FOUND: { status: 404, message: "Registro não encontrado." },
  CONFLICT: { status: 409, message: "O registro conflita com outro já existente." },
  IN_USE: { status: 409, message: "O registro está em uso e não pode ser removido." },
  EMAIL_TAKEN: { status: 409, message: "Este e-mail já está cadastrado." },
  PLAN_IN_USE: { status: 409, message: "O plano está em uso por contas corporativas." },
  PLAN_NAME_TAKEN: { status: 409, message: "Já existe um plano com este nome" },
  CATEGORY_DUPLICATE: { status: 409, message: "Já existe uma categoria com este nome" },
  CATEGORY_IN_USE: {
    status: 409,
    message: "Não é possível excluir esta categoria pois existem modelos de documentos associados a ela.",
  },
  PLAN_LIMIT_REACHED: { status: 409, message: "Limite do plano atingido." },
  PLAN_FEATURE_DISABLED: { status: 403, message: "Seu plano não inclui este recurso." },
  API_KEY_LIMIT_REACHED: { status: 409, message: "Limite de chaves de API ativas atingido." },
  WEBHOOK_LIMIT_REACHED: { status: 409, message: "Limite de endpoints de webhook atingido." },
  HEADER_FOOTER_IN_USE: { status: 409, message: "O cabeçalho/rodapé está em uso." },
  INACTIVE_TEMPLATE: { status: 409, message: "O modelo está inativo." },
  EXPORT_EXPIRED: { status: 410, message: "O link desta cópia dos dados expirou. Solicite uma nova cópia." },
  NOT_FINALIZED: { status: 409, message: "O documento ainda não foi finalizado." },
  // Signatures
  SIGNATURE_ACTIVE: { status: 409, message: "O documento já tem uma solicitação de assinatura ativa." },
  SIGNATURE_NOT_ACTIVE: { status: 409, message: "A solicitação de assinatura não está ativa." },
  NOT_YOUR_TURN: { status: 409, message: "Ainda não é a sua vez de assinar." },
  SIGNING_LINK_INVALID: { status: 404, message: "Link de assinatura inválido ou expirado." },
  SIGNING_LINK_GONE: { status: 410, message: "Esta solicitação de assinatura foi encerrada." },
  SIGNER_LOCKED: { status: 423, message: "Assinatura bloqueada por excesso de tentativas." },
  CODE_REQUIRED: { status: 400, message: "Informe o código de verificação." },
  CODE_INVALID: { status: 400, message: "Código de verificação inválido." },
  CODE_EXPIRED: { status: 400, message: "O código de verificação expirou." },
  CODE_TOO_MANY: { status: 429, message: "Tentativas demais. Peça um novo código." },
  CERTIFICATE_INVALID: { status: 400, message: "Certificado inválido." },
  INVALID_WEBHOOK_TOKEN: { status: 401, message: "Token do webhook inválido." },
  INVALID_WEBHOOK_EVENT: { status: 400, message: "Evento de webhook inválido." },
  // Integrations
  NOT_CONFIGURED: { status: 400, message: "Integração não configurada." },
  SMTP_TEST_FAILED: { status: 502, message: "Falha ao testar o SMTP." },
  WHATSAPP_TEST_FAILED: { status: 502, message: "Falha ao testar o WhatsApp." },
  ZAPSIGN_TEST_FAILED: { status: 502, message: "Falha ao testar a ZapSign." },
  WEBHOOK_TEST_FAILED: { status: 502, message: "Falha ao testar o webhook." },
  ESIGN_PROVIDER_ERROR: { status: 502, message: "O provedor de assinatura eletrônica falhou." },
  AI_TEST_FAILED: { status: 502, message: "Falha ao testar a conexão de IA." },
  AI_BUDGET_EXHAUSTED: { status: 429, message: "O limite mensal de tokens do assistente foi atingido." },
  OUTBOUND_ADDRESS_BLOCKED: { status: 400, message: "Endereço não permitido para chamadas externas." },
  TOO_MANY_REQUESTS: { status: 429, message: "Muitas requisições. Tente novamente em instantes." },
  // Public API v1 (issue 23)
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: "Esta Idempotency-Key já foi usada com outro corpo de requisição.",
  },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    message: "Uma requisição com esta Idempotency-Key ainda está em andamento.",
  },
  // Server
  PDF_TIMEOUT: {
    status: 504,
    message: "A geração do PDF demorou mais que o esperado. Tente novamente em instantes.",
  },
  PDF_UNAVAILABLE: {
    status: 503,
    message: `A geração de PDF está indisponível no momento: o servidor não tem um navegador instalado ou não conseguiu iniciá-lo. Avise o administrador do sistema (na pasta do Minuta: ${BROWSER_INSTALL_COMMAND}).`,
  },
  SAVE_FAILED: { status: 500, message: "Não foi possível salvar." },
  CATEGORY_SAVE_FAILED: { status: 500, message: "Não foi possível salvar a categoria." },
  INTERNAL_ERROR: { status: 500, message: GENERIC_SERVER_ERROR },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code);
}
