// The audit module's face to other modules (docs/decisions/0027, 0039): every module records through recordAudit.

export { type AuditNameKind, registerAuditNames } from "./audit-names";
export { type AuditActor, type AuditEntry, recordAudit } from "./record-audit";
