import { useQuery } from "@tanstack/react-query";
import { LifeBuoy } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { formatDateTime } from "../../../domain/shared/format";
import { SUPPORT_CATEGORY_LABELS, type TicketItem } from "../../../domain/support/support";
import { type Column, NameCell } from "../../components/ui/data-table";
import { AdminListResults, type ListTexts } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { useListState } from "../../components/ui/use-list-state";
import { myTicketsQuery } from "./api";
import { NewTicketDialog } from "./new-ticket-dialog";
import { FirstResponse, PriorityMark, StatusPill } from "./support-parts";

const LIST_TEXTS: ListTexts = {
  items: "chamados",
  caption: "Meus chamados de suporte",
  error: "Não foi possível carregar os seus chamados.",
  empty: {
    title: "Nenhum chamado aberto",
    hint: "Tem uma dúvida ou um problema? Abra um chamado: a equipe responde por aqui e por e-mail.",
  },
};

const columns: Column<TicketItem>[] = [
  {
    header: "Chamado",
    cell: (t) => (
      <NameCell
        name={
          <Link to={`/support/${t.id}`} className="text-blue-800 underline">
            #{t.number} {t.subject}
          </Link>
        }
        detail={SUPPORT_CATEGORY_LABELS[t.category]}
      />
    ),
  },
  {
    header: "Status",
    cell: (t) => (
      <span className="flex flex-wrap gap-1">
        <StatusPill status={t.status} />
        {t.priority && <PriorityMark />}
      </span>
    ),
  },
  { header: "Primeira resposta", cell: (t) => <FirstResponse ticket={t} /> },
  { header: "Última mensagem", cell: (t) => formatDateTime(t.lastMessageAt) },
];

/** /support ("Ajuda" in the header, issue 29): the user's own tickets and "Novo chamado". */
export default function MyTicketsPage() {
  const navigate = useNavigate();
  const state = useListState({});
  const list = useQuery(myTicketsQuery(state.page));
  const [creating, setCreating] = useState(false);
  return (
    <AdminPage
      title="Ajuda e suporte"
      description="Abra um chamado e acompanhe a conversa com a equipe de suporte."
      create={{ label: "Novo chamado", icon: LifeBuoy, onClick: () => setCreating(true) }}
    >
      <AdminListResults query={list} texts={LIST_TEXTS} columns={columns} paging={state} />
      {creating && (
        <NewTicketDialog onClose={() => setCreating(false)} onOpened={(id) => void navigate(`/support/${id}`)} />
      )}
    </AdminPage>
  );
}
