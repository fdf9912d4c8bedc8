import { z } from "zod";
import { dateTimeText } from "../shared/contracts/define";
import { labelledValues } from "../shared/fields";

/**
 * The audit trail (issue 27, docs/decisions/0039): who did what, when, to what — the actions it
 * records, their Portuguese labels, and the screen's filters.
 */

/** Who acted: a signed-in user, a public-API key, a signer by their link, the platform itself, or nobody known (a failed sign-in). */
export const { values: AUDIT_ACTOR_KINDS, labels: AUDIT_ACTOR_LABELS } = labelledValues({
  user: "Usuário",
  api_key: "Chave de API",
  signer: "Signatário",
  system: "Sistema",
  anonymous: "Não identificado",
});
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** Every action the trail records, with the label the screens and exports show. */
export const AUDIT_ACTION_LABELS = {
  "auth.sign_in": "Entrada na plataforma",
  "auth.sign_out": "Saída da plataforma",
  "auth.sign_in_failed": "Tentativa de entrada recusada",
  "auth.password_reset_requested": "Recuperação de senha solicitada",
  "auth.password_reset": "Senha redefinida",
  "auth.signed_up": "Cadastro pela página de entrada",
  "user.created": "Usuário criado",
  "user.updated": "Usuário alterado",
  "user.deactivated": "Usuário desativado",
  "user.roles_changed": "Funções do usuário alteradas",
  "account.created": "Conta criada",
  "account.updated": "Conta alterada",
  "account.deleted": "Conta excluída",
  "plan.created": "Plano criado",
  "plan.updated": "Plano alterado",
  "plan.deleted": "Plano excluído",
  "settings.updated": "Configurações alteradas",
  "template.created": "Modelo criado",
  "template.updated": "Modelo alterado",
  "template.deleted": "Modelo excluído",
  "header_footer.created": "Cabeçalho/rodapé criado",
  "header_footer.updated": "Cabeçalho/rodapé alterado",
  "header_footer.deleted": "Cabeçalho/rodapé excluído",
  "category.created": "Categoria criada",
  "category.updated": "Categoria alterada",
  "category.deleted": "Categoria excluída",
  "document.created": "Documento gerado",
  "document.updated": "Documento alterado",
  "document.finalized": "Documento finalizado",
  "document.deleted": "Documento excluído",
  "delivery.requested": "Envio do documento solicitado",
  "delivery.sent": "Documento entregue",
  "delivery.failed": "Falha na entrega do documento",
  "signature.sent": "Enviado para assinatura",
  "signature.opened": "Link de assinatura aberto",
  "signature.code_sent": "Código de verificação enviado",
  "signature.code_failed": "Código de verificação incorreto",
  "signature.signed": "Documento assinado",
  "signature.declined": "Assinatura recusada",
  "signature.canceled": "Assinatura cancelada",
  "signature.expired": "Assinatura expirada",
  "signature.sealed": "Documento selado",
  "api_key.created": "Chave de API criada",
  "api_key.revoked": "Chave de API revogada",
  "audit.exported": "Trilha de auditoria exportada",
  "support.opened": "Chamado de suporte aberto",
  "support.replied": "Chamado de suporte respondido",
  "support.updated": "Chamado de suporte alterado",
  "privacy.export_requested": "Cópia dos dados pessoais solicitada",
  "privacy.export_downloaded": "Cópia dos dados pessoais baixada",
  "privacy.erasure_requested": "Exclusão de dados pessoais solicitada",
  "privacy.erasure_confirmed": "Exclusão de dados pessoais confirmada (anonimização)",
  "privacy.erasure_rejected": "Exclusão de dados pessoais recusada",
  "batch.errors_exported": "Erros do lote exportados",
  "retention.applied": "Retenção aplicada: dados removidos",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** What the row is about: a type and its id (text: users have text ids, the rest uuids). */
export interface AuditTarget {
  type: string;
  id: string | null;
}

export const AUDIT_TARGET_LABELS: Record<string, string> = {
  user: "Usuário",
  account: "Conta",
  plan: "Plano",
  settings: "Configurações",
  template: "Modelo",
  header_footer: "Cabeçalho/rodapé",
  category: "Categoria",
  document: "Documento",
  delivery: "Entrega",
  signature: "Assinatura",
  signer: "Signatário",
  api_key: "Chave de API",
  support_ticket: "Chamado de suporte",
  audit: "Trilha de auditoria",
  privacy_request: "Pedido de dados pessoais",
  batch: "Lote",
  retention: "Retenção de dados",
};

/** Rows per page of the trail; cursor pagination (the id of the last row seen), no total at 10M rows. */
export const AUDIT_PAGE_SIZE = 50;
/**
 * Rows an export may hold (decision 0051): built by a job in pages, so far more than a request could
 * stream, yet bounded so one file stays a file a spreadsheet opens (Excel's sheet holds 1,048,576 rows).
 */
export const AUDIT_EXPORT_MAX_ROWS = 200_000;
/** How long an export's download link lives once the file is ready (as the data-subject copy's). */
export const AUDIT_EXPORT_LINK_HOURS = 24;

export const { values: AUDIT_EXPORT_STATUSES, labels: AUDIT_EXPORT_STATUS_LABELS } = labelledValues({
  pending: "Em preparação",
  ready: "Pronto para baixar",
  failed: "Falhou",
  expired: "Expirado",
});
export type AuditExportStatus = (typeof AUDIT_EXPORT_STATUSES)[number];

export const AUDIT_MESSAGES = {
  periodInvalid: "Informe um período válido: a data inicial deve ser anterior à final.",
  cursorInvalid: "Página inválida. Volte ao início da lista.",
  exportTooLarge: `A exportação está limitada a ${AUDIT_EXPORT_MAX_ROWS.toLocaleString("pt-BR")} registros. Reduza o período ou use mais filtros.`,
  title: "Trilha de auditoria",
  exportQueued: "Exportação solicitada. O arquivo aparece em \u201cExportações\u201d quando estiver pronto.",
  exportNotFound: "Exportação não encontrada.",
  exportNotReady: "A exportação ainda está sendo preparada. Tente novamente em instantes.",
  exportExpired: `O link desta exportação expirou (vale ${AUDIT_EXPORT_LINK_HOURS} horas). Solicite uma nova exportação.`,
  exportFailed: "Não foi possível preparar a exportação. Solicite novamente.",
} as const;

/** Keys whose values never enter the trail (settings changes say which field changed, not the secret). */
export const AUDIT_SECRET_KEYS = /pass(word)?|secret|token|api_?key|smtp_?pass|private|credential|certificate/i;

const blankToUndefined = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === "" || v === "all" ? undefined : v), s.optional());
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Data inválida" })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: "Data inválida" });

/** The trail's filters: a São Paulo period, who (a user's id or e-mail), what (an action), on what (type and id). */
export const auditFiltersSchema = z
  .object({
    from: blankToUndefined(day),
    to: blankToUndefined(day),
    actor: blankToUndefined(z.string().trim().max(254, { error: "Filtro de autor muito longo" })),
    action: blankToUndefined(z.enum(AUDIT_ACTIONS, { error: "Ação inválida" })),
    targetType: blankToUndefined(z.string().max(40, { error: "Tipo de alvo inválido" })),
    targetId: blankToUndefined(z.string().trim().max(100, { error: "Identificador do alvo muito longo" })),
    /** The super admin's choice of one account ("platform": rows of no account); ignored for everyone else. */
    accountId: blankToUndefined(z.union([z.uuid({ error: "Conta inválida" }), z.literal("platform")])),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { error: AUDIT_MESSAGES.periodInvalid, path: ["to"] });
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditListQuerySchema = auditFiltersSchema.and(
  z.object({ cursor: blankToUndefined(z.string().max(200, { error: AUDIT_MESSAGES.cursorInvalid })) }),
);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const AUDIT_EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

/** Asking for an export: the list's filters and a format. */
export const auditExportRequestSchema = auditFiltersSchema.and(
  z.object({ format: z.enum(AUDIT_EXPORT_FORMATS, { error: "Formato inválido: use csv ou xlsx" }) }),
);
export type AuditExportRequest = z.infer<typeof auditExportRequestSchema>;

/** One export as its requester sees it: the link works while `status` is ready and `expiresAt` is ahead. */
export const auditExportSchema = z.object({
  id: z.uuid(),
  format: z.enum(AUDIT_EXPORT_FORMATS),
  status: z.enum(AUDIT_EXPORT_STATUSES),
  rows: z.number().int().nullable(),
  filters: z.record(z.string(), z.string()),
  createdAt: dateTimeText,
  expiresAt: dateTimeText.nullable(),
});
export type AuditExport = z.infer<typeof auditExportSchema>;
export const auditExportListSchema = z.object({ exports: z.array(auditExportSchema) });
export const auditExportIdParamsSchema = z.object({ id: z.uuid({ error: AUDIT_MESSAGES.exportNotFound }) });

export const auditItemSchema = z.object({
  id: z.number(),
  createdAt: z.string().meta({ format: "date-time" }),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The target's name (a document's title, a user's name), when it still exists and has one. */
  targetName: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
  /** Names of the ids the changes mention (a templateId's title), for the readable text. */
  names: z.record(z.string(), z.string()),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditItem = z.infer<typeof auditItemSchema>;

/** A page of the trail: newest first; `nextCursor` asks for the next (older) page, null at the end. */
export const auditPageSchema = z.object({ items: z.array(auditItemSchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The label of an action (the raw name for one a newer server knows and this screen does not). */
export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
