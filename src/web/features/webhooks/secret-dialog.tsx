import { Copy, TriangleAlert } from "lucide-react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogFooter } from "../../components/ui/dialog";
import { copyWithToast } from "../../lib/clipboard";

/** The signing secret of an endpoint, shown this one time (after a creation or a rotation). */
export function WebhookSecretDialog({
  title,
  secret,
  onClose,
}: {
  title: string;
  secret: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <div className="flex flex-col gap-4">
        <Alert tone="warning">
          <span className="flex gap-2">
            <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
            Guarde este segredo no sistema que recebe os webhooks: ele confere a assinatura de cada envio (cabeçalho
            webhook-signature, padrão Standard Webhooks). Ele não será mostrado de novo.
          </span>
        </Alert>
        <label className="flex flex-col gap-1 text-sm text-slate-800">
          Segredo de assinatura
          <input
            readOnly
            value={secret}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all"
            data-testid="webhook-secret"
          />
        </label>
        <DialogFooter>
          <Button icon={Copy} variant="secondary" onClick={() => void copyWithToast(secret, "Segredo copiado")}>
            Copiar segredo
          </Button>
          <Button onClick={onClose}>Já guardei o segredo</Button>
        </DialogFooter>
      </div>
    </Dialog>
  );
}
