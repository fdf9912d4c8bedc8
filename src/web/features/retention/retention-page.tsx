import { useQuery } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import {
  DELIVERY_LOG_RETENTION_MONTHS,
  DRAFT_RETENTION_DAYS,
  RETENTION_MESSAGES,
  type RetentionForm,
  type RetentionScreen,
  type RetentionSettings,
  retentionFormOf,
  retentionFormSchema,
} from "../../../domain/retention/retention";
import { countText } from "../../../domain/shared/plural";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { FormSection, InputField } from "../../components/ui/form-field";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { clientErrorMessage } from "../../lib/api";
import { useServerSubmit } from "../../lib/form-errors";
import { useZodForm } from "../../lib/zod-form";
import { retentionScreenQuery, useSaveRetention } from "./api";

const LOAD_ERROR = "Não foi possível carregar a retenção de dados.";
const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

/** /corporate/settings/retention (issue 27): what the account asks the platform to delete by itself, daily. */
export default function RetentionPage() {
  const screen = useQuery(retentionScreenQuery);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <PageHeader
        title={RETENTION_MESSAGES.title}
        description="Escolha o que a plataforma exclui sozinha, uma vez por dia. Deixe em branco para manter tudo (o padrão)."
      />
      {screen.isPending && <Spinner />}
      {screen.error && <Alert tone="error">{clientErrorMessage(screen.error, LOAD_ERROR)}</Alert>}
      {screen.data && <RetentionEditor screen={screen.data} />}
    </div>
  );
}

function lastRunText(screen: RetentionScreen): string {
  if (!screen.lastRunAt || !screen.lastRemoved) return "A retenção ainda não foi aplicada nesta conta.";
  const { drafts, deliveryLogs } = screen.lastRemoved;
  return `Última aplicação: ${dateTime.format(new Date(screen.lastRunAt))} — ${countText(drafts, "rascunho", "rascunhos")} e ${countText(deliveryLogs, "registro", "registros")} de envio removidos.`;
}

function RetentionEditor({ screen }: { screen: RetentionScreen }) {
  const form = useZodForm<RetentionForm>(retentionFormSchema, { defaultValues: retentionFormOf(screen.settings) });
  const save = useSaveRetention();
  const [pending, setPending] = useState<RetentionSettings | null>(null);
  const store = async (body: RetentionSettings) => {
    await save.mutateAsync(body);
    setPending(null);
    toast.success(RETENTION_MESSAGES.saved);
  };
  const { onSubmit, saveError } = useServerSubmit(
    form,
    // The resolver hands over the parsed settings (numbers or null), not the typed text.
    async (values) => {
      const body = values as unknown as RetentionSettings;
      // Turning a period on deletes data for good: asked first; turning everything off needs no question.
      if (body.draftDays !== null || body.deliveryLogMonths !== null) setPending(body);
      else await store(body);
    },
    {
      message: (err) => clientErrorMessage(err, "Não foi possível salvar a retenção."),
      fields: ["draftDays", "deliveryLogMonths"],
    },
  );
  const busy = form.formState.isSubmitting || save.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={RETENTION_MESSAGES.title}>
      {saveError && <Alert tone="error">{saveError}</Alert>}
      <FormSection title="Exclusão automática">
        <InputField
          label="Excluir rascunhos sem alteração há (dias)"
          inputMode="numeric"
          placeholder="Manter"
          hint={`De ${DRAFT_RETENTION_DAYS.min} a ${DRAFT_RETENTION_DAYS.max.toLocaleString("pt-BR")} dias. Documentos finalizados, enviados ou assinados nunca são excluídos.`}
          {...form.field("draftDays")}
        />
        <InputField
          label="Excluir registros de envio após (meses)"
          inputMode="numeric"
          placeholder="Manter"
          hint={`De ${DELIVERY_LOG_RETENTION_MONTHS.min} a ${DELIVERY_LOG_RETENTION_MONTHS.max} meses. Destinatário, assunto e situação de cada e-mail ou WhatsApp; o link compartilhado por esse envio deixa de abrir.`}
          {...form.field("deliveryLogMonths")}
        />
      </FormSection>
      <Alert tone="info">
        {lastRunText(screen)} Cada aplicação que remove algo fica na{" "}
        <Link to="/corporate/audit" className="font-medium underline">
          trilha de auditoria
        </Link>{" "}
        com as quantidades removidas.
      </Alert>
      <div>
        <Button type="submit" icon={Save} disabled={busy}>
          {busy ? "Salvando…" : "Salvar retenção"}
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Ativar a exclusão automática?"
        description="A cada dia, o que passar do prazo será excluído definitivamente e não poderá ser recuperado. A primeira aplicação pode remover dados antigos de uma vez."
        confirmLabel="Salvar e ativar"
        pending={save.isPending}
        error={save.error ? clientErrorMessage(save.error, "Não foi possível salvar a retenção.") : null}
        onConfirm={() => pending && void store(pending)}
      />
    </form>
  );
}
