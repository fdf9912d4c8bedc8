import { CheckCircle2, Clock, ShieldCheck } from "lucide-react";
import { SIGNATURE_STATUS_LABELS, type SignatureSummary } from "../../../domain/documents";
import { formatDateTime } from "../../../domain/format";

/**
 * The signature status panel of the detail (spec 3 §2): overall status, 'Solicitado em', 'Expira em',
 * the success box when completed. The signer list comes with the signatures issue.
 */
export function SignaturePanel({ signature }: { signature: SignatureSummary }) {
  const completed = signature.status === "completed" || signature.status === "signed";
  return (
    <section aria-labelledby="signature-title" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="signature-title" className="mb-3 flex items-center gap-2 text-base font-semibold">
        {completed ? (
          <CheckCircle2 aria-hidden="true" className="size-5 text-green-600" />
        ) : (
          <Clock aria-hidden="true" className="size-5 text-amber-600" />
        )}
        Assinatura: {SIGNATURE_STATUS_LABELS[signature.status]}
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Solicitado em: </dt>
          <dd className="inline">{formatDateTime(signature.requestedAt)}</dd>
        </div>
        {signature.expiresAt && (
          <div>
            <dt className="inline font-medium">Expira em: </dt>
            <dd className="inline">{formatDateTime(signature.expiresAt)}</dd>
          </div>
        )}
      </dl>
      {completed && signature.completedAt && (
        <p className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-900">
          Documento Assinado com Sucesso! Concluído em {formatDateTime(signature.completedAt)}
        </p>
      )}
      <p className="mt-3 flex items-center gap-1 text-xs text-slate-600">
        <ShieldCheck aria-hidden="true" className="size-4" />A assinatura eletrônica do provedor garante a validade
        jurídica conforme a legislação brasileira.
      </p>
    </section>
  );
}
