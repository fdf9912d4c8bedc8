import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { WebhookEndpointItem } from "../../../domain/webhooks/contract";
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointForm,
  webhookEndpointFormSchema,
} from "../../../domain/webhooks/webhooks";
import { CheckboxGroup } from "../../components/ui/checkbox-group";
import { FormDialog } from "../../components/ui/form-dialog";
import { CheckboxField, InputField } from "../../components/ui/form-field";
import { clientErrorMessage } from "../../lib/api";
import { useServerSubmit } from "../../lib/form-errors";
import { fieldBinder } from "../../lib/zod-form";
import { useCreateWebhook, useUpdateWebhook } from "./api";

/**
 * "Novo endpoint" / "Editar endpoint": URL, description, events, enabled. A creation answers the
 * signing secret, handed to `onCreated` to be shown once.
 */
export function WebhookFormDialog({
  editing,
  onClose,
  onCreated,
}: {
  editing: WebhookEndpointItem | null;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useForm<WebhookEndpointForm>({
    resolver: zodResolver(webhookEndpointFormSchema),
    defaultValues: editing
      ? { url: editing.url, description: editing.description, events: editing.events, enabled: editing.enabled }
      : { url: "", description: "", events: [], enabled: true },
  });
  const field = fieldBinder(form);
  const { onSubmit, saveError } = useServerSubmit(
    form,
    async (body) => {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body });
        onClose();
      } else onCreated((await create.mutateAsync(body)).secret);
    },
    {
      message: (err) => clientErrorMessage(err, "Não foi possível salvar o endpoint."),
      fields: ["url", "description", "events"],
    },
  );
  const busy = form.formState.isSubmitting;
  const title = editing ? "Editar endpoint" : "Novo endpoint";

  return (
    <FormDialog
      title={title}
      description="O Minuta envia um POST em JSON, assinado, a esta URL a cada evento escolhido."
      size="max-w-2xl"
      busy={busy}
      saveError={saveError}
      submitLabel={editing ? "Salvar" : "Criar endpoint"}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <InputField
        label="URL"
        requiredMark
        autoComplete="off"
        placeholder="https://sistema.suaempresa.com.br/webhooks/minuta"
        {...field("url")}
      />
      <InputField label="Descrição" autoComplete="off" hint="Ex.: ERP, CRM" {...field("description")} />
      <CheckboxGroup legend="Eventos" values={WEBHOOK_EVENT_TYPES} labels={WEBHOOK_EVENT_LABELS} {...field("events")} />
      <CheckboxField label="Ativo" hint="Um endpoint desativado não recebe eventos." {...form.register("enabled")} />
    </FormDialog>
  );
}
