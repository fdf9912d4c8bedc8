import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type AiEndpointInput, aiEndpointFormSchema } from "../../../domain/assistant/assistant";
import type { AiEndpointItem } from "../../../domain/assistant/contract";
import { FormDialog } from "../../components/ui/form-dialog";
import { CheckboxField, InputField } from "../../components/ui/form-field";
import { SecretField } from "../../components/ui/secret-field";
import { clientErrorMessage } from "../../lib/api";
import { useServerSubmit } from "../../lib/form-errors";
import { fieldBinder } from "../../lib/zod-form";
import { useSaveAiEndpoint } from "./api";

/** "Nova conexão" / "Editar conexão": an OpenAI-compatible chat-completions API. */
export function AiEndpointDialog({ editing, onClose }: { editing: AiEndpointItem | null; onClose: () => void }) {
  const save = useSaveAiEndpoint();
  const form = useForm<AiEndpointInput>({
    resolver: zodResolver(aiEndpointFormSchema),
    defaultValues: editing
      ? { name: editing.name, baseUrl: editing.baseUrl, model: editing.model, apiKey: "", isActive: editing.isActive }
      : { name: "", baseUrl: "", model: "", apiKey: "", isActive: true },
  });
  const field = fieldBinder(form);
  const { onSubmit, saveError } = useServerSubmit(
    form,
    async (body) => {
      await save.mutateAsync({ id: editing?.id, body });
      onClose();
    },
    {
      message: (err) => clientErrorMessage(err, "Não foi possível salvar a conexão."),
      fields: ["name", "baseUrl", "model", "apiKey"],
    },
  );
  return (
    <FormDialog
      title={editing ? "Editar conexão de IA" : "Nova conexão de IA"}
      description="Qualquer API compatível com a de chat completions da OpenAI: OpenAI, Azure OpenAI (endpoint /openai/v1), vLLM, Ollama ou LM Studio."
      size="max-w-2xl"
      busy={form.formState.isSubmitting}
      saveError={saveError}
      submitLabel={editing ? "Salvar" : "Criar conexão"}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <InputField label="Nome" requiredMark autoComplete="off" placeholder="OpenAI produção" {...field("name")} />
      <InputField
        label="URL base"
        requiredMark
        type="url"
        autoComplete="off"
        placeholder="https://api.openai.com/v1"
        hint="O Minuta chama {URL base}/chat/completions."
        {...field("baseUrl")}
      />
      <InputField label="Modelo" requiredMark autoComplete="off" placeholder="gpt-4o-mini" {...field("model")} />
      <SecretField
        label="Chave da API"
        autoComplete="off"
        storedHint={editing?.apiKeyMasked || null}
        hint="Guardada criptografada. Servidores locais podem não exigir chave."
        {...field("apiKey")}
      />
      <CheckboxField label="Ativa" hint="Os recursos usam a primeira conexão ativa." {...form.register("isActive")} />
    </FormDialog>
  );
}
