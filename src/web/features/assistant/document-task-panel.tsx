import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ClauseReview, SummaryResult } from "../../../domain/assistant/assistant";
import { Button } from "../../components/ui/button";
import { InputField, SelectField } from "../../components/ui/form-field";
import { assistantDocumentsQuery, streamDocumentTask } from "./api";
import { ReviewView, SummaryView } from "./result-views";
import { StreamView } from "./stream-view";
import { useAssistantStream } from "./use-assistant-stream";

/** Features 2 and 3: a document the user sees, summarized or reviewed against the account's checklist. */
export function DocumentTaskPanel({ onFinished }: { onFinished: () => void }) {
  const [title, setTitle] = useState("");
  const [documentId, setDocumentId] = useState("");
  const [task, setTask] = useState<"summary" | "review">("summary");
  const docs = useQuery(assistantDocumentsQuery(title));
  const { state, start } = useAssistantStream<SummaryResult | ClauseReview>(onFinished);
  const run = (which: "summary" | "review") => {
    setTask(which);
    void start((emit, signal) => streamDocumentTask(which, documentId, emit, signal));
  };
  const running = state.phase === "running";
  return (
    <section
      aria-labelledby="doc-task-title"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="doc-task-title" className="text-lg font-semibold text-slate-900">
        Resumo e revisão de documento
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Escolha um documento: o resumo traz partes, objeto, valor (com conferência do valor por extenso), prazo, multas,
        rescisão e foro; a revisão aponta as cláusulas que batem com a lista de verificação da conta, citando o trecho.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField label="Buscar documento pelo título" value={title} onChange={(e) => setTitle(e.target.value)} />
        <SelectField label="Documento" value={documentId} onChange={(e) => setDocumentId(e.target.value)}>
          <option value="">
            {docs.isPending ? "Carregando..." : docs.isError ? "Erro ao carregar documentos" : "Selecione"}
          </option>
          {docs.data?.items.map((d) => (
            <option key={d.id} value={d.id}>
              {d.title}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => run("review")} disabled={!documentId || running}>
          Revisar cláusulas
        </Button>
        <Button type="button" onClick={() => run("summary")} disabled={!documentId || running}>
          Resumir
        </Button>
      </div>
      <StreamView state={state} />
      {state.phase === "done" &&
        (task === "summary" ? (
          <SummaryView s={state.result as SummaryResult} />
        ) : (
          <ReviewView r={state.result as ClauseReview} />
        ))}
    </section>
  );
}
