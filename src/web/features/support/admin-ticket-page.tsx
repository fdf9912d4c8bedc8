import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { toast } from "sonner";
import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUSES,
  type TicketDetail,
} from "../../../domain/support/support";
import { CheckboxField, LabelledOptions, NamedOptions, SelectField } from "../../components/ui/form-field";
import { clientErrorMessage } from "../../lib/api";
import { adminTicketQuery, agentsQuery, cannedRepliesQuery, useStaffReply, useUpdateTicket } from "./api";
import { ReplyBox } from "./reply-box";
import { TicketScreen } from "./ticket-screen";

/** Status and assignee, each saved as soon as it is chosen. */
function TicketControls({ ticket }: { ticket: TicketDetail }) {
  const agents = useQuery(agentsQuery).data ?? [];
  const update = useUpdateTicket();
  const save = (change: Parameters<typeof update.mutateAsync>[0]) =>
    update
      .mutateAsync(change)
      .then(() => toast.success("Chamado atualizado"))
      .catch((err) => toast.error(clientErrorMessage(err, "Não foi possível atualizar o chamado.")));
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2">
      <SelectField
        label="Status"
        value={ticket.status}
        disabled={update.isPending}
        onChange={(e) => void save({ id: ticket.id, status: e.target.value as TicketDetail["status"] })}
      >
        <LabelledOptions values={SUPPORT_STATUSES} labels={SUPPORT_STATUS_LABELS} />
      </SelectField>
      <SelectField
        label="Responsável"
        value={ticket.assignee?.id ?? ""}
        disabled={update.isPending}
        onChange={(e) => void save({ id: ticket.id, assigneeId: e.target.value || null })}
      >
        <option value="">Sem responsável</option>
        <NamedOptions items={agents} />
      </SelectField>
    </div>
  );
}

/** The team's reply: a canned reply can be inserted; "Nota interna" keeps it from the customer. */
function StaffReplyBox({ ticketId }: { ticketId: string }) {
  const canned = useQuery(cannedRepliesQuery).data ?? [];
  const reply = useStaffReply();
  const [internal, setInternal] = useState(false);
  return (
    <ReplyBox
      label={internal ? "Nota interna (não é mostrada ao cliente)" : "Resposta ao cliente"}
      submitLabel={internal ? "Salvar nota interna" : "Enviar resposta"}
      onSend={(body, attachmentIds) => reply.mutateAsync({ id: ticketId, body, attachmentIds, internal })}
      tools={(insert) =>
        canned.length > 0 && (
          <SelectField
            label="Inserir resposta pronta"
            value=""
            onChange={(e) => {
              const found = canned.find((c) => c.id === e.target.value);
              if (found) insert(found.body);
            }}
          >
            <option value="">Escolha...</option>
            {canned.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </SelectField>
        )
      }
    >
      <CheckboxField
        label="Nota interna"
        hint="Visível só para a equipe; o cliente não a vê nem recebe e-mail."
        checked={internal}
        onChange={(e) => setInternal(e.target.checked)}
      />
    </ReplyBox>
  );
}

/** /admin/support/:ticketId: the whole conversation (internal notes included), status, assignee, reply. */
export default function AdminTicketPage() {
  const id = useParams().ticketId ?? "";
  return (
    <TicketScreen
      query={useQuery(adminTicketQuery(id))}
      back={{ label: "Fila de suporte", to: "/admin/support" }}
      notFoundMessage="Ele pode ter sido excluído com a conta do cliente."
      description={(t) =>
        `${SUPPORT_CATEGORY_LABELS[t.category]} · ${t.requester.name} (${t.requester.email}) · ${t.accountName ?? "Sem conta"}`
      }
      controls={(t) => <TicketControls ticket={t} />}
      reply={(t) => <StaffReplyBox ticketId={t.id} />}
    />
  );
}
