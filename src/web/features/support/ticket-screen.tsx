import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import type { TicketDetail } from "../../../domain/support/support";
import { NotFoundState, QueryStates } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { Conversation, TicketFacts } from "./support-parts";

/**
 * One ticket's page, the customer's and the team's: loading, load error, not found (with the way back
 * to `back`), then the title, the facts, `controls`, the conversation and `reply`.
 */
export function TicketScreen({
  query,
  back,
  notFoundMessage,
  description,
  controls,
  reply,
}: {
  query: UseQueryResult<TicketDetail>;
  back: { label: string; to: string };
  notFoundMessage: string;
  description: (ticket: TicketDetail) => string;
  controls?: (ticket: TicketDetail) => ReactNode;
  reply: (ticket: TicketDetail) => ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <QueryStates
      query={query}
      texts={{ loading: "Carregando o chamado...", error: "Não foi possível carregar o chamado." }}
      notFound={
        <NotFoundState
          title="Chamado não encontrado"
          message={notFoundMessage}
          backLabel={back.label}
          onBack={() => void navigate(back.to)}
        />
      }
    >
      {(ticket) => (
        <AdminPage title={ticket.subject} description={description(ticket)}>
          <TicketFacts ticket={ticket} />
          {controls?.(ticket)}
          <Conversation messages={ticket.messages} />
          {reply(ticket)}
        </AdminPage>
      )}
    </QueryStates>
  );
}
