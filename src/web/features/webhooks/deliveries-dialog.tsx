import { useQuery } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { formatDateTime } from "../../../domain/shared/format";
import type { WebhookDeliveryItem, WebhookEndpointItem } from "../../../domain/webhooks/contract";
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_TEST_EVENT,
} from "../../../domain/webhooks/webhooks";
import { Alert } from "../../components/ui/alert";
import { actionsColumn, type Column, RowAction } from "../../components/ui/data-table";
import { Dialog } from "../../components/ui/dialog";
import { AdminListResults, type ListTexts } from "../../components/ui/list-states";
import { Pill } from "../../components/ui/pill";
import { clientErrorMessage } from "../../lib/api";
import { useResendWebhook, webhookDeliveriesQuery } from "./api";

const TEXTS: ListTexts = {
  items: "entregas",
  caption: "Entregas do endpoint",
  error: "Não foi possível carregar as entregas.",
  empty: { title: "Nenhuma entrega ainda", hint: "Cada evento enviado a este endpoint aparece aqui, com o resultado." },
};

const TONES: Record<WebhookDeliveryItem["status"], string> = {
  pending: "bg-amber-100 text-amber-900",
  delivered: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
};

const eventLabel = (type: WebhookDeliveryItem["eventType"]) =>
  type === WEBHOOK_TEST_EVENT ? "Teste" : WEBHOOK_EVENT_LABELS[type];

/** What happened to a delivery, in a line: the answer, the error, or when it tries again. */
function outcome(d: WebhookDeliveryItem): string {
  if (d.status === "delivered")
    return `HTTP ${d.lastStatusCode ?? 200} em ${formatDateTime(d.deliveredAt ?? d.createdAt)}`;
  const error = d.lastError ?? (d.attempts === 0 ? "Aguardando o envio" : "");
  if (d.status === "pending" && d.nextAttemptAt && d.attempts > 0)
    return `${error} Nova tentativa em ${formatDateTime(d.nextAttemptAt)}.`;
  return error;
}

/** "Registro de entregas" of one endpoint, newest first, with "Reenviar" on each. */
export function DeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpointItem; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const list = useQuery(webhookDeliveriesQuery(endpoint.id, page));
  const resend = useResendWebhook();

  const columns: Column<WebhookDeliveryItem>[] = [
    {
      header: "Evento",
      cell: (d) => (
        <span className="flex flex-col">
          <span className="font-medium text-slate-900">{eventLabel(d.eventType)}</span>
          <span className="text-xs text-slate-500">{formatDateTime(d.createdAt)}</span>
        </span>
      ),
    },
    { header: "Situação", cell: (d) => <Pill tone={TONES[d.status]}>{WEBHOOK_DELIVERY_STATUS_LABELS[d.status]}</Pill> },
    { header: "Tentativas", cell: (d) => String(d.attempts) },
    { header: "Resultado", cell: (d) => <span className="text-sm text-slate-700">{outcome(d)}</span> },
    actionsColumn(
      (d) =>
        d.status === "pending" ? null : (
          <RowAction
            label={`Reenviar ${eventLabel(d.eventType)} de ${formatDateTime(d.createdAt)}`}
            tip="Reenviar"
            icon={RotateCw}
            onClick={() =>
              resend
                .mutateAsync({ id: endpoint.id, deliveryId: d.id })
                .then(() => toast.success("Entrega reenviada"))
                .catch(() => undefined)
            }
          />
        ),
      "w-20 text-right",
    ),
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Registro de entregas"
      description={endpoint.url}
      size="max-w-2xl"
    >
      {resend.error && (
        <div className="mb-3">
          <Alert tone="error">{clientErrorMessage(resend.error, "Não foi possível reenviar.")}</Alert>
        </div>
      )}
      <AdminListResults
        query={list}
        texts={TEXTS}
        columns={columns}
        paging={{ page, setPage, isFiltered: false, clear: () => setPage(1) }}
      />
    </Dialog>
  );
}
