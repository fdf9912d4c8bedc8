import { useQuery } from "@tanstack/react-query";
import { Ban, KeyRound } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { API_KEY_MESSAGES, API_KEY_SCOPE_LABELS } from "../../../domain/api-keys/api-keys";
import type { ApiKeyItem } from "../../../domain/api-keys/contract";
import { isSuperAdmin } from "../../../domain/auth/permissions";
import { formatDateTime } from "../../../domain/shared/format";
import { PlanAccessNotice } from "../../components/plan-access-notice";
import { ConfirmDialog, useConfirm } from "../../components/ui/confirm-dialog";
import { actionsColumn, type Column, NameCell, RowAction } from "../../components/ui/data-table";
import { AdminListResults, type ListTexts } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { Pill, PillList } from "../../components/ui/pill";
import { useListState } from "../../components/ui/use-list-state";
import { clientErrorMessage } from "../../lib/api";
import { useSession } from "../../lib/session";
import { apiAccessQuery, apiKeysListQuery, useRevokeApiKey } from "./api";
import { ApiKeyFormDialog } from "./api-key-form-dialog";

const LOAD_ERROR = "Não foi possível carregar as chaves de API.";
const LIST_TEXTS: ListTexts = {
  items: "chaves",
  caption: "Chaves de API",
  error: LOAD_ERROR,
  empty: { title: "Nenhuma chave de API", hint: "As chaves criadas aparecem aqui, com o prefixo para reconhecê-las." },
};

/** /corporate/settings/api (issue 23): the account's API keys; the super admin sees every account's. */
export default function ApiKeysPage() {
  const { session } = useSession();
  const superAdmin = session ? isSuperAdmin(session) : false;
  const state = useListState({});
  const list = useQuery(apiKeysListQuery(state.page));
  const access = useQuery({ ...apiAccessQuery, enabled: session !== undefined && !superAdmin });
  const [creating, setCreating] = useState(false);
  const revoke = useRevokeApiKey();
  const confirm = useConfirm<ApiKeyItem>(revoke, {
    run: (k) => revoke.mutateAsync(k.id),
    done: (k) => toast.success(`Chave "${k.name}" revogada`),
  });
  const target = confirm.target;
  const allowed = access.data?.enabled === true;

  const columns: Column<ApiKeyItem>[] = [
    {
      header: "Nome",
      cell: (k) => <NameCell name={k.name} detail={superAdmin ? k.accountName : undefined} />,
    },
    { header: "Prefixo", cell: (k) => <code className="font-mono text-sm">{k.prefix}…</code> },
    {
      header: "Permissões",
      cell: (k) => <PillList labels={k.scopes.map((s) => API_KEY_SCOPE_LABELS[s])} />,
    },
    { header: "Criada por", cell: (k) => `${k.createdByName ?? "—"} em ${formatDateTime(k.createdAt)}` },
    { header: "Último uso", cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : "Nunca usada") },
    {
      header: "Situação",
      cell: (k) =>
        k.revokedAt ? (
          <Pill tone="bg-slate-200 text-slate-700">Revogada em {formatDateTime(k.revokedAt)}</Pill>
        ) : (
          <Pill tone="bg-green-100 text-green-800">Ativa</Pill>
        ),
    },
    actionsColumn(
      (k) =>
        k.revokedAt ? null : (
          <RowAction
            label={`Revogar ${k.name}`}
            tip="Revogar"
            icon={Ban}
            tone="danger"
            onClick={() => confirm.ask(k)}
          />
        ),
      "w-20 text-right",
    ),
  ];

  return (
    <AdminPage
      title="Chaves de API"
      description="Conecte os sistemas da sua empresa ao Minuta pela API. Cada chave age em nome da conta, com as permissões escolhidas."
      create={allowed ? { label: "Nova chave", icon: KeyRound, onClick: () => setCreating(true) } : undefined}
    >
      <PlanAccessNotice access={access} planMessage={API_KEY_MESSAGES.planFeature} loadError={LOAD_ERROR} />
      <AdminListResults query={list} texts={LIST_TEXTS} columns={columns} paging={state} />
      {creating && <ApiKeyFormDialog onClose={() => setCreating(false)} />}
      <ConfirmDialog
        {...confirm.dialog}
        title="Revogar chave de API"
        description={
          target
            ? `Revogar a chave "${target.name}" (${target.prefix}…)? Os sistemas que a usam deixam de acessar a API imediatamente. Esta ação não pode ser desfeita.`
            : ""
        }
        confirmLabel="Revogar"
        error={revoke.error ? clientErrorMessage(revoke.error, "Não foi possível revogar a chave.") : null}
      />
    </AdminPage>
  );
}
