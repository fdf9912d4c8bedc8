import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Clock, FileDown, ShieldCheck, XCircle } from "lucide-react";
import { SIGNATURE_STATUS_LABELS } from "../../../domain/documents/documents";
import type { SignatureSummary } from "../../../domain/documents/views";
import { formatDateTime } from "../../../domain/shared/format";
import { legalNoteFor, SIGNATURE_MESSAGES } from "../../../domain/signatures/signatures";
import { DevOutboxNotice } from "../../components/dev-outbox-notice";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ConfirmDialog, useConfirm } from "../../components/ui/confirm-dialog";
import { ApiError } from "../../lib/api";
import { documentChannelsQuery, documentSignatureQuery, useCancelSignature } from "../signatures/queries";
import { SignersList } from "./signers-list";

const TONE: Record<string, string> = {
  completed: "text-green-700",
  signed: "text-green-700",
  declined: "text-red-700",
  canceled: "text-slate-600",
  expired: "text-slate-600",
};

/**
 * The signature status panel of the detail (spec 3 §2): overall status with icon and colour,
 * 'Solicitado em', 'Expira em', the success box with the signed file's link when completed, the
 * signers by order with status and signed-at, and the cancel action while active. Live: the query
 * is invalidated by changes of signature_requests / signature_recipients.
 */
export function SignaturePanel({ documentId, signature }: { documentId: string; signature: SignatureSummary }) {
  const q = useQuery(documentSignatureQuery(documentId));
  const channels = useQuery(documentChannelsQuery(documentId));
  const cancel = useCancelSignature();
  const confirmCancel = useConfirm<string>(cancel, { run: (id) => cancel.mutateAsync(id), done: () => {} });
  const detail = q.data ?? null;
  const status = detail?.status ?? signature.status;
  const completed = status === "completed" || status === "signed";
  const ended = ["declined", "canceled", "expired"].includes(status);
  return (
    <section aria-labelledby="signature-title" className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2
          id="signature-title"
          className={`flex items-center gap-2 text-base font-semibold ${TONE[status] ?? "text-amber-700"}`}
        >
          {completed ? (
            <CheckCircle2 aria-hidden="true" className="size-5" />
          ) : ended ? (
            <XCircle aria-hidden="true" className="size-5" />
          ) : (
            <Clock aria-hidden="true" className="size-5" />
          )}
          Pedido de assinatura: {SIGNATURE_STATUS_LABELS[status]}
        </h2>
        {detail?.canCancel && (
          <Button variant="danger" onClick={() => detail && confirmCancel.ask(detail.id)}>
            Cancelar Solicitação
          </Button>
        )}
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Solicitado em: </dt>
          <dd className="inline">{formatDateTime(detail?.requestedAt ?? signature.requestedAt)}</dd>
        </div>
        {(detail?.expiresAt ?? signature.expiresAt) && (
          <div>
            <dt className="inline font-medium">Expira em: </dt>
            <dd className="inline">{formatDateTime(detail?.expiresAt ?? signature.expiresAt ?? "")}</dd>
          </div>
        )}
      </dl>
      {detail?.failureReason && (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {detail.failureReason}
        </p>
      )}
      {completed && (
        <div className="mt-3 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <p className="font-semibold">{SIGNATURE_MESSAGES.signedCompleted}</p>
          {(detail?.completedAt ?? signature.completedAt) && (
            <p>Concluído em {formatDateTime(detail?.completedAt ?? signature.completedAt ?? "")}</p>
          )}
          {detail?.signedDocumentUrl && (
            <a href={detail.signedDocumentUrl} className="mt-2 inline-flex items-center gap-1 font-medium underline">
              <FileDown aria-hidden="true" className="size-4" />
              {SIGNATURE_MESSAGES.downloadSigned}
            </a>
          )}
        </div>
      )}
      {!completed && !ended && (
        <div className="mt-3">
          <DevOutboxNotice status={channels.data} />
        </div>
      )}
      {q.isError && <Alert tone="error">Erro ao carregar os signatários.</Alert>}
      {detail && detail.recipients.length > 0 && <SignersList recipients={detail.recipients} />}
      <p
        className={`mt-3 flex items-center gap-1 text-xs ${detail?.sandbox ? "font-semibold text-red-700" : "text-slate-600"}`}
      >
        {detail?.sandbox ? (
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        ) : (
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        )}
        {legalNoteFor(Boolean(detail?.sandbox))}
      </p>
      <ConfirmDialog
        {...confirmCancel.dialog}
        title="Cancelar solicitação de assinatura"
        description={SIGNATURE_MESSAGES.cancelConfirm}
        confirmLabel="Cancelar Solicitação"
        error={cancel.error ? (cancel.error instanceof ApiError ? cancel.error.message : "Erro ao cancelar.") : null}
      />
    </section>
  );
}
