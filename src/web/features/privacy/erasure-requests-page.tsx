import { useQuery } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { type ErasureRequest, PRIVACY_MESSAGES, PRIVACY_REQUEST_KIND_LABELS } from "../../../domain/privacy/privacy";
import { formatDateTime } from "../../../domain/shared/format";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { type Column, DataTable } from "../../components/ui/data-table";
import { ListEmpty, QueryStates } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { clientErrorMessage } from "../../lib/api";
import { erasureRequestsQuery, useDecideErasure } from "./api";

type Decision = { row: ErasureRequest; decision: "confirm" | "reject" };

const TEXTS = {
  confirm: { title: "Confirmar a exclusão?", label: "Confirmar exclusão", done: "Dados anonimizados." },
  reject: { title: "Recusar o pedido?", label: "Recusar pedido", done: "Pedido recusado." },
} as const;

/**
 * /corporate/data-requests — the erasure requests the admin decides (issue 27): its account's users and
 * signers (the super admin: every account's, and users without an account). Confirming asks first and
 * says what is kept by law.
 */
export default function ErasureRequestsPage() {
  const q = useQuery(erasureRequestsQuery);
  const decide = useDecideErasure();
  const [target, setTarget] = useState<Decision | null>(null);
  const ask = (row: ErasureRequest, decision: Decision["decision"]) => {
    decide.reset();
    setTarget({ row, decision });
  };
  const run = async () => {
    if (!target) return;
    try {
      await decide.mutateAsync({ id: target.row.id, decision: target.decision });
      toast.success(TEXTS[target.decision].done);
      setTarget(null);
    } catch {
      // Shown in the dialog (decide.error).
    }
  };
  const columns: Column<ErasureRequest>[] = [
    { header: "Titular", cell: (r) => <span className="font-medium">{r.subjectName}</span> },
    { header: "E-mail", cell: (r) => <span className="[overflow-wrap:anywhere]">{r.subjectEmail}</span> },
    { header: "Tipo", cell: (r) => PRIVACY_REQUEST_KIND_LABELS[r.kind] },
    { header: "Conta", cell: (r) => r.accountName ?? "Sem conta" },
    { header: "Pedido em", cell: (r) => formatDateTime(r.createdAt) },
    {
      header: "Ações",
      hideHeader: true,
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          <Button
            icon={Check}
            variant="danger"
            onClick={() => ask(r, "confirm")}
            aria-label={`Confirmar exclusão de ${r.subjectName}`}
          >
            Confirmar
          </Button>
          <Button
            icon={X}
            variant="secondary"
            onClick={() => ask(r, "reject")}
            aria-label={`Recusar pedido de ${r.subjectName}`}
          >
            Recusar
          </Button>
        </div>
      ),
    },
  ];
  const explain = (t: Decision) =>
    t.decision === "reject"
      ? `O pedido de ${t.row.subjectName} será recusado e nada será alterado.`
      : `${t.row.subjectName} (${t.row.subjectEmail}): ${
          t.row.kind === "erasure" ? PRIVACY_MESSAGES.erasureConfirm : PRIVACY_MESSAGES.signerErasureConfirm
        }`;
  return (
    <AdminPage
      title="Pedidos de exclusão de dados"
      description="Pedidos de titulares (LGPD, art. 18) aguardando a sua decisão."
    >
      <QueryStates
        query={q}
        texts={{ loading: "Carregando pedidos...", error: "Não foi possível carregar os pedidos." }}
      >
        {(data) =>
          data.items.length === 0 ? (
            <ListEmpty
              title="Nenhum pedido pendente"
              description="Quando alguém pedir a exclusão dos seus dados, o pedido aparece aqui."
            />
          ) : (
            <DataTable
              columns={columns}
              rows={data.items}
              rowKey={(r) => r.id}
              caption="Pedidos de exclusão pendentes"
            />
          )
        }
      </QueryStates>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={target ? TEXTS[target.decision].title : ""}
        description={target ? explain(target) : ""}
        confirmLabel={target ? TEXTS[target.decision].label : ""}
        tone={target?.decision === "reject" ? "primary" : "danger"}
        pending={decide.isPending}
        error={decide.error ? clientErrorMessage(decide.error, "Não foi possível registrar a decisão.") : null}
        onConfirm={() => void run()}
      />
    </AdminPage>
  );
}
