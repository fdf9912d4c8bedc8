import {
  ACTIVE_SIGNATURE_STATUSES,
  type DocumentStatus,
  SIGNATURE_STATUS_LABELS,
  type SignatureStatus,
} from "../documents/documents";

/**
 * A signature request as the screens see it, whatever the hourly job has done yet (issue 21 §3, §5,
 * §6): one rule for the list, the detail, the signature panel and the server's answers.
 */
export interface SignatureState {
  status: SignatureStatus;
  expiresAt: string | Date | null;
}

/** Whether a request in this status still runs (pending, sent or in_progress). */
export const isActiveSignatureStatus = (status: string): boolean =>
  (ACTIVE_SIGNATURE_STATUSES as readonly string[]).includes(status);

/** The request's status at `now`: an active request past its expiry is expired, the job not waited for. */
export function effectiveSignatureStatus(s: SignatureState, now: Date = new Date()): SignatureStatus {
  if (!isActiveSignatureStatus(s.status) || !s.expiresAt) return s.status;
  return new Date(s.expiresAt).getTime() <= now.getTime() ? "expired" : s.status;
}

/** The document's status at `now`: waiting for a request that has expired means finalized again. */
export function effectiveDocumentStatus(
  status: DocumentStatus,
  signature: SignatureState | null,
  now: Date = new Date(),
): DocumentStatus {
  if (status !== "pending_signature" || !signature) return status;
  return effectiveSignatureStatus(signature, now) === "expired" ? "finalized" : status;
}

/**
 * Whether "Solicitar Assinatura" is offered: a finalized document whose latest request (if any) no
 * longer runs — a new request is allowed after cancel, decline or expiry (decision 0023).
 */
export function canRequestSignature(
  doc: { status: DocumentStatus; signature: SignatureState | null },
  now: Date = new Date(),
): boolean {
  if (effectiveDocumentStatus(doc.status, doc.signature, now) !== "finalized") return false;
  return !doc.signature || !isActiveSignatureStatus(effectiveSignatureStatus(doc.signature, now));
}

/** The list's signature column (spec 3 §2): 'Assinado', 'Em andamento' while it runs, else how it ended. */
export function signatureColumnLabel(status: SignatureStatus | null | undefined): string | null {
  if (!status) return null;
  if (status === "completed" || status === "signed") return "Assinado";
  return isActiveSignatureStatus(status) ? "Em andamento" : SIGNATURE_STATUS_LABELS[status];
}
