import { useState } from "react";
import { toast } from "sonner";
import { ASSISTANT_MESSAGES, type AssistantSettings, MAX_CHECKLIST_ITEMS } from "../../../domain/assistant/assistant";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { CheckboxField, TextAreaField } from "../../components/ui/form-field";
import { clientErrorMessage } from "../../lib/api";
import { useSaveAssistantSettings } from "./api";

/** The corporate admin's choices: the review checklist (one item a line) and whether texts are kept. */
export function PreferencesPanel({ settings }: { settings: AssistantSettings }) {
  const [checklist, setChecklist] = useState(settings.checklist.join("\n"));
  const [storeText, setStoreText] = useState(settings.storeText);
  const save = useSaveAssistantSettings();
  const items = checklist
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const submit = () =>
    save
      .mutateAsync({ checklist: items, storeText })
      .then(() => toast.success(ASSISTANT_MESSAGES.settingsSaved))
      .catch(() => undefined);
  return (
    <section aria-labelledby="prefs-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="prefs-title" className="mb-3 text-lg font-semibold text-slate-900">
        Preferências da conta
      </h2>
      <TextAreaField
        label="Lista de verificação da revisão"
        rows={5}
        hint={`Um item por linha, até ${MAX_CHECKLIST_ITEMS}. Ex.: multa acima de 10 %, foro fora do estado.`}
        value={checklist}
        onChange={(e) => setChecklist(e.target.value)}
      />
      <div className="mt-3">
        <CheckboxField
          label="Guardar os textos enviados e recebidos no registro de cada chamada"
          hint="Desligado, o registro guarda só conta, usuário, recurso, tokens, tempo e modelo."
          checked={storeText}
          onChange={(e) => setStoreText(e.target.checked)}
        />
      </div>
      {save.error != null && (
        <div className="mt-3">
          <Alert tone="error">{clientErrorMessage(save.error, "Não foi possível salvar as preferências.")}</Alert>
        </div>
      )}
      <div className="mt-3 flex justify-end">
        <Button type="button" onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending ? "Salvando..." : "Salvar preferências"}
        </Button>
      </div>
    </section>
  );
}
