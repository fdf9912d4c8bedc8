import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Trash2, X } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import {
  ACCOUNT_MESSAGES,
  type AccountListItem,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from "../../../domain/corporate-accounts";
import { formatDate } from "../../../domain/format";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { type Column, DataTable, RowAction } from "../../components/ui/data-table";
import { SelectField } from "../../components/ui/form-field";
import { ListEmpty, ListError, ListLoading } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { Pager } from "../../components/ui/pager";
import { SearchField } from "../../components/ui/search-field";
import { useListState } from "../../components/ui/use-list-state";
import { accountsListQuery, useDeleteAccount } from "./api";
import { StatusBadge } from "./status-badge";

/** /admin/corporate-accounts (spec 2 §2.6): name search, status filter, 10 per page, edit, delete. */
export default function AccountsPage() {
  const navigate = useNavigate();
  const state = useListState<{ status: SubscriptionStatus | "all" }>({ status: "all" });
  const list = useQuery(accountsListQuery({ page: state.page, search: state.search, status: state.filters.status }));
  const remove = useDeleteAccount();
  const [toDelete, setToDelete] = useState<AccountListItem | null>(null);

  const runDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toast.success("Conta corporativa excluída");
      setToDelete(null);
    } catch {
      // Shown in the dialog.
    }
  };

  const columns: Column<AccountListItem>[] = [
    {
      header: "Empresa",
      cell: (a) => (
        <div>
          <p className="font-medium text-slate-900">{a.name}</p>
          <p className="text-xs text-slate-600">{[a.document, a.email].filter(Boolean).join(" · ")}</p>
        </div>
      ),
    },
    { header: "Plano", cell: (a) => a.planName ?? <span className="text-slate-500">Sem plano</span> },
    { header: "Assinatura", cell: (a) => <StatusBadge status={a.subscriptionStatus} /> },
    { header: "Usuários", cell: (a) => a.usersCount },
    { header: "Criada em", cell: (a) => formatDate(a.createdAt) },
    {
      header: "Ações",
      hideHeader: true,
      className: "w-24 text-right",
      cell: (a) => (
        <div className="flex justify-end gap-1">
          <RowAction label={`Editar ${a.name}`} onClick={() => void navigate(`/admin/corporate-accounts/edit/${a.id}`)}>
            <Pencil aria-hidden="true" className="size-4" />
          </RowAction>
          <RowAction
            label={`Excluir ${a.name}`}
            tone="danger"
            onClick={() => {
              remove.reset();
              setToDelete(a);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </RowAction>
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Contas Corporativas"
        description="Empresas clientes, seus planos e assinaturas."
        actions={
          <Button onClick={() => void navigate("/admin/corporate-accounts/create")}>
            <Plus aria-hidden="true" className="size-4" />
            Nova Conta
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchField
          label="Buscar por nome"
          value={state.searchText}
          onChange={state.setSearchText}
          placeholder="Nome da empresa"
        />
        <SelectField
          label="Status da assinatura"
          className="min-w-48"
          value={state.filters.status}
          onChange={(e) => state.setFilter("status", e.target.value as SubscriptionStatus | "all")}
        >
          <option value="all">Todos</option>
          {SUBSCRIPTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {SUBSCRIPTION_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onClick={state.clear} disabled={!state.isFiltered}>
          <X aria-hidden="true" className="size-4" />
          Limpar filtros
        </Button>
      </div>
      {list.isPending ? (
        <ListLoading label="Carregando contas..." />
      ) : list.isError ? (
        <ListError
          message={ACCOUNT_MESSAGES.listError}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.items.length === 0 ? (
        <ListEmpty
          title="Nenhuma conta corporativa encontrada"
          description={state.isFiltered ? "Ajuste ou limpe os filtros." : "Cadastre a primeira conta corporativa."}
        />
      ) : (
        <>
          <DataTable
            caption="Contas corporativas"
            columns={columns}
            rows={list.data.items}
            rowKey={(a) => a.id}
            stale={list.isPlaceholderData}
          />
          <Pager page={state.page} total={list.data.total} onPageChange={state.setPage} label="Paginação de contas" />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir conta corporativa"
        description={toDelete ? `Excluir "${toDelete.name}"? ${ACCOUNT_MESSAGES.deleteWarning}` : ""}
        confirmLabel="Excluir conta"
        onConfirm={() => void runDelete()}
        pending={remove.isPending}
        error={remove.isError ? ACCOUNT_MESSAGES.deleteError : null}
      />
    </div>
  );
}
