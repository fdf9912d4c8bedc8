import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { SUPPORT_CATEGORY_LABELS } from "../../../domain/support";
import { NotFoundState, QueryStates } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { ticketQuery, useCustomerReply } from "./api";
import { ReplyBox } from "./reply-box";
import { Conversation, TicketFacts } from "./support-parts";

/** /support/:ticketId: one of the user's tickets, its conversation (no internal notes) and the reply. */
export default function TicketPage() {
  const id = useParams().ticketId ?? "";
  const query = useQuery(ticketQuery(id));
  const reply = useCustomerReply();
  const navigate = useNavigate();
  return (
    <QueryStates
      query={query}
      texts={{ loading: "Carregando o chamado...", error: "Não foi possível carregar o chamado." }}
      notFound={
        <NotFoundState
          title="Chamado não encontrado"
          message="Ele não existe ou não é seu."
          backLabel="Meus chamados"
          onBack={() => void navigate("/support")}
        />
      }
    >
      {(ticket) => (
        <AdminPage title={ticket.subject} description={SUPPORT_CATEGORY_LABELS[ticket.category]}>
          <TicketFacts ticket={ticket} />
          <Conversation messages={ticket.messages} />
          <ReplyBox
            label="Sua resposta"
            submitLabel="Enviar resposta"
            onSend={(body, attachmentIds) => reply.mutateAsync({ id, body, attachmentIds })}
          />
        </AdminPage>
      )}
    </QueryStates>
  );
}
