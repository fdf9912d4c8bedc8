import { useQuery } from "@tanstack/react-query";
import { MessageSquareText } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { isFirstResponseOverdue } from "../../../domain/support/sla";
import { SUPPORT_STATUS_LABELS, SUPPORT_STATUSES, type TicketItem } from "../../../domain/support/support";
import { Button } from "../../components/ui/button";
import { type Column, NameCell } from "../../components/ui/data-table";
import { bound, LabelledOptions, NamedOptions, SelectField } from "../../components/ui/form-field";
import { AdminListResults, type ListTexts } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { SearchField } from "../../components/ui/search-field";
import { useListState } from "../../components/ui/use-list-state";
import { agentsQuery, queueQuery } from "./api";
import { CannedRepliesDialog } from "./canned-replies-dialog";
import { FirstResponse, PriorityMark, StatusPill } from "./support-parts";

const LIST_TEXTS: ListTexts = {
  items: "chamados",
  caption: "Fila de suporte",
  error: "Não foi possível carregar a fila de suporte.",
  empty: { title: "Nenhum chamado na fila", filteredTitle: "Nenhum chamado com estes filtros" },
};

const PRIORITY_LABELS = { priority: "Prioritários", standard: "Sem prioridade" } as const;

const columns: Column<TicketItem>[] = [
  {
    header: "Chamado",
    cell: (t) => (
      <NameCell
        name={
          <Link to={`/admin/support/${t.id}`} className="text-blue-800 underline">
            #{t.number} {t.subject}
          </Link>
        }
        detail={`${t.requester.name} · ${t.accountName ?? "Sem conta"}`}
      />
    ),
  },
  {
    header: "Status",
    cell: (t) => (
      <span className="flex flex-wrap gap-1">
        {t.priority && <PriorityMark />}
        <StatusPill status={t.status} />
      </span>
    ),
  },
  { header: "Primeira resposta", cell: (t) => <FirstResponse ticket={t} /> },
  { header: "Responsável", cell: (t) => t.assignee?.name ?? <span className="text-slate-500">Ninguém</span> },
];

/**
 * /admin/support (issue 29): the super admin's queue. Accounts with "Suporte prioritário" come first and
 * are marked; a ticket past its first-response target is highlighted (tinted row and "Atrasado" in words).
 */
export default function AdminQueuePage() {
  const state = useListState({ status: "", priority: "", assignee: "" });
  const { status, priority, assignee } = state.filters;
  const query = {
    page: state.page,
    ...(status ? { status: status as TicketItem["status"] } : {}),
    ...(priority ? { priority: priority as keyof typeof PRIORITY_LABELS } : {}),
    ...(assignee ? { assignee } : {}),
    ...(state.search ? { q: state.search } : {}),
  };
  const list = useQuery(queueQuery(query));
  const agents = useQuery(agentsQuery).data ?? [];
  const [canned, setCanned] = useState(false);
  const now = new Date();
  const tinted: Column<TicketItem>[] = columns.map((c, i) =>
    i === 0
      ? {
          ...c,
          cell: (t) => (
            <span className={isFirstResponseOverdue(t, now) ? "block border-l-4 border-red-600 pl-2" : "block pl-3"}>
              {c.cell(t)}
            </span>
          ),
        }
      : c,
  );
  return (
    <AdminPage
      title="Fila de suporte"
      description="Contas com suporte prioritário aparecem primeiro; o prazo de primeira resposta conta em horário comercial de Brasília."
      actions={
        <Button variant="secondary" icon={MessageSquareText} onClick={() => setCanned(true)}>
          Respostas prontas
        </Button>
      }
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchField
          label="Buscar"
          value={state.searchText}
          onChange={state.setSearchText}
          placeholder="Assunto, cliente, conta ou nº"
        />
        <SelectField label="Status" {...bound(status, (v) => state.setFilter("status", v))}>
          <option value="">Todos</option>
          <LabelledOptions values={SUPPORT_STATUSES} labels={SUPPORT_STATUS_LABELS} />
        </SelectField>
        <SelectField label="Prioridade" {...bound(priority, (v) => state.setFilter("priority", v))}>
          <option value="">Todas</option>
          <LabelledOptions values={["priority", "standard"] as const} labels={PRIORITY_LABELS} />
        </SelectField>
        <SelectField label="Responsável" {...bound(assignee, (v) => state.setFilter("assignee", v))}>
          <option value="">Todos</option>
          <option value="me">Comigo</option>
          <option value="none">Sem responsável</option>
          <NamedOptions items={agents} />
        </SelectField>
      </div>
      <AdminListResults query={list} texts={LIST_TEXTS} columns={tinted} paging={state} clearable />
      {canned && <CannedRepliesDialog onClose={() => setCanned(false)} />}
    </AdminPage>
  );
}
