import { useQuery } from "@tanstack/react-query";
import { KeyRound, ListChecks, Send, Webhook } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { isSuperAdmin } from "../../../domain/auth/permissions";
import { formatDateTime } from "../../../domain/shared/format";
import type { WebhookEndpointItem } from "../../../domain/webhooks/contract";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES } from "../../../domain/webhooks/webhooks";
import { PlanAccessNotice } from "../../components/plan-access-notice";
import { Alert } from "../../components/ui/alert";
import { ConfirmDialog, useConfirm } from "../../components/ui/confirm-dialog";
import {
  actionsColumn,
  type Column,
  DeleteRowAction,
  EditRowAction,
  NameCell,
  RowAction,
} from "../../components/ui/data-table";
import { AdminListResults, type ListTexts } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { Pill, PillList } from "../../components/ui/pill";
import { useListState } from "../../components/ui/use-list-state";
import { clientErrorMessage } from "../../lib/api";
import { useSession } from "../../lib/session";
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendWebhookTest,
  webhookAccessQuery,
  webhookEndpointsQuery,
} from "./api";
import { DeliveriesDialog } from "./deliveries-dialog";
import { WebhookSecretDialog } from "./secret-dialog";
import { WebhookFormDialog } from "./webhook-form-dialog";

const LOAD_ERROR = "Não foi possível carregar os endpoints de webhook.";
const LIST_TEXTS: ListTexts = {
  items: "endpoints",
  caption: "Endpoints de webhook",
  error: LOAD_ERROR,
  empty: {
    title: "Nenhum endpoint de webhook",
    hint: "Cadastre a URL de um sistema da sua empresa para ser avisado de documentos, envios e assinaturas.",
  },
};

function EndpointState({ endpoint }: { endpoint: WebhookEndpointItem }) {
  if (!endpoint.enabled)
    return (
      <span className="flex flex-col gap-1">
        <Pill tone="bg-slate-200 text-slate-700">Desativado</Pill>
        {endpoint.disabledReason && <span className="text-xs text-red-700">{endpoint.disabledReason}</span>}
      </span>
    );
  if (endpoint.failingSince)
    return <Pill tone="bg-amber-100 text-amber-900">Falhando desde {formatDateTime(endpoint.failingSince)}</Pill>;
  return <Pill tone="bg-green-100 text-green-800">Ativo</Pill>;
}

/** /corporate/settings/webhooks (issue 23): the account's endpoints, their secrets, tests and delivery logs. */
export default function WebhooksPage() {
  const { session } = useSession();
  // Endpoints belong to a corporate account: the super admin (no account) is told so, nothing is loaded.
  const ownAccount = session ? !isSuperAdmin(session) : false;
  const state = useListState({});
  const list = useQuery({ ...webhookEndpointsQuery(state.page), enabled: ownAccount });
  const access = useQuery({ ...webhookAccessQuery, enabled: ownAccount });
  const [form, setForm] = useState<{ editing: WebhookEndpointItem | null } | null>(null);
  const [secret, setSecret] = useState<{ title: string; value: string } | null>(null);
  const [log, setLog] = useState<WebhookEndpointItem | null>(null);
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendWebhookTest();
  const confirmDelete = useConfirm<WebhookEndpointItem>(remove, {
    run: (e) => remove.mutateAsync(e.id),
    done: () => toast.success("Endpoint excluído"),
  });
  const confirmRotate = useConfirm<WebhookEndpointItem>(rotate, {
    run: async (e) =>
      setSecret({ title: "Novo segredo de assinatura", value: (await rotate.mutateAsync(e.id)).secret }),
    done: () => undefined,
  });
  const allowed = access.data?.enabled === true;
  const sendTest = (e: WebhookEndpointItem) =>
    test
      .mutateAsync(e.id)
      .then(() => toast.success("Evento de teste enviado; veja o resultado no registro de entregas"))
      .catch((err) => toast.error(clientErrorMessage(err, "Não foi possível enviar o teste.")));

  const columns: Column<WebhookEndpointItem>[] = [
    {
      header: "URL",
      cell: (e) => <NameCell name={<span className="break-all">{e.url}</span>} detail={e.description || undefined} />,
    },
    {
      header: "Eventos",
      cell: (e) => <PillList labels={e.events.map((t) => WEBHOOK_EVENT_LABELS[t])} />,
    },
    { header: "Situação", cell: (e) => <EndpointState endpoint={e} /> },
    actionsColumn(
      (e) => (
        <span className="flex justify-end gap-1">
          <RowAction
            label={`Registro de entregas de ${e.url}`}
            tip="Registro de entregas"
            icon={ListChecks}
            onClick={() => setLog(e)}
          />
          {allowed && (
            <>
              <RowAction
                label={`Enviar teste a ${e.url}`}
                tip="Enviar teste"
                icon={Send}
                onClick={() => void sendTest(e)}
              />
              <EditRowAction name={e.url} onClick={() => setForm({ editing: e })} />
              <RowAction
                label={`Gerar novo segredo de ${e.url}`}
                tip="Gerar novo segredo"
                icon={KeyRound}
                onClick={() => confirmRotate.ask(e)}
              />
              <DeleteRowAction name={e.url} onClick={() => confirmDelete.ask(e)} />
            </>
          )}
        </span>
      ),
      "w-48 text-right",
    ),
  ];

  return (
    <AdminPage
      title="Webhooks"
      description="Avise os sistemas da sua empresa, em tempo real, quando documentos, envios e assinaturas mudam. Cada envio é assinado (padrão Standard Webhooks)."
      create={
        allowed ? { label: "Novo endpoint", icon: Webhook, onClick: () => setForm({ editing: null }) } : undefined
      }
    >
      <PlanAccessNotice access={access} planMessage={WEBHOOK_MESSAGES.planFeature} loadError={LOAD_ERROR} />
      {session && !ownAccount ? (
        <Alert tone="info">
          Os webhooks são configurados pelo administrador de cada conta corporativa, para os eventos da própria conta.
        </Alert>
      ) : (
        <AdminListResults query={list} texts={LIST_TEXTS} columns={columns} paging={state} />
      )}
      {form && (
        <WebhookFormDialog
          editing={form.editing}
          onClose={() => setForm(null)}
          onCreated={(value) => {
            setForm(null);
            setSecret({ title: "Endpoint criado", value });
          }}
        />
      )}
      {secret && <WebhookSecretDialog title={secret.title} secret={secret.value} onClose={() => setSecret(null)} />}
      {log && <DeliveriesDialog endpoint={log} onClose={() => setLog(null)} />}
      <ConfirmDialog
        {...confirmDelete.dialog}
        title="Excluir endpoint"
        description={
          confirmDelete.target
            ? `Excluir o endpoint ${confirmDelete.target.url}? Ele deixa de receber eventos e o registro de entregas é apagado. Esta ação não pode ser desfeita.`
            : ""
        }
        confirmLabel="Excluir"
        error={remove.error ? clientErrorMessage(remove.error, "Não foi possível excluir o endpoint.") : null}
      />
      <ConfirmDialog
        {...confirmRotate.dialog}
        title="Gerar novo segredo"
        description={
          confirmRotate.target
            ? `Gerar um novo segredo para ${confirmRotate.target.url}? O segredo atual deixa de valer na hora: atualize-o no sistema que recebe os webhooks.`
            : ""
        }
        confirmLabel="Gerar novo segredo"
        error={rotate.error ? clientErrorMessage(rotate.error, "Não foi possível gerar o segredo.") : null}
      />
    </AdminPage>
  );
}
