import { useQuery } from "@tanstack/react-query";
import { Download, FileSpreadsheet, Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { BATCH_MESSAGES, MAX_BATCH_BYTES, MAX_BATCH_ROWS } from "../../../domain/batches/messages";
import type { SaveStatus } from "../../../domain/documents/documents";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClass } from "../../components/ui/button";
import { QueryStates } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { clientErrorMessage } from "../../lib/api";
import { batchModelHref, batchTemplateQuery, useUploadBatch } from "./api";

const STATUS_CHOICES: { value: SaveStatus; label: string; hint: string }[] = [
  { value: "finalized", label: "Finalizados", hint: "prontos para PDF, envio automático e assinatura" },
  {
    value: "draft",
    label: "Rascunhos",
    hint: "para revisar e finalizar depois; campos obrigatórios podem ficar vazios",
  },
];

/**
 * /documents/batch/:templateId — "Gerar em lote" (issue 24): download the model spreadsheet, choose
 * drafts or finalized documents, upload the filled .xlsx/.csv; the server validates every row and the
 * batch page shows the report before anything is created.
 */
export default function BatchUploadPage() {
  const { templateId = "" } = useParams();
  const template = useQuery({ ...batchTemplateQuery(templateId), retry: false });
  const upload = useUploadBatch();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<SaveStatus>("finalized");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem("Escolha a planilha preenchida (.xlsx ou .csv).");
    if (file.size > MAX_BATCH_BYTES) return setProblem(BATCH_MESSAGES.tooLarge);
    setProblem(null);
    upload.mutate(
      { file, query: { templateId, documentStatus: status, fileName: file.name } },
      { onSuccess: (batch) => void navigate(`/documents/batches/${batch.id}`) },
    );
  };

  return (
    <section className="mx-auto max-w-3xl">
      <PageHeader title="Gerar em lote" description={template.data?.title} />
      <QueryStates
        query={template}
        texts={{ loading: "Carregando modelo...", error: "Erro ao carregar modelo de documento." }}
      >
        {(t) => (
          <div className="flex flex-col gap-6">
            <Step n={1} title="Baixe a planilha modelo">
              <p className="text-sm text-slate-700">
                Uma coluna para cada campo do modelo ({t.variables.length}), com uma linha de exemplo. Colunas
                opcionais: e-mail e WhatsApp do destinatário para envio automático, e signatários para pedir assinatura.
              </p>
              <a href={batchModelHref(t.id)} download className={buttonClass("secondary", "self-start")}>
                <Download aria-hidden="true" className="size-4" />
                Baixar planilha modelo (.xlsx)
              </a>
            </Step>
            <form onSubmit={submit} className="contents">
              <Step n={2} title="Escolha o que criar">
                <fieldset className="flex flex-col gap-2">
                  <legend className="sr-only">Criar os documentos como</legend>
                  {STATUS_CHOICES.map((c) => (
                    <label key={c.value} className="flex items-start gap-2 text-sm">
                      <input
                        type="radio"
                        name="documentStatus"
                        value={c.value}
                        checked={status === c.value}
                        onChange={() => setStatus(c.value)}
                        className="mt-1"
                      />
                      <span>
                        <span className="font-medium">{c.label}</span> — {c.hint}
                      </span>
                    </label>
                  ))}
                </fieldset>
              </Step>
              <Step n={3} title="Envie a planilha preenchida">
                <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
                  Planilha (.xlsx ou .csv, até {MAX_BATCH_ROWS.toLocaleString("pt-BR")} linhas)
                  <input
                    type="file"
                    accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                    className="text-sm font-normal file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5"
                  />
                </label>
                <p className="text-xs text-slate-500">
                  CSV em UTF-8 ou no formato do Excel em português (ponto e vírgula). Nada é criado antes da sua
                  confirmação.
                </p>
                {(problem || upload.isError) && (
                  <Alert tone="error">
                    {problem ?? clientErrorMessage(upload.error, "Erro ao enviar a planilha. Tente novamente.")}
                  </Alert>
                )}
                <Button type="submit" icon={Upload} loading={upload.isPending} className="self-start">
                  Validar planilha
                </Button>
              </Step>
            </form>
          </div>
        )}
      </QueryStates>
    </section>
  );
}

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <span className="flex size-6 items-center justify-center rounded-full bg-blue-700 text-xs text-white">{n}</span>
        {title}
        {n === 1 && <FileSpreadsheet aria-hidden="true" className="size-4 text-slate-500" />}
      </h2>
      {children}
    </div>
  );
}
