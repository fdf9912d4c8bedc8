import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { SIGNATURE_STATUS_LABELS } from "../../../domain/documents/documents";
import { SIGNATURE_MESSAGES, type SigningView } from "../../../domain/signatures/signatures";
import { Alert } from "../../components/ui/alert";

/**
 * The line above the PDF link (issue 48 point 6): "read it before signing" only while the signer can
 * still sign; once signed, that it is done — and, when everyone signed, that the document is complete.
 */
export function readingNote(view: SigningView): string {
  if (view.canSign) return "Leia o documento completo antes de assinar.";
  if (view.status === "signed") {
    return view.requestStatus === "completed"
      ? "Assinatura concluída: todos os signatários assinaram este documento. Você pode lê-lo abaixo."
      : "Você já assinou este documento. Ele será concluído quando os demais signatários assinarem.";
  }
  if (view.status === "declined") return "Você recusou este documento. Você ainda pode lê-lo abaixo.";
  return "Você pode ler o documento abaixo.";
}

/** What the signing page says when it is not this signer's turn to sign (signed, declined, locked, waiting, ended). */
export function Outcome({ view }: { view: SigningView }) {
  if (view.status === "signed") {
    return (
      <div
        role="status"
        className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900"
      >
        <CheckCircle2 aria-hidden="true" className="size-6" />
        {SIGNATURE_MESSAGES.signedThanks}
      </div>
    );
  }
  if (view.status === "declined") return <Alert tone="info">{SIGNATURE_MESSAGES.declinedThanks}</Alert>;
  if (view.locked) return <Alert tone="error">{SIGNATURE_MESSAGES.signerLocked}</Alert>;
  if (["pending", "sent", "in_progress"].includes(view.requestStatus) && view.status === "pending") {
    return <Alert tone="info">{SIGNATURE_MESSAGES.notYourTurn}</Alert>;
  }
  return (
    <Alert tone="warning">
      {SIGNATURE_MESSAGES.notActive} ({SIGNATURE_STATUS_LABELS[view.requestStatus]})
    </Alert>
  );
}

/** The white card of a step (sign, decline), named by its heading (`id` is the heading's). */
export function StepCard({
  id,
  title,
  gap,
  children,
}: {
  id: string;
  title: string;
  gap: string;
  children: ReactNode;
}) {
  return (
    <section className={`flex flex-col ${gap} rounded-lg border border-slate-200 bg-white p-4`} aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
