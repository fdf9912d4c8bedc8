import { ShieldCheck } from "lucide-react";
import { useParams } from "react-router";
import { PublicPage } from "../../components/public-page";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { clientErrorMessage } from "../../lib/api";
import { useSignerRequest } from "./api";

/**
 * /excluir-meus-dados/:token — the link in every signature e-mail (issue 27): a signer who is not a
 * user asks for their data to be erased; the admin of the account that sent the document decides.
 */
export default function SignerErasurePage() {
  const { token = "" } = useParams();
  const send = useSignerRequest();
  return (
    <PublicPage icon={ShieldCheck} service="Seus dados pessoais">
      <section aria-labelledby="signer-erasure-title" className="rounded-lg border border-slate-200 bg-white p-4">
        <h1 id="signer-erasure-title" className="mb-2 text-xl font-semibold text-slate-900">
          Solicitar exclusão dos meus dados
        </h1>
        <p className="mb-3 text-sm text-slate-700">
          Você recebeu um pedido de assinatura pelo Minuta. Pela LGPD (art. 18), você pode pedir que seus dados pessoais
          (nome, e-mail e telefone) sejam anonimizados. A empresa que enviou o documento analisa o pedido.
        </p>
        <p className="mb-4 text-sm text-slate-700">
          Assinaturas já concluídas e suas evidências são mantidas, como exige a LGPD (art. 16): elas provam o que foi
          assinado, por quem e quando.
        </p>
        {send.isSuccess ? (
          <Alert tone="success">
            Pedido enviado. A empresa que enviou o documento vai analisá-lo; a decisão fica registrada na trilha de
            auditoria.
          </Alert>
        ) : (
          <>
            {send.isError && (
              <Alert tone="error">{clientErrorMessage(send.error, "Não foi possível enviar o pedido.")}</Alert>
            )}
            <Button onClick={() => send.mutate(token)} loading={send.isPending}>
              Solicitar exclusão dos meus dados
            </Button>
          </>
        )}
      </section>
    </PublicPage>
  );
}
