import { DOCUMENT_STATUS_LABELS, type DocumentStatus, type SignatureStatus } from "../../../domain/documents/documents";
import { isActiveSignatureStatus, signatureColumnLabel } from "../../../domain/signatures/state";
import { Pill } from "../../components/ui/pill";

const TONES: Record<DocumentStatus, string> = {
  draft: "bg-slate-200 text-slate-800",
  finalized: "bg-blue-100 text-blue-800",
  pending_signature: "bg-amber-100 text-amber-900",
  signed: "bg-green-100 text-green-800",
};

/** The document status as a coloured label (spec 3 §4 labels). */
export function StatusBadge({ status }: { status: DocumentStatus }) {
  return <Pill tone={TONES[status]}>{DOCUMENT_STATUS_LABELS[status]}</Pill>;
}

/** 'Assinado' / 'Em andamento' / how it ended ('Cancelado'…) / nothing (spec 3 §2 "My Documents list"). */
export function SignatureBadge({ status }: { status: SignatureStatus | null | undefined }) {
  const label = signatureColumnLabel(status);
  if (!status || !label) return <span className="text-slate-600">—</span>;
  const tone =
    label === "Assinado"
      ? "bg-green-100 text-green-800"
      : isActiveSignatureStatus(status)
        ? "bg-amber-100 text-amber-900"
        : "bg-slate-200 text-slate-800";
  return <Pill tone={tone}>{label}</Pill>;
}

/** Who sees the whole organisation's documents, and so the title 'Documentos' (spec 3 §2, §6). */
export const ORG_WIDE_ROLES = ["super_admin", "corporate_admin", "supervisor_user"] as const;
