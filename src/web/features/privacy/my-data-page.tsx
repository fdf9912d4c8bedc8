import { useQuery } from "@tanstack/react-query";
import { Download, FileArchive, UserX } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import {
  PRIVACY_MESSAGES,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_STATUS_LABELS,
  type PrivacyRequest,
} from "../../../domain/privacy/privacy";
import { formatDateTime } from "../../../domain/shared/format";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { QueryStates } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { clientErrorMessage } from "../../lib/api";
import { useDownloadAction } from "../../lib/use-download-action";
import { downloadExport, myPrivacyQuery, useRequestErasure, useRequestExport } from "./api";

const DOWNLOAD_FAILED = "Não foi possível baixar a cópia agora. Tente novamente.";

function RequestLine({ request }: { request: PrivacyRequest }) {
  const expired = request.expiresAt !== null && new Date(request.expiresAt).getTime() <= Date.now();
  const download = useDownloadAction(() => downloadExport(request.id), DOWNLOAD_FAILED);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm">
        <p className="font-medium text-slate-900">{PRIVACY_REQUEST_KIND_LABELS[request.kind]}</p>
        <p className="text-slate-600">
          Pedido em {formatDateTime(request.createdAt)} · {PRIVACY_REQUEST_STATUS_LABELS[request.status]}
          {request.kind === "export" && request.status === "pending" && " (em preparação)"}
          {request.expiresAt && !expired && ` · link válido até ${formatDateTime(request.expiresAt)}`}
          {expired && " · link expirado"}
        </p>
        {download.errorLine}
      </div>
      {request.kind === "export" && request.status === "ready" && (
        <Button icon={Download} variant="secondary" onClick={() => void download.run()} loading={download.busy}>
          Baixar ZIP
        </Button>
      )}
    </li>
  );
}

/**
 * /account/data — "Meus dados" (issue 27, LGPD art. 18): every signed-in user downloads what the
 * platform holds about them, and may ask for their account to be erased (their admin confirms).
 */
export default function MyDataPage() {
  const q = useQuery(myPrivacyQuery);
  const exportData = useRequestExport();
  const erase = useRequestErasure();
  const [asking, setAsking] = useState(false);
  const requestExport = async () => {
    try {
      await exportData.mutateAsync();
      toast.success("Pedido recebido. Sua cópia fica pronta em instantes; o link vale por 24 horas.");
    } catch (err) {
      toast.error(clientErrorMessage(err, "Não foi possível pedir a cópia agora."));
    }
  };
  const pendingErasure = q.data?.requests.some((r) => r.kind === "erasure" && r.status === "pending");
  return (
    <AdminPage title="Meus dados" description="Seus dados pessoais no Minuta, conforme a LGPD (art. 18).">
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="export-title" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="export-title" className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
            <FileArchive aria-hidden="true" className="size-5 text-blue-700" /> Baixar uma cópia dos meus dados
          </h2>
          <p className="mb-3 text-sm text-slate-600">
            Um arquivo ZIP com seu cadastro, suas funções, os documentos que você criou e, na sua empresa, os envios
            feitos a você e as assinaturas que você fez (com as evidências e os PDFs). O link vale por 24 horas.
          </p>
          <Button icon={FileArchive} onClick={() => void requestExport()} loading={exportData.isPending}>
            Pedir cópia dos meus dados
          </Button>
        </section>
        <section aria-labelledby="erase-title" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="erase-title" className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
            <UserX aria-hidden="true" className="size-5 text-red-700" /> Excluir minha conta
          </h2>
          <p className="mb-3 text-sm text-slate-600">
            O administrador da sua conta confirma o pedido. Seus dados pessoais na sua empresa são anonimizados e a
            entrada é encerrada; documentos assinados e suas evidências são mantidos, como exige a LGPD (art. 16).
          </p>
          {pendingErasure ? (
            <Alert tone="info">{PRIVACY_MESSAGES.erasurePending}</Alert>
          ) : (
            <Button icon={UserX} variant="danger" onClick={() => setAsking(true)}>
              Pedir exclusão da minha conta
            </Button>
          )}
        </section>
      </div>
      <h2 className="mb-2 mt-6 font-semibold text-slate-900">Meus pedidos</h2>
      <QueryStates
        query={q}
        texts={{ loading: "Carregando seus pedidos...", error: "Não foi possível carregar seus pedidos." }}
      >
        {(data) =>
          data.requests.length === 0 ? (
            <p className="text-sm text-slate-600">Nenhum pedido ainda.</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Meus pedidos">
              {data.requests.map((r) => (
                <RequestLine key={r.id} request={r} />
              ))}
            </ul>
          )
        }
      </QueryStates>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          if (!open) erase.reset();
          setAsking(open);
        }}
        title="Pedir exclusão da sua conta?"
        description={`O pedido vai para o administrador da sua conta. ${PRIVACY_MESSAGES.erasureConfirm}`}
        confirmLabel="Pedir exclusão"
        pending={erase.isPending}
        error={erase.error ? clientErrorMessage(erase.error, "Não foi possível enviar o pedido.") : null}
        onConfirm={() =>
          void erase.mutateAsync().then(
            () => {
              setAsking(false);
              toast.success("Pedido de exclusão enviado ao administrador da sua conta.");
            },
            () => undefined,
          )
        }
      />
    </AdminPage>
  );
}
