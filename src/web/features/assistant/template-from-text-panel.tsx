import { useState } from "react";
import { MAX_ASSISTANT_TEXT, type ProposedTemplate } from "../../../domain/assistant/assistant";
import { Button } from "../../components/ui/button";
import { TextAreaField } from "../../components/ui/form-field";
import { streamTemplateFromText } from "./api";
import { ProposalEditor } from "./proposal-editor";
import { StreamView } from "./stream-view";
import { useAssistantStream } from "./use-assistant-stream";

/** Feature 1: paste a contract, watch the proposal arrive, then accept or edit it and save it as a template. */
export function TemplateFromTextPanel({ onFinished }: { onFinished: () => void }) {
  const [text, setText] = useState("");
  const [sent, setSent] = useState("");
  const { state, start, cancel } = useAssistantStream<ProposedTemplate>(onFinished);
  const running = state.phase === "running";
  const generate = () => {
    setSent(text);
    void start((emit, signal) => streamTemplateFromText(text, emit, signal));
  };
  return (
    <section
      aria-labelledby="from-text-title"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="from-text-title" className="text-lg font-semibold text-slate-900">
        Modelo a partir de texto
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Cole o texto de um contrato: o assistente troca os valores concretos (nomes, CPF, CNPJ, datas, valores) por
        variáveis e mostra a proposta para você aceitar ou editar.
      </p>
      <TextAreaField
        label="Texto do contrato"
        rows={8}
        maxLength={MAX_ASSISTANT_TEXT}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {running && (
          <Button type="button" variant="secondary" onClick={cancel}>
            Cancelar
          </Button>
        )}
        <Button type="button" onClick={generate} disabled={running || !text.trim()}>
          {running ? "Gerando..." : "Gerar proposta"}
        </Button>
      </div>
      <StreamView state={state} />
      {state.phase === "done" && (
        <ProposalEditor key={state.callId} original={sent} proposal={state.result} callId={state.callId} />
      )}
    </section>
  );
}
