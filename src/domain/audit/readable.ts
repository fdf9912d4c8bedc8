import { API_KEY_SCOPE_LABELS } from "../api-keys/api-keys";
import { ROLE_DEFINITIONS } from "../auth/permissions";
import { DOCUMENT_STATUS_LABELS } from "../documents/documents";
import { PRIVACY_REQUEST_KIND_LABELS } from "../privacy/privacy";
import { formatDateTime } from "../shared/format";
import { SUPPORT_CATEGORY_LABELS, SUPPORT_STATUS_LABELS } from "../support/support";
import { AUDIT_TARGET_LABELS, type AuditItem } from "./audit";

/**
 * The trail as a business user reads it (issue 48): each change as "Campo: valor" in Portuguese — the
 * field's label, the value's label (Finalizado, not finalized), a name instead of an id where the server
 * knew it, times in São Paulo. The raw record stays available beside it (the screen's "ver registro
 * técnico", the export's JSON column).
 */

/** The label of each key the modules write in `changes`. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  status: "Situação",
  templateId: "Modelo",
  documentId: "Documento",
  accountId: "Conta",
  planId: "Plano",
  categoryId: "Categoria",
  userId: "Usuário",
  title: "Título",
  name: "Nome",
  email: "E-mail",
  emailChanged: "E-mail alterado",
  password: "Senha alterada",
  isActive: "Ativo",
  isDefault: "Padrão",
  role: "Função",
  channel: "Canal",
  source: "Origem",
  format: "Formato",
  rows: "Linhas",
  scopes: "Permissões",
  prefix: "Prefixo",
  provider: "Provedor",
  signers: "Signatários",
  subject: "Assunto",
  category: "Categoria",
  priority: "Prioritário",
  internal: "Nota interna",
  kind: "Tipo",
  type: "Tipo",
  layoutType: "Disposição",
  removed: "Removidos",
  settings: "Configuração",
  customHost: "Endereço próprio",
  previous: "Anterior",
  finalSha256: "Resumo SHA-256 do PDF",
  timestamped: "Com carimbo de tempo",
  deleted: "Excluído",
  signersAnonymised: "Signatários anonimizados",
  signaturesKept: "Assinaturas mantidas",
  deliveries: "Envios",
  aiMonthlyTokenBudget: "Orçamento mensal de IA (tokens)",
  drafts: "Rascunhos",
  draftDays: "Rascunhos parados há (dias)",
  deliveryMonths: "Registros de envio há (meses)",
  enabled: "Ativada",
  reason: "Motivo",
};

const ROLE_LABELS = Object.fromEntries(ROLE_DEFINITIONS.map((r) => [r.slug, r.name]));

/** The label of the values some fields hold (the raw value for one not listed). */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  status: { ...DOCUMENT_STATUS_LABELS, ...SUPPORT_STATUS_LABELS },
  role: ROLE_LABELS,
  scopes: API_KEY_SCOPE_LABELS,
  channel: { email: "E-mail", whatsapp: "WhatsApp" },
  source: { share: "Compartilhado pelo usuário", auto: "Envio automático" },
  format: { csv: "CSV", xlsx: "Excel (.xlsx)" },
  category: SUPPORT_CATEGORY_LABELS,
  kind: PRIVACY_REQUEST_KIND_LABELS,
  type: { header: "Cabeçalho", footer: "Rodapé" },
  layoutType: { "image-text": "Imagem e texto", "image-only": "Só imagem", "text-only": "Só texto" },
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A key the trail does not know: "someField" → "Some field" (still readable, never dropped). */
const humanKey = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
export const auditFieldLabel = (key: string) => AUDIT_FIELD_LABELS[key] ?? humanKey(key);

/** One value of field `key`, for a person: labels, names for ids, Sim/Não, São Paulo times, lists. */
export function auditValueText(key: string, value: unknown, names: Record<string, string> = {}): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  if (typeof value === "number") return value.toLocaleString("pt-BR");
  if (typeof value === "string") {
    if (names[value]) return names[value];
    if (ISO_INSTANT.test(value)) return formatDateTime(value);
    return VALUE_LABELS[key]?.[value] ?? value;
  }
  if (Array.isArray(value)) return value.map((v) => auditValueText(key, v, names)).join(", ") || "—";
  if (typeof value === "object") {
    const o = value as Record<string, unknown>;
    if ("from" in o && "to" in o && Object.keys(o).length === 2)
      return `${auditValueText(key, o.from, names)} → ${auditValueText(key, o.to, names)}`;
    return Object.entries(o)
      .map(([k, v]) => `${auditFieldLabel(k)}: ${auditValueText(k, v, names)}`)
      .join("; ");
  }
  return String(value);
}

/** The changes as "Campo: valor" lines, in the order recorded. */
export function auditChangeLines(item: Pick<AuditItem, "changes" | "names">): string[] {
  return Object.entries(item.changes).map(([k, v]) => `${auditFieldLabel(k)}: ${auditValueText(k, v, item.names)}`);
}

/** "Documento Contrato de locação" — the target's type and, when known, its name. */
export function auditTargetText(item: Pick<AuditItem, "targetType" | "targetId" | "targetName">): string {
  if (!item.targetType) return "—";
  const type = AUDIT_TARGET_LABELS[item.targetType] ?? humanKey(item.targetType);
  return item.targetName ? `${type} “${item.targetName}”` : type;
}

/** The raw record, for whoever needs to check it: every stored field as it is. */
export const auditRawRecord = (item: AuditItem) => ({
  id: item.id,
  createdAt: item.createdAt,
  accountId: item.accountId,
  actorKind: item.actorKind,
  actorId: item.actorId,
  action: item.action,
  targetType: item.targetType,
  targetId: item.targetId,
  changes: item.changes,
  ip: item.ip,
  userAgent: item.userAgent,
});
