import { z } from "zod";
import { ACCESS_DENIED_MESSAGES } from "../shared/access-messages";
import { dateTimeText } from "../shared/contracts/define";
import { countSchema, labelledValues, namedRefSchema, requiredText } from "../shared/fields";
import { pageQuerySchema } from "../shared/list";
import { formatterIssues } from "./formatters";
import { placeholderUses } from "./placeholders";
import { scopedTypes, templateLogicIssues } from "./scope";
import { canCompleteTitle, VARIABLE_TYPE_LABELS, variableDefinitionSchema, variableListSchema } from "./variables";

/** Texts of spec 2 §5 and §8 for document templates and header/footer templates. */
export const TEMPLATE_MESSAGES = {
  titleRequired: "Título é obrigatório",
  titleVariableInvalid: "A variável do título deve ser uma das variáveis do modelo (exceto Texto Longo e Sim/Não)",
  titleTooLong: "Título muito longo",
  categoryRequired: "Categoria é obrigatória",
  categoryUnavailable: "Categoria não disponível para esta conta",
  contentRequired: "Conteúdo do template é obrigatório",
  contentTooLarge: "Conteúdo do template muito grande",
  headerInvalid: "Cabeçalho não disponível para este modelo",
  /** An image of the body that is not the account's own or global (another tenant's upload). */
  imageInvalid: "Imagem inválida: envie a imagem novamente",
  footerInvalid: "Rodapé não disponível para este modelo",
  forbidden: ACCESS_DENIED_MESSAGES.templates,
  globalReadOnly: "Apenas Super Administradores podem alterar modelos globais.",
  notFoundTitle: "Modelo não encontrado",
  notFound: "O modelo solicitado não foi encontrado.",
  noAccount: "Conta corporativa não identificada",
  listError: "Erro ao carregar modelos de documentos. Tente novamente.",
  loadError: "Erro ao carregar modelo de documento.",
  editorLoadError: "Erro ao carregar dados do modelo.",
  saveError: "Erro ao salvar modelo. Tente novamente.",
  categoriesError: "Erro ao carregar categorias.",
  planLimit: (max: number) =>
    `Limite de modelos do seu plano atingido (${max}). Exclua um modelo ou faça upgrade do plano para criar outro.`,
} as const;

/** Largest template body accepted (inline images are embedded as data URLs). */
export const MAX_TEMPLATE_CONTENT_CHARS = 8 * 1024 * 1024;
export const TEMPLATE_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuidSchema = z.string().regex(UUID_RE, "Identificador inválido");
/** The `:id` of a template, header/footer or stored file in a route's path. */
export const idParamsSchema = z.object({ id: uuidSchema });

/** Whether rich-text HTML holds anything visible: text (beyond spaces) or an embed. */
export function hasVisibleContent(html: string): boolean {
  if (/<(img|iframe|video)\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|\u00a0/g, " ")
    .trim();
  return text.length > 0;
}

const optionalRef = (message: string) =>
  z
    .union([z.literal(""), z.null(), z.string().regex(UUID_RE, message)])
    .optional()
    .transform((v) => (v ? v : null));

/** The template form (web zodResolver and server body). */
export const templateFormSchema = z
  .object({
    title: requiredText(TEMPLATE_MESSAGES.titleRequired, 200, TEMPLATE_MESSAGES.titleTooLong),
    categoryId: z
      .string({ error: TEMPLATE_MESSAGES.categoryRequired })
      .min(1, TEMPLATE_MESSAGES.categoryRequired)
      .regex(UUID_RE, TEMPLATE_MESSAGES.categoryRequired),
    templateContent: z
      .string({ error: TEMPLATE_MESSAGES.contentRequired })
      .max(MAX_TEMPLATE_CONTENT_CHARS, TEMPLATE_MESSAGES.contentTooLarge)
      .refine(hasVisibleContent, TEMPLATE_MESSAGES.contentRequired),
    variablesSchema: variableListSchema.default([]),
    isActive: z.boolean().default(true),
    defaultHeaderId: optionalRef(TEMPLATE_MESSAGES.headerInvalid),
    defaultFooterId: optionalRef(TEMPLATE_MESSAGES.footerInvalid),
    /** The variable completing the documents' titles; empty/null: the first required text variable. */
    titleVariableKey: z
      .string({ error: TEMPLATE_MESSAGES.titleVariableInvalid })
      .trim()
      .max(100, TEMPLATE_MESSAGES.titleVariableInvalid)
      .nullable()
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((t, ctx) => {
    if (t.titleVariableKey && !t.variablesSchema.some((v) => v.key === t.titleVariableKey && canCompleteTitle(v)))
      ctx.addIssue({ code: "custom", path: ["titleVariableKey"], message: TEMPLATE_MESSAGES.titleVariableInvalid });
    const uses = placeholderUses(t.templateContent).filter((u) => u.tail);
    const typed = scopedTypes(t.variablesSchema).map((v) => ({ ...v, label: "", required: false, options: [] }));
    for (const message of formatterIssues(uses, typed, VARIABLE_TYPE_LABELS))
      ctx.addIssue({ code: "custom", path: ["templateContent"], message });
    for (const message of templateLogicIssues(t.templateContent, t.variablesSchema))
      ctx.addIssue({ code: "custom", path: ["templateContent"], message });
  });
export type TemplateFormInput = z.input<typeof templateFormSchema>;
export type TemplateForm = z.output<typeof templateFormSchema>;

export const TEMPLATE_STATUS_FILTERS = ["all", "active", "inactive"] as const;

export const templateListQuerySchema = pageQuerySchema.extend({
  title: z.string().trim().max(200).optional(),
  categoryId: z.union([z.literal(""), uuidSchema]).optional(),
  status: z.enum(TEMPLATE_STATUS_FILTERS).default("all"),
});
export type TemplateListQuery = z.input<typeof templateListQuerySchema>;

export const templateStatusSchema = z.object({ isActive: z.boolean({ error: "Status inválido" }) });

export type TemplateScope = "corporate" | "global";
export const SCOPE_LABELS: Record<TemplateScope, string> = { corporate: "Empresarial", global: "Global" };
export const scopeOf = (corporateAccountId: string | null): TemplateScope =>
  corporateAccountId ? "corporate" : "global";

// ---------------------------------------------------------------------------------------------
// Header and footer templates (spec 2 §2.3, §3, §5, §9)

export const { values: HEADER_FOOTER_TYPES, labels: HEADER_FOOTER_TYPE_LABELS } = labelledValues({
  header: "Cabeçalho",
  footer: "Rodapé",
});
export const { values: HEADER_FOOTER_LAYOUTS, labels: LAYOUT_LABELS } = labelledValues({
  "image-text": "Imagem e texto",
  "image-only": "Somente imagem",
  "text-only": "Somente texto",
});
export const { values: IMAGE_POSITIONS, labels: IMAGE_POSITION_LABELS } = labelledValues({
  left: "Esquerda",
  center: "Centro",
  right: "Direita",
});
export type HeaderFooterType = (typeof HEADER_FOOTER_TYPES)[number];

export const IMAGE_HEIGHT_MIN = 40;
export const IMAGE_HEIGHT_MAX = 200;
export const IMAGE_HEIGHT_DEFAULT = 80;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const THUMBNAIL_HEIGHT = 60;
/** Gap between header, body and footer in rendered documents. */
export const HEADER_FOOTER_GAP_PX = 20;

export const HEADER_FOOTER_MESSAGES = {
  nameRequired: "Nome é obrigatório",
  nameTooLong: "Nome muito longo",
  imageRequired: "Selecione uma imagem para este tipo de layout",
  imageInvalid: "Imagem inválida: envie a imagem novamente",
  htmlRequired: "Conteúdo HTML é obrigatório para este tipo de layout",
  notAnImage: "Por favor, selecione apenas arquivos de imagem",
  imageTooLarge: "A imagem deve ter no máximo 5MB",
  imageHeight: `A altura da imagem deve estar entre ${IMAGE_HEIGHT_MIN} e ${IMAGE_HEIGHT_MAX} px`,
  deleteConfirm: "Tem certeza que deseja excluir este template?",
  empty: "Nenhum template encontrado",
  listError: "Erro ao carregar templates de cabeçalho/rodapé",
  loadError: "Erro ao carregar dados do template",
  uploadError: "Erro ao fazer upload da imagem",
  saveError: "Erro ao salvar template",
  deleteError: "Erro ao excluir template",
  defaultError: "Erro ao definir como padrão",
  inactiveDefault: "Ative o template antes de defini-lo como padrão.",
  notFound: "Template não encontrado",
  globalReadOnly: "Apenas Super Administradores podem alterar templates globais.",
  typeInUse: (templates: number) =>
    `Não é possível alterar o tipo: ${templates === 1 ? "1 modelo de documento usa" : `${templates} modelos de documento usam`} este template como cabeçalho/rodapé padrão. Escolha outro cabeçalho/rodapé nesses modelos antes de alterar o tipo.`,
} as const;

/** Images are served from the storage interface under this path (see docs/decisions). */
export const FILE_URL_PREFIX = "/api/files/";
const FILE_URL_RE = /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isStoredFileUrl = (url: string) => FILE_URL_RE.test(url);
export const fileIdOfUrl = (url: string) => (isStoredFileUrl(url) ? url.slice(FILE_URL_PREFIX.length) : null);

export const headerFooterFormSchema = z
  .object({
    name: requiredText(HEADER_FOOTER_MESSAGES.nameRequired, 200, HEADER_FOOTER_MESSAGES.nameTooLong),
    type: z.enum(HEADER_FOOTER_TYPES, { error: "Tipo inválido" }).default("header"),
    layoutType: z.enum(HEADER_FOOTER_LAYOUTS, { error: "Layout inválido" }).default("image-text"),
    imageUrl: z
      .union([z.literal(""), z.null(), z.string().regex(FILE_URL_RE, HEADER_FOOTER_MESSAGES.imageInvalid)])
      .optional()
      .transform((v) => (v ? v : null)),
    imagePosition: z.enum(IMAGE_POSITIONS, { error: "Posição inválida" }).default("left"),
    imageHeight: z.coerce
      .number({ error: HEADER_FOOTER_MESSAGES.imageHeight })
      .int(HEADER_FOOTER_MESSAGES.imageHeight)
      .min(IMAGE_HEIGHT_MIN, HEADER_FOOTER_MESSAGES.imageHeight)
      .max(IMAGE_HEIGHT_MAX, HEADER_FOOTER_MESSAGES.imageHeight)
      .default(IMAGE_HEIGHT_DEFAULT),
    contentHtml: z
      .string()
      .max(2 * 1024 * 1024, "Conteúdo muito grande")
      .nullable()
      .optional()
      .transform((v) => v ?? ""),
    isActive: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.layoutType !== "text-only" && !v.imageUrl) {
      ctx.addIssue({ code: "custom", path: ["imageUrl"], message: HEADER_FOOTER_MESSAGES.imageRequired });
    }
    if (v.layoutType !== "image-only" && !hasVisibleContent(v.contentHtml)) {
      ctx.addIssue({ code: "custom", path: ["contentHtml"], message: HEADER_FOOTER_MESSAGES.htmlRequired });
    }
  });
export type HeaderFooterFormInput = z.input<typeof headerFooterFormSchema>;
export type HeaderFooterForm = z.output<typeof headerFooterFormSchema>;

// ---------------------------------------------------------------------------------------------
// What the template, header/footer and file routes answer, as Zod schemas: the server's answers are
// parsed by them (route contracts in src/domain/<capability>/contract.ts) and the web reads their types.

export const templateListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  variableCount: countSchema,
  category: namedRefSchema.nullable(),
  corporateAccount: namedRefSchema.nullable(),
  isActive: z.boolean(),
  createdAt: dateTimeText,
  /** Whether the caller may edit, toggle and delete it (global templates are read-only for corporate admins). */
  canEdit: z.boolean(),
});
export type TemplateListItem = z.infer<typeof templateListItemSchema>;

/** A header or footer as the renderer and the live preview need it. */
export const headerFooterBlockSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(HEADER_FOOTER_TYPES),
  layoutType: z.enum(HEADER_FOOTER_LAYOUTS),
  imageUrl: z.string().nullable(),
  imagePosition: z.enum(IMAGE_POSITIONS),
  imageHeight: z.number(),
  contentHtml: z.string().nullable(),
});
export type HeaderFooterBlock = z.infer<typeof headerFooterBlockSchema>;

export const templateDetailSchema = templateListItemSchema.omit({ variableCount: true }).extend({
  templateContent: z.string(),
  variablesSchema: z.array(variableDefinitionSchema),
  titleVariableKey: z.string().nullable(),
  defaultHeaderId: z.string().nullable(),
  defaultFooterId: z.string().nullable(),
  /** The default header/footer when the caller may see it (one outside their scope reads as none). */
  defaultHeader: headerFooterBlockSchema.nullable(),
  defaultFooter: headerFooterBlockSchema.nullable(),
  updatedAt: dateTimeText,
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

/** PATCH /api/templates/:id/status answers the new state. */
export const templateStatusResultSchema = z.object({ id: z.string(), isActive: z.boolean() });

const blockOption = namedRefSchema.extend({ corporateAccountId: z.string().nullable() });

/** What the template form offers: the categories in scope and the active headers and footers. */
export const templateFormOptionsSchema = z.object({
  categories: z.array(namedRefSchema),
  headers: z.array(blockOption),
  footers: z.array(blockOption),
});
export type TemplateFormOptions = z.infer<typeof templateFormOptionsSchema>;

/** A row of the header/footer screen. */
export const headerFooterItemSchema = headerFooterBlockSchema.extend({
  isActive: z.boolean(),
  isDefault: z.boolean(),
  corporateAccountId: z.string().nullable(),
  createdAt: dateTimeText,
  canEdit: z.boolean(),
});
export type HeaderFooterItem = z.infer<typeof headerFooterItemSchema>;

/** An uploaded image, by the URL documents and headers/footers embed (`/api/files/<id>`). */
export const storedFileInfoSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.string(),
  byteSize: z.number(),
});
export type StoredFileInfo = z.infer<typeof storedFileInfoSchema>;
