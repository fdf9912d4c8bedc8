import { useState } from "react";
import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  type TicketFormInput,
  ticketFormSchema,
} from "../../../domain/support/support";
import type { StoredFileInfo } from "../../../domain/templates/templates";
import { FormDialog } from "../../components/ui/form-dialog";
import { InputField, LabelledOptions, SelectField, TextAreaField } from "../../components/ui/form-field";
import { clientErrorMessage } from "../../lib/api";
import { useServerSubmit } from "../../lib/form-errors";
import { useZodForm } from "../../lib/zod-form";
import { useOpenTicket } from "./api";
import { AttachmentPicker } from "./support-parts";

/** "Novo chamado": subject, category, description and attachments; opens the ticket's page once sent. */
export function NewTicketDialog({ onClose, onOpened }: { onClose: () => void; onOpened: (id: string) => void }) {
  const open = useOpenTicket();
  const [files, setFiles] = useState<StoredFileInfo[]>([]);
  const form = useZodForm<TicketFormInput>(ticketFormSchema, {
    defaultValues: { subject: "", category: undefined, description: "", attachmentIds: [] },
  });
  const { onSubmit, saveError } = useServerSubmit(
    form,
    async (values) => {
      const ticket = await open.mutateAsync({ ...values, attachmentIds: files.map((f) => f.id) });
      onOpened(ticket.id);
    },
    {
      message: (err) => clientErrorMessage(err, "Não foi possível abrir o chamado."),
      fields: ["subject", "category", "description"],
    },
  );
  return (
    <FormDialog
      title="Novo chamado"
      description="Conte o que aconteceu: a equipe de suporte responde por aqui e por e-mail."
      size="max-w-2xl"
      busy={form.formState.isSubmitting}
      saveError={saveError}
      submitLabel="Enviar chamado"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <InputField label="Assunto" requiredMark autoComplete="off" {...form.field("subject")} />
      <SelectField label="Categoria" requiredMark defaultValue="" {...form.field("category")}>
        <option value="" disabled>
          Selecione...
        </option>
        <LabelledOptions values={SUPPORT_CATEGORIES} labels={SUPPORT_CATEGORY_LABELS} />
      </SelectField>
      <TextAreaField label="Descrição" requiredMark rows={6} {...form.field("description")} />
      <AttachmentPicker files={files} onChange={setFiles} />
    </FormDialog>
  );
}
