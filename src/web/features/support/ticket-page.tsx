import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { SUPPORT_CATEGORY_LABELS } from "../../../domain/support/support";
import { ticketQuery, useCustomerReply } from "./api";
import { ReplyBox } from "./reply-box";
import { TicketScreen } from "./ticket-screen";

/** /support/:ticketId: one of the user's tickets, its conversation (no internal notes) and the reply. */
export default function TicketPage() {
  const id = useParams().ticketId ?? "";
  const reply = useCustomerReply();
  return (
    <TicketScreen
      query={useQuery(ticketQuery(id))}
      back={{ label: "Meus chamados", to: "/support" }}
      notFoundMessage="Ele não existe ou não é seu."
      description={(ticket) => SUPPORT_CATEGORY_LABELS[ticket.category]}
      reply={() => (
        <ReplyBox
          label="Sua resposta"
          submitLabel="Enviar resposta"
          onSend={(body, attachmentIds) => reply.mutateAsync({ id, body, attachmentIds })}
        />
      )}
    />
  );
}
