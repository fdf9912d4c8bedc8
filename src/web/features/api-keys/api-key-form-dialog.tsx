import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyForm,
  apiKeyFormSchema,
} from "../../../domain/api-keys/api-keys";
import { SecretOnceDialog } from "../../components/secret-once-dialog";
import { CheckboxGroup } from "../../components/ui/checkbox-group";
import { FormDialog } from "../../components/ui/form-dialog";
import { InputField } from "../../components/ui/form-field";
import { clientErrorMessage } from "../../lib/api";
import { useServerSubmit } from "../../lib/form-errors";
import { fieldBinder } from "../../lib/zod-form";
import { useCreateApiKey } from "./api";

/** "Nova chave de API": name and scopes; once created, the secret shown this one time with a copy button. */
export function ApiKeyFormDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateApiKey();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<ApiKeyForm>({
    resolver: zodResolver(apiKeyFormSchema),
    defaultValues: { name: "", scopes: [] },
  });
  const field = fieldBinder(form);
  const { onSubmit, saveError } = useServerSubmit(
    form,
    async (body) => setSecret((await create.mutateAsync(body)).secret),
    { message: (err) => clientErrorMessage(err, "Não foi possível criar a chave."), fields: ["name", "scopes"] },
  );
  const busy = form.formState.isSubmitting;

  if (secret)
    return (
      <SecretOnceDialog
        title="Chave de API criada"
        warning="Copie a chave agora e guarde-a em local seguro: ela não será mostrada de novo. Quem tiver esta chave acessa a API em nome da sua empresa."
        label="Chave secreta"
        secret={secret}
        testId="api-key-secret"
        copyLabel="Copiar chave"
        copiedMessage="Chave copiada"
        doneLabel="Já copiei a chave"
        onClose={onClose}
      />
    );

  return (
    <FormDialog
      title="Nova chave de API"
      description="A chave age em nome da sua empresa, só com as permissões escolhidas."
      busy={busy}
      saveError={saveError}
      submitLabel="Criar chave"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <InputField label="Nome" requiredMark autoComplete="off" hint="Ex.: ERP, integração do CRM" {...field("name")} />
      <CheckboxGroup legend="Permissões" values={API_KEY_SCOPES} labels={API_KEY_SCOPE_LABELS} {...field("scopes")} />
    </FormDialog>
  );
}
