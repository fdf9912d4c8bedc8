import { z } from "zod";
import { SIMPLE_EMAIL_PATTERN } from "../auth/schemas";
import { isValidCnpj, isValidCpf, isValidPhone } from "../shared/brazil";
import { labelledValues } from "../shared/fields";
import { pageQuerySchema } from "../shared/list";
import { parseCents, parseDecimal } from "../templates/render-template";
import type { VariableDefinition, VariableType } from "../templates/variables";
import { DOCUMENT_SOURCES } from "./uploaded-pdf";

/**
 * Documents (spec 3 §2 "Template selection", "Document generation", "My Documents", "Document
 * detail", §3–§9): the contract shared by the server routes and the web screens.
 *
 * Routes (all under /api, JSON unless said; every one needs a session):
 *   GET    /api/documents/available-templates?search=&categoryId=   → AvailableTemplateCard[]   (create_documents)
 *   GET    /api/documents/available-categories                     → AvailableCategory[]        (create_documents)
 *   GET    /api/documents/available-templates/:templateId           → AvailableTemplateDetail    (create_documents; 403 templateForbidden)
 *   GET    /api/documents/header-footers                           → HeaderFooterOption[]       (create_documents)
 *   GET    /api/documents?page=&title=&status=                      → Page<DocumentListItem>     (view_own_documents)
 *   POST   /api/documents          body DocumentCreateBody          → 201 DocumentDetail         (create_documents)
 *   GET    /api/documents/:id                                       → DocumentDetail             (view_own_documents; 404 notFound)
 *   PUT    /api/documents/:id      body DocumentUpdateBody          → DocumentDetail             (edit_own_documents; drafts only → 409)
 *   POST   /api/documents/:id/finalize                              → DocumentDetail             (edit_own_documents; from draft only → 409)
 *   DELETE /api/documents/:id                                       → 204                        (edit_own_documents; 409 with an active signature request)
 *   GET    /api/documents/:id/pdf                                   → application/pdf (attachment; view_own_documents)
 *
 * Visibility: standard users their own documents; corporate_admin and supervisor_user their
 * account's; super_admin all. Anything else is 404 DOCUMENT_MESSAGES.notFound.
 * The server renders final_content itself from the template and the values; the title is the
 * template title plus the creation date (pt-BR).
 */

export const { values: DOCUMENT_STATUSES, labels: DOCUMENT_STATUS_LABELS } = labelledValues({
  draft: "Rascunho",
  finalized: "Finalizado",
  pending_signature: "Aguardando Assinatura",
  signed: "Assinado",
});
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** What a save may ask for: keep a draft or finalize. */
export const SAVE_STATUSES = ["draft", "finalized"] as const;
export type SaveStatus = (typeof SAVE_STATUSES)[number];

export const { values: SIGNATURE_STATUSES, labels: SIGNATURE_STATUS_LABELS } = labelledValues({
  pending: "Pendente",
  sent: "Enviado",
  viewed: "Visualizado",
  in_progress: "Em Andamento",
  completed: "Concluído",
  signed: "Assinado",
  declined: "Recusado",
  canceled: "Cancelado",
  expired: "Expirado",
});
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];
/** A document with a request in one of these states cannot get another nor be deleted (spec 3 §4, §9). */
export const ACTIVE_SIGNATURE_STATUSES: readonly SignatureStatus[] = ["pending", "sent", "in_progress"];

export const DOCUMENT_MESSAGES = {
  required: (label: string) => `${label} é obrigatório`,
  cpfInvalid: "CPF inválido",
  cnpjInvalid: "CNPJ inválido",
  emailInvalid: "E-mail inválido",
  phoneInvalid: "Telefone inválido",
  numberInvalid: "Número inválido: use só dígitos, com vírgula para os decimais (ex.: 2.500,5)",
  moneyInvalid: "Valor em reais inválido: envie centavos inteiros (ex.: 250050 para R$ 2.500,50)",
  dateInvalid: "Data inválida",
  optionInvalid: "Opção inválida",
  booleanInvalid: "Valor inválido",
  unknownField: (key: string) => `Campo desconhecido: ${key}`,
  tooLong: "Valor muito longo",
  templateForbidden: "Você não tem acesso a este modelo de documento",
  templateRequired: "Modelo é obrigatório",
  headerInvalid: "Cabeçalho não disponível",
  footerInvalid: "Rodapé não disponível",
  notFound: "Documento não encontrado",
  notFoundDetail: "O documento solicitado não foi encontrado ou você não tem permissão para visualizá-lo.",
  loading: "Carregando documento...",
  onlyDraftsEditable: "Apenas rascunhos podem ser editados. Um documento finalizado não pode ser alterado.",
  onlyDraftsFinalizable: "Apenas rascunhos podem ser finalizados.",
  activeSignature: "Não é possível excluir um documento com solicitação de assinatura em andamento.",
  deleteForbidden: "Você não tem permissão para excluir este documento.",
  finalizeConfirm: "Deseja finalizar este documento? Após finalizado, ele não poderá mais ser editado.",
  finalized: "Documento finalizado com sucesso!",
  deleteConfirm: (title: string) =>
    `Tem certeza que deseja excluir o documento "${title}"? Esta ação não pode ser desfeita.`,
  created: "Documento Gerado!",
  updated: "Documento Atualizado!",
  templatesListError: "Erro ao carregar modelos de documentos. Tente novamente.",
  listError: "Erro ao carregar documentos. Tente novamente.",
  loadError: "Erro ao carregar documento.",
  templateLoadError: "Erro ao carregar modelo de documento.",
  saveError: "Erro ao salvar documento. Tente novamente.",
  deleteError: "Erro ao excluir documento. Tente novamente.",
  finalizeError: "Erro ao finalizar documento. Tente novamente.",
  noTemplatesFiltered: "Nenhum modelo encontrado",
  noTemplates: "Nenhum modelo disponível",
  pdfError: "Erro ao gerar o PDF do documento. Tente novamente.",
  listInvalid: "Lista inválida: envie uma lista de itens",
  itemInvalid: "Item inválido",
  listTooShort: (label: string, min: number) =>
    `Informe pelo menos ${min} ${min === 1 ? "item" : "itens"} em "${label}"`,
  listTooLong: (label: string, max: number) => `No máximo ${max} ${max === 1 ? "item" : "itens"} em "${label}"`,
} as const;

/**
 * How an API client writes the values map (issue 48): the OpenAPI description of `values` and
 * `filledVariables`. People type reais ("1.800,50", the form and the spreadsheet read them); the API
 * takes and gives whole centavos.
 */
export const VALUES_API_DESCRIPTION =
  "Valores das variáveis do modelo, por chave. Tipo money (Valor em Reais): número inteiro de centavos — " +
  'R$ 1.800,50 é 180050 e R$ 1.800,00 é 180000; reais com vírgula ou decimais ("1.800,50", 1800.5) são recusados. ' +
  'Tipo number: número JSON (12.5) ou texto em pt-BR ("12,5", "12.500" é doze mil e quinhentos). ' +
  "Tipo date: aaaa-mm-dd. Tipo boolean: true ou false. Tipo list: lista de objetos com os campos da lista, " +
  "com as mesmas regras (um campo money também em centavos).";

/** Limits: one text value, one textarea value, the whole values map (keeps rows and PDFs bounded). */
export const MAX_TEXT_VALUE = 1000;
export const MAX_TEXTAREA_VALUE = 20_000;
export const MAX_VALUES_BYTES = 256 * 1024;
export const TEMPLATE_CARD_FIELDS = 3;

export const isValidEmail = (v: string) => SIMPLE_EMAIL_PATTERN.test(v.trim()) && v.trim().length <= 254;

const isBlankValue = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** The error (or null) of one value of one variable; drafts skip the required rule only. */
export function variableValueError(
  variable: Pick<VariableDefinition, "label" | "key" | "type" | "required" | "options">,
  value: unknown,
  mode: "draft" | "final",
): string | null {
  const label = variable.label || variable.key;
  const type: VariableType = variable.type;
  if (type === "list") return null; // its items are checked by listValueIssues (document-values.ts)
  if (type === "boolean") {
    if (value !== undefined && value !== null && typeof value !== "boolean") return DOCUMENT_MESSAGES.booleanInvalid;
    if (mode === "final" && variable.required && value !== true) return DOCUMENT_MESSAGES.required(label);
    return null;
  }
  if (isBlankValue(value)) {
    return mode === "final" && variable.required ? DOCUMENT_MESSAGES.required(label) : null;
  }
  if (type === "money") return parseCents(value) === null ? DOCUMENT_MESSAGES.moneyInvalid : null;
  if (type === "number") {
    if (typeof value === "number") return Number.isFinite(value) ? null : DOCUMENT_MESSAGES.numberInvalid;
    if (typeof value !== "string" || value.length > 100) return DOCUMENT_MESSAGES.numberInvalid;
    return parseDecimal(value) === null ? DOCUMENT_MESSAGES.numberInvalid : null;
  }
  if (typeof value !== "string") return DOCUMENT_MESSAGES.booleanInvalid;
  const max = type === "textarea" ? MAX_TEXTAREA_VALUE : MAX_TEXT_VALUE;
  if (value.length > max) return DOCUMENT_MESSAGES.tooLong;
  switch (type) {
    case "cpf":
      return isValidCpf(value) ? null : DOCUMENT_MESSAGES.cpfInvalid;
    case "cnpj":
      return isValidCnpj(value) ? null : DOCUMENT_MESSAGES.cnpjInvalid;
    case "email":
      return isValidEmail(value) ? null : DOCUMENT_MESSAGES.emailInvalid;
    case "phone":
      return isValidPhone(value) ? null : DOCUMENT_MESSAGES.phoneInvalid;
    case "date":
      return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) && !Number.isNaN(Date.parse(value.trim()))
        ? null
        : DOCUMENT_MESSAGES.dateInvalid;
    case "select":
      return variable.options.includes(value) ? null : DOCUMENT_MESSAGES.optionInvalid;
    default:
      return null;
  }
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const optionalId = (message: string) =>
  z
    .union([z.literal(""), z.null(), z.string().regex(UUID_RE, message)])
    .optional()
    .transform((v) => (v ? v : null));
const optionalText = (max: number, message: string) =>
  z
    .union([z.null(), z.string().trim().max(max, message)])
    .optional()
    .transform((v) => (v ? v : null));

/**
 * The form's fixed fields (the values map is checked separately against the template's variables,
 * with documentValuesSchema). Recipient e-mail/phone are optional; an auto-send box needs its recipient.
 */
const documentFormFields = {
  values: z.record(z.string(), z.unknown()).default({}).meta({ description: VALUES_API_DESCRIPTION }),
  headerId: optionalId(DOCUMENT_MESSAGES.headerInvalid),
  footerId: optionalId(DOCUMENT_MESSAGES.footerInvalid),
  recipientEmail: optionalText(254, DOCUMENT_MESSAGES.emailInvalid).refine(
    (v) => v === null || isValidEmail(v),
    DOCUMENT_MESSAGES.emailInvalid,
  ),
  recipientPhone: optionalText(30, DOCUMENT_MESSAGES.phoneInvalid).refine(
    (v) => v === null || isValidPhone(v),
    DOCUMENT_MESSAGES.phoneInvalid,
  ),
  autoSendEmail: z.boolean().default(false),
  autoSendWhatsapp: z.boolean().default(false),
  /** draft: keep editing later; finalized: validate every required value and freeze the content. */
  status: z.enum(SAVE_STATUSES, { error: "Status inválido" }).default("draft"),
};

/** An auto-send box needs its recipient (the server's body schemas and the web form share this check). */
export function checkAutoSendRecipients(
  v: {
    autoSendEmail: boolean;
    autoSendWhatsapp: boolean;
    recipientEmail: string | null;
    recipientPhone: string | null;
  },
  ctx: z.RefinementCtx,
): void {
  if (v.autoSendEmail && !v.recipientEmail)
    ctx.addIssue({ code: "custom", path: ["recipientEmail"], message: "E-mail do destinatário não fornecido" });
  if (v.autoSendWhatsapp && !v.recipientPhone)
    ctx.addIssue({
      code: "custom",
      path: ["recipientPhone"],
      message: "Número de telefone do destinatário não fornecido",
    });
}

const autoSendNeedsRecipient = <T extends z.ZodType<DocumentUpdateShape>>(schema: T) =>
  schema.superRefine(checkAutoSendRecipients);

interface DocumentUpdateShape {
  autoSendEmail: boolean;
  autoSendWhatsapp: boolean;
  recipientEmail: string | null;
  recipientPhone: string | null;
}

/** PUT /api/documents/:id — a draft's new values; status "finalized" finalizes it too. */
export const documentUpdateBodySchema = autoSendNeedsRecipient(z.strictObject(documentFormFields));
export type DocumentUpdateBodyInput = z.input<typeof documentUpdateBodySchema>;
export type DocumentUpdateBody = z.output<typeof documentUpdateBodySchema>;

/** POST /api/documents — a new document from a template. */
export const documentCreateBodySchema = autoSendNeedsRecipient(
  z.strictObject({
    templateId: z
      .string({ error: DOCUMENT_MESSAGES.templateRequired })
      .regex(UUID_RE, DOCUMENT_MESSAGES.templateRequired),
    ...documentFormFields,
  }),
);
export type DocumentCreateBodyInput = z.input<typeof documentCreateBodySchema>;
export type DocumentCreateBody = z.output<typeof documentCreateBodySchema>;

/** GET /api/documents */
export const documentListQuerySchema = pageQuerySchema.extend({
  title: z.string().trim().max(200, "Filtro muito longo").optional(),
  status: z.union([z.literal(""), z.literal("all"), z.enum(DOCUMENT_STATUSES)]).optional(),
  /** Made from a template or an uploaded PDF (issue 40). */
  source: z.union([z.literal(""), z.enum(DOCUMENT_SOURCES)]).optional(),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

/** GET /api/documents/available-templates */
export const availableTemplatesQuerySchema = z.object({
  search: z.string().trim().max(200, "Filtro muito longo").optional(),
  categoryId: z.union([z.literal(""), z.string().regex(UUID_RE, "Categoria inválida")]).optional(),
});
export type AvailableTemplatesQuery = z.input<typeof availableTemplatesQuerySchema>;

export const documentIdParamsSchema = z.object({ id: z.string().regex(UUID_RE, DOCUMENT_MESSAGES.notFound) });
export const templateIdParamsSchema = z.object({
  templateId: z.string().regex(UUID_RE, DOCUMENT_MESSAGES.templateForbidden),
});

export const templateBadgeLabel = (corporateAccountId: string | null) =>
  corporateAccountId ? "Modelo Empresarial" : "Modelo Global";

/** 'Dados Preenchidos' key: underscores to spaces, words capitalised. */
export const prettifyKey = (key: string) =>
  key
    .replaceAll("_", " ")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/(^|\s)(\p{L})/gu, (_m, s: string, c: string) => s + c.toUpperCase());
