import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { type ProposedTemplate, proposalToTemplate } from "../../../domain/assistant/assistant";
import { diffWords } from "../../../domain/assistant/text-diff";
import { VARIABLE_TYPE_LABELS, VARIABLE_TYPES } from "../../../domain/templates/variables";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { InputField, NamedOptions, SelectField, TextAreaField } from "../../components/ui/form-field";
import { clientErrorMessage } from "../../lib/api";
import { assistantTemplateOptionsQuery, useSaveProposal } from "./api";

const TYPES = VARIABLE_TYPES.filter((t) => t !== "list" && t !== "select");

/** The proposal against the pasted text, word by word: removed values struck, variables marked. */
function DiffView({ before, after }: { before: string; after: string }) {
  const parts = diffWords(before, after);
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-medium text-slate-800">
        Diferenças: <del className="bg-red-100 text-red-900">valor do texto colado</del>{" "}
        <ins className="bg-green-100 text-green-900 no-underline">variável proposta</ins>
      </figcaption>
      <div className="whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-white p-3 text-sm leading-relaxed">
        {parts.map((p, i) =>
          p.kind === "same" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence of one diff
            <span key={i}>{p.text}</span>
          ) : p.kind === "removed" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: same
            <del key={i} className="bg-red-100 text-red-900">
              {p.text}
            </del>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: same
            <ins key={i} className="bg-green-100 font-medium text-green-900 no-underline">
              {p.text}
            </ins>
          ),
        )}
      </div>
    </figure>
  );
}

/** The proposal to accept as it is or edit (title, text, each variable's label and type), then save as a template. */
export function ProposalEditor({
  original,
  proposal,
  callId,
}: {
  original: string;
  proposal: ProposedTemplate;
  callId: string;
}) {
  const [draft, setDraft] = useState(proposal);
  const [categoryId, setCategoryId] = useState("");
  const [savedId, setSavedId] = useState<string | null>(null);
  const options = useQuery(assistantTemplateOptionsQuery);
  const save = useSaveProposal();
  const used = draft.variables.filter((v) => draft.content.includes(`{{${v.key}`));
  const setVariable = (key: string, change: Partial<ProposedTemplate["variables"][number]>) =>
    setDraft((d) => ({ ...d, variables: d.variables.map((v) => (v.key === key ? { ...v, ...change } : v)) }));
  const submit = async () => {
    const result = await save.mutateAsync({ callId, template: proposalToTemplate(draft, categoryId) });
    setSavedId(result.id);
  };

  if (savedId)
    return (
      <Alert tone="success">
        Modelo salvo.{" "}
        <Link className="underline" to={`/admin/templates/edit/${savedId}`}>
          Abrir o modelo
        </Link>
      </Alert>
    );
  return (
    <section aria-labelledby="proposal-title" className="mt-6 flex flex-col gap-4">
      <h3 id="proposal-title" className="text-lg font-semibold text-slate-900">
        Proposta de modelo
      </h3>
      {original && <DiffView before={original} after={draft.content} />}
      <InputField
        label="Título do modelo"
        value={draft.title}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
      />
      <TextAreaField
        label="Texto do modelo"
        rows={10}
        hint="Edite à vontade; as variáveis ficam entre {{ }}."
        value={draft.content}
        onChange={(e) => setDraft({ ...draft, content: e.target.value })}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">Variáveis ({used.length})</legend>
        {used.map((v) => (
          <div key={v.key} className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-3">
            <p className="self-center break-all font-mono text-sm text-slate-700">{`{{${v.key}}}`}</p>
            <InputField
              label={`Rótulo de ${v.key}`}
              value={v.label}
              onChange={(e) => setVariable(v.key, { label: e.target.value })}
            />
            <SelectField
              label={`Tipo de ${v.key}`}
              value={v.type === "select" ? "text" : v.type}
              onChange={(e) => setVariable(v.key, { type: e.target.value as (typeof TYPES)[number] })}
            >
              {TYPES.map((t) => (
                <option key={t} value={t}>
                  {VARIABLE_TYPE_LABELS[t]}
                </option>
              ))}
            </SelectField>
          </div>
        ))}
      </fieldset>
      <SelectField
        label="Categoria"
        requiredMark
        value={categoryId}
        onChange={(e) => setCategoryId(e.target.value)}
        disabled={options.isPending}
      >
        <option value="">Selecione uma categoria</option>
        <NamedOptions items={options.data?.categories ?? []} />
      </SelectField>
      {save.error != null && (
        <Alert tone="error">{clientErrorMessage(save.error, "Não foi possível salvar o modelo.")}</Alert>
      )}
      <div className="flex justify-end">
        <Button
          type="button"
          onClick={() => void submit().catch(() => undefined)}
          disabled={!categoryId || save.isPending}
        >
          {save.isPending ? "Salvando..." : "Salvar como modelo"}
        </Button>
      </div>
    </section>
  );
}
