import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useNavigate } from "react-router";
import {
  ACCOUNT_MESSAGES,
  type AccountListItem,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from "../../../domain/accounts/accounts";
import { formatDate } from "../../../domain/shared/format";
import { ConfirmDialog, useDeleteConfirm } from "../../components/ui/confirm-dialog";
import { actionsColumn, type Column, DeleteRowAction, EditRowAction, NameCell } from "../../components/ui/data-table";
import { labelledChoices } from "../../components/ui/form-field";
import { AdminListResults, type ListTexts } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { FilterSelect, ListFilters } from "../../components/ui/search-field";
import { useListState } from "../../components/ui/use-list-state";
import { accountsListQuery, useDeleteAccount } from "./api";
import { StatusBadge } from "./status-badge";

const STATUSES = [
  { value: "all" as const, label: "Todos" },
  ...labelledChoices(SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUS_LABELS),
];

const LIST_TEXTS: ListTexts = {
  items: "contas",
  caption: "Contas corporativas",
  error: ACCOUNT_MESSAGES.listError,
  empty: { title: "Nenhuma conta corporativa encontrada", hint: "Cadastre a primeira conta corporativa." },
};

/** /admin/corporate-accounts (spec 2 §2.6): name search, status filter, 10 per page, edit, delete. */
export default function AccountsPage() {
  const navigate = useNavigate();
  const state = useListState<{ status: SubscriptionStatus | "all" }>({ status: "all" });
  const list = useQuery(accountsListQuery(state.query));
  const del = useDeleteConfirm<AccountListItem>(useDeleteAccount(), {
    title: "Excluir conta corporativa",
    question: (a) => `Excluir "${a.name}"? ${ACCOUNT_MESSAGES.deleteWarning}`,
    confirmLabel: "Excluir conta",
    failed: ACCOUNT_MESSAGES.deleteError,
    done: () => "Conta corporativa excluída",
  });

  const columns: Column<AccountListItem>[] = [
    {
      header: "Empresa",
      cell: (a) => <NameCell name={a.name} detail={[a.document, a.email].filter(Boolean).join(" · ")} />,
    },
    { header: "Plano", cell: (a) => a.planName ?? <span className="text-slate-500">Sem plano</span> },
    { header: "Assinatura", cell: (a) => <StatusBadge status={a.subscriptionStatus} /> },
    { header: "Usuários", cell: (a) => a.usersCount },
    { header: "Criada em", cell: (a) => formatDate(a.createdAt) },
    actionsColumn((a) => (
      <>
        <EditRowAction name={a.name} onClick={() => void navigate(`/admin/corporate-accounts/edit/${a.id}`)} />
        <DeleteRowAction name={a.name} onClick={() => del.ask(a)} />
      </>
    )),
  ];

  return (
    <AdminPage
      title="Contas Corporativas"
      description="Empresas clientes, seus planos e assinaturas."
      create={{ label: "Nova Conta", icon: Plus, onClick: () => void navigate("/admin/corporate-accounts/create") }}
    >
      <ListFilters state={state} searchLabel="Buscar por nome" placeholder="Nome da empresa">
        <FilterSelect
          state={state}
          name="status"
          label="Status da assinatura"
          className="min-w-48"
          choices={STATUSES}
        />
      </ListFilters>
      <AdminListResults query={list} texts={LIST_TEXTS} columns={columns} paging={state} />
      <ConfirmDialog {...del.dialog} />
    </AdminPage>
  );
}
