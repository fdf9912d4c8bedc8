import { useQuery } from "@tanstack/react-query";
import { Link2Off, Mail, MessageCircle, RotateCcw } from "lucide-react";
import { toast } from "sonner";
import {
  canResend,
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_MESSAGES,
  DELIVERY_STATUS_LABELS,
  type DeliveryLogEntry,
  type DeliveryStatus,
} from "../../../domain/delivery/delivery";
import { formatPhone } from "../../../domain/shared/brazil";
import { formatDateTime } from "../../../domain/shared/format";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ConfirmDialog, useConfirm } from "../../components/ui/confirm-dialog";
import { QueryStates } from "../../components/ui/list-states";
import { deliveryLogQuery, useRetryDelivery, useRevokeShareLinks } from "./delivery-api";

const TONES: Record<DeliveryStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  sent: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
};

const SOURCE_LABELS: Record<string, string> = {
  share: "Compartilhamento",
  auto: "Envio automático",
  signature_invite: "Convite para assinatura",
  signature_reminder: "Lembrete de assinatura",
  signature_code: "Código de assinatura",
  signature_signed_copy: "Via assinada ao signatário",
  signature_completed: "Aviso de assinatura concluída",
};

/** The document's delivery log (spec 3 §4/§7): live, newest first, "Reenviar" on a failed delivery. */
export function DeliveryHistory({ documentId }: { documentId: string }) {
  const q = useQuery(deliveryLogQuery(documentId));
  const retry = useRetryDelivery(documentId);
  const revoke = useRevokeShareLinks(documentId);
  const confirmRevoke = useConfirm<string>(revoke, {
    run: () => revoke.mutateAsync(),
    done: () => toast.success(DELIVERY_MESSAGES.linksRevoked),
  });
  return (
    <section aria-labelledby="deliveries-title" className="rounded-lg border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-5 py-3">
        <h2 id="deliveries-title" className="text-base font-semibold">
          Histórico de envios
        </h2>
        {q.data && q.data.length > 0 && (
          <Button icon={Link2Off} variant="ghost" onClick={() => confirmRevoke.ask(documentId)}>
            Revogar links públicos
          </Button>
        )}
      </div>
      <ConfirmDialog
        {...confirmRevoke.dialog}
        title="Revogar links públicos"
        description={DELIVERY_MESSAGES.revokeConfirm}
        confirmLabel="Revogar"
        error={revoke.error ? revoke.error.message : null}
      />
      <div className="p-5">
        {retry.error && (
          <div className="mb-3">
            <Alert tone="error">{retry.error.message}</Alert>
          </div>
        )}
        <QueryStates
          query={q}
          texts={{ loading: "Carregando histórico de envios...", error: DELIVERY_MESSAGES.logError }}
          empty={
            <p className="text-sm text-slate-600">Nenhum envio ainda. Use "Compartilhar" para enviar o documento.</p>
          }
        >
          {(deliveries) => (
            <ul className="flex flex-col divide-y divide-slate-200">
              {deliveries.map((d) => (
                <DeliveryRow
                  key={d.id}
                  delivery={d}
                  retrying={retry.isPending && retry.variables === d.id}
                  onRetry={() => retry.mutate(d.id)}
                />
              ))}
            </ul>
          )}
        </QueryStates>
      </div>
    </section>
  );
}

function DeliveryRow({
  delivery: d,
  retrying,
  onRetry,
}: {
  delivery: DeliveryLogEntry;
  retrying: boolean;
  onRetry: () => void;
}) {
  const Icon = d.channel === "email" ? Mail : MessageCircle;
  const recipient = d.channel === "whatsapp" ? formatPhone(d.recipient) : d.recipient;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="delivery-row">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div className="min-w-0 text-sm">
          <p className="font-medium break-words text-slate-900">
            <span className="sr-only">{DELIVERY_CHANNEL_LABELS[d.channel]}: </span>
            {recipient}
          </p>
          <p className="text-slate-600">
            {DELIVERY_CHANNEL_LABELS[d.channel]} · {SOURCE_LABELS[d.source] ?? d.source} · Criado em{" "}
            {formatDateTime(d.createdAt)}
            {d.sentAt && <> · Enviado em {formatDateTime(d.sentAt)}</>}
          </p>
          <p className="text-slate-600">
            Tentativas: {d.attempts}
            {d.lastAttemptAt && <> · Última tentativa em {formatDateTime(d.lastAttemptAt)}</>}
          </p>
          {d.errorMessage && <p className="mt-1 break-words text-red-700">{d.errorMessage}</p>}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${TONES[d.status]}`}>
          {DELIVERY_STATUS_LABELS[d.status]}
        </span>
        {canResend(d) && (
          <Button
            icon={RotateCcw}
            variant="secondary"
            onClick={onRetry}
            loading={retrying}
            aria-label={`Reenviar para ${recipient}`}
          >
            Reenviar
          </Button>
        )}
      </div>
    </li>
  );
}
