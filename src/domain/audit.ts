/**
 * The audit trail (issue 27, docs/decisions/0039): who did what, when, to what — the actions it
 * records, their Portuguese labels, and the screen's filters.
 */

/** Who acted: a signed-in user, a public-API key, a signer by their link, the platform itself, or nobody known (a failed sign-in). */
export const AUDIT_ACTOR_KINDS = ["user", "api_key", "signer", "system", "anonymous"] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const AUDIT_ACTOR_LABELS: Record<AuditActorKind, string> = {
  user: "Usuário",
  api_key: "Chave de API",
  signer: "Signatário",
  system: "Sistema",
  anonymous: "Não identificado",
};

/** Every action the trail records, with the label the screens and exports show. */
export const AUDIT_ACTION_LABELS = {
  "auth.sign_in": "Entrada na plataforma",
  "auth.sign_out": "Saída da plataforma",
  "auth.sign_in_failed": "Tentativa de entrada recusada",
  "auth.password_reset_requested": "Recuperação de senha solicitada",
  "auth.password_reset": "Senha redefinida",
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
  document: "Documento",
  delivery: "Entrega",
  signature: "Assinatura",
  signer: "Signatário",
  api_key: "Chave de API",
  audit: "Trilha de auditoria",
};

/** Rows per page of the trail; cursor pagination (the id of the last row seen), no total at 10M rows. */
export const AUDIT_PAGE_SIZE = 50;
/** Rows an export may hold: a direct stream, bounded (decision 0039); narrow the period for more. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export const AUDIT_MESSAGES = {
  periodInvalid: "Informe um período válido: a data inicial deve ser anterior à final.",
  cursorInvalid: "Página inválida. Volte ao início da lista.",
  exportTooLarge: `A exportação está limitada a ${AUDIT_EXPORT_MAX_ROWS.toLocaleString("pt-BR")} registros. Reduza o período ou use mais filtros.`,
  title: "Trilha de auditoria",
} as const;

/** Keys whose values never enter the trail (settings changes say which field changed, not the secret). */
export const AUDIT_SECRET_KEYS = /pass(word)?|secret|token|api_?key|smtp_?pass|private|credential|certificate/i;
