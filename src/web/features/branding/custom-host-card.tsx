import { useQuery } from "@tanstack/react-query";
import { Globe, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import {
  type CustomHost,
  type CustomHostForm,
  customHostFormSchema,
  HOST_STATUS_LABELS,
  type HostStatus,
} from "../../../domain/branding/custom-host";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { InputField } from "../../components/ui/form-field";
import { Pill } from "../../components/ui/pill";
import { Spinner } from "../../components/ui/spinner";
import { clientErrorMessage } from "../../lib/api";
import { useServerSubmit } from "../../lib/form-errors";
import { useZodForm } from "../../lib/zod-form";
import { customHostQuery, useRemoveCustomHost, useSaveCustomHost, useVerifyCustomHost } from "./api";

const STATUS_TONES: Record<HostStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  verified: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

/**
 * White label's own host name (issue 26, decision 0043): the admin types it, publishes the TXT record
 * shown, and presses "Verificar"; once verified, signer and share links go out on that host.
 */
export function CustomHostCard() {
  const screen = useQuery(customHostQuery);
  return (
    <section aria-labelledby="custom-host-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <h2 id="custom-host-title" className="flex items-center gap-2 text-lg font-semibold">
        <Globe aria-hidden className="h-5 w-5" /> Endereço próprio (White label)
      </h2>
      <p className="text-sm text-slate-700">
        Os links de assinatura e de documentos compartilhados passam a usar o endereço da sua empresa (ex.:
        assinar.suaempresa.com.br). Nesse endereço só essas páginas respondem.
      </p>
      {screen.isPending && <Spinner />}
      {screen.error && (
        <Alert tone="error">{clientErrorMessage(screen.error, "Não foi possível carregar o endereço próprio.")}</Alert>
      )}
      {screen.data && !screen.data.enabled && (
        <Alert tone="info">Seu plano não inclui White label (endereço próprio).</Alert>
      )}
      {screen.data?.enabled && <HostForm current={screen.data.customHost} />}
      {screen.data?.customHost && <HostStatusPanel host={screen.data.customHost} canVerify={screen.data.enabled} />}
    </section>
  );
}

function HostForm({ current }: { current: CustomHost | null }) {
  const form = useZodForm<CustomHostForm>(customHostFormSchema, { defaultValues: { host: current?.host ?? "" } });
  const save = useSaveCustomHost();
  const { onSubmit, saveError } = useServerSubmit(
    form,
    async (body) => {
      const saved = await save.mutateAsync(body);
      // Shows the name as stored (lower case, trimmed), which is what the TXT record is built from.
      form.reset({ host: saved.customHost?.host ?? "" });
      toast.success("Endereço salvo. Publique o registro TXT e clique em Verificar.");
    },
    { message: (err) => clientErrorMessage(err, "Não foi possível salvar o endereço."), fields: ["host"] },
  );
  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Endereço próprio" className="flex flex-col gap-2">
      {saveError && <Alert tone="error">{saveError}</Alert>}
      <div className="flex flex-wrap items-end gap-2">
        <InputField
          label="Endereço"
          className="min-w-0 flex-1"
          placeholder="assinar.suaempresa.com.br"
          autoComplete="off"
          spellCheck={false}
          {...form.field("host")}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Salvando…" : "Salvar endereço"}
        </Button>
      </div>
    </form>
  );
}

const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short" }).format(new Date(iso))
    : "ainda não verificado";

function HostStatusPanel({ host, canVerify }: { host: CustomHost; canVerify: boolean }) {
  const verify = useVerifyCustomHost();
  const remove = useRemoveCustomHost();
  const [confirming, setConfirming] = useState(false);
  const onVerify = async () => {
    try {
      const after = await verify.mutateAsync();
      const status = after.customHost?.status;
      if (status === "verified") toast.success("Endereço verificado");
      else toast.error(after.customHost?.lastError ?? "Registro não encontrado");
    } catch (err) {
      toast.error(clientErrorMessage(err, "Não foi possível verificar."));
    }
  };
  return (
    <div className="flex flex-col gap-3" data-testid="custom-host-status">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium break-all">{host.host}</span>
        <Pill tone={STATUS_TONES[host.status]}>{HOST_STATUS_LABELS[host.status]}</Pill>
        <span className="text-slate-600">Última verificação: {when(host.checkedAt)}</span>
      </p>
      {host.lastError && (
        <p role="status" className="text-sm text-red-700">
          {host.lastError}
        </p>
      )}
      <div className="rounded-md bg-slate-50 p-3 text-sm">
        <p className="mb-2">No DNS do seu domínio, crie este registro:</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-600">Tipo</dt>
          <dd className="font-mono">TXT</dd>
          <dt className="text-slate-600">Nome</dt>
          <dd className="font-mono break-all">{host.txtName}</dd>
          <dt className="text-slate-600">Valor</dt>
          <dd className="font-mono break-all">{host.txtValue}</dd>
        </dl>
        <p className="mt-2 text-slate-700">
          Aponte também {host.host} (registro CNAME) para o endereço indicado pelo administrador da plataforma, que
          cuida do certificado HTTPS.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          icon={RefreshCw}
          onClick={() => void onVerify()}
          loading={verify.isPending}
          disabled={!canVerify}
        >
          Verificar
        </Button>
        <Button type="button" variant="secondary" icon={Trash2} onClick={() => setConfirming(true)}>
          Remover endereço
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(o) => {
          setConfirming(o);
          if (!o) remove.reset();
        }}
        title="Remover endereço próprio"
        description={`Os próximos links voltarão ao endereço da plataforma e ${host.host} deixará de responder. Links já enviados com esse endereço param de funcionar.`}
        confirmLabel="Remover"
        pending={remove.isPending}
        error={remove.error ? clientErrorMessage(remove.error, "Não foi possível remover.") : null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success("Endereço removido");
            },
          })
        }
      />
    </div>
  );
}
