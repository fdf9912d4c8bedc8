import { z } from "zod";
import { API_KEY_SCOPE_LABELS, type ApiKeyScope } from "../api-keys/api-keys";
import { DOCUMENT_STATUSES } from "../documents/documents";
import { availableTemplateDetailSchema, documentListItemSchema } from "../documents/views";

/** The public REST API v1 (issue 23): its prefix, its page size and its Portuguese messages. */
export const API_V1_PREFIX = "/api/v1";
/** Default and largest page of a cursor list. */
export const API_V1_PAGE_SIZE = 20;
export const API_V1_MAX_PAGE_SIZE = 100;
/** Requests a key may make per minute (API_RATE_LIMIT_PER_MINUTE overrides it outside production). */
export const API_V1_RATE_LIMIT = 600;
/** How long a stored answer of an `Idempotency-Key` is replayed. */
export const IDEMPOTENCY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX = 255;

export const API_V1_MESSAGES = {
  missingScope: (scope: ApiKeyScope) =>
    `A chave de API não tem a permissão "${scope}" (${API_KEY_SCOPE_LABELS[scope]}), necessária para esta operação.`,
  idempotencyMismatch:
    "Esta Idempotency-Key já foi usada com outro corpo de requisição. Use uma chave nova para uma requisição diferente.",
  idempotencyInProgress:
    "Uma requisição com esta Idempotency-Key ainda está em andamento. Tente novamente em instantes.",
  idempotencyInvalid: `A Idempotency-Key deve ter de 1 a ${IDEMPOTENCY_KEY_MAX} caracteres visíveis (ASCII).`,
  cursorInvalid: "Cursor de paginação inválido.",
  templateNotFound: "Modelo não encontrado.",
  signatureNotFound: "Solicitação de assinatura não encontrada.",
  creatorInactive: "O usuário que criou esta chave de API está inativo ou foi removido. Crie uma nova chave.",
  rangeInvalid: "A data inicial deve ser anterior à data final.",
  onlyDraftsDeletable: "Somente rascunhos podem ser excluídos pela API.",
} as const;

const dateTimeQuery = (message: string) => z.iso.datetime({ offset: true, error: message }).optional();

/** GET /api/v1/documents: filters and the opaque cursor of the next page. */
export const apiDocumentListQuerySchema = z
  .object({
    status: z.enum(DOCUMENT_STATUSES, { error: "Status inválido" }).optional(),
    templateId: z.uuid({ error: "Modelo inválido" }).optional(),
    createdFrom: dateTimeQuery("Data inicial inválida (use ISO 8601, ex.: 2026-01-31T00:00:00Z)"),
    createdTo: dateTimeQuery("Data final inválida (use ISO 8601, ex.: 2026-01-31T23:59:59Z)"),
    cursor: z.string().max(200, API_V1_MESSAGES.cursorInvalid).optional(),
    limit: z.coerce
      .number({ error: "Limite inválido" })
      .int("Limite inválido")
      .min(1, "O limite mínimo é 1")
      .max(API_V1_MAX_PAGE_SIZE, `O limite máximo é ${API_V1_MAX_PAGE_SIZE}`)
      .default(API_V1_PAGE_SIZE),
  })
  .refine((q) => !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo, {
    message: API_V1_MESSAGES.rangeInvalid,
    path: ["createdTo"],
  });
export type ApiDocumentListQuery = z.output<typeof apiDocumentListQuerySchema>;

/** A page of a cursor list: `nextCursor` null on the last page. */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const apiDocumentPageSchema = cursorPageOf(documentListItemSchema);
export type ApiDocumentPage = z.infer<typeof apiDocumentPageSchema>;

/**
 * A template a key may generate documents from, with its whole variable schema: the document form's
 * template (corporateAccountId set for a template of the account itself, null for a global one).
 */
export const apiTemplateSchema = availableTemplateDetailSchema.pick({
  id: true,
  title: true,
  category: true,
  corporateAccountId: true,
  variables: true,
});
export type ApiTemplate = z.infer<typeof apiTemplateSchema>;
export const apiTemplateListSchema = z.object({ items: z.array(apiTemplateSchema) });

/** `Idempotency-Key`: visible ASCII, as the IETF draft's examples (a UUID is the usual choice). */
export const IDEMPOTENCY_KEY_RE = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);
