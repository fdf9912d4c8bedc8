import { useQuery } from "@tanstack/react-query";
import { Check, Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { BATCH_MESSAGES } from "../../../domain/batches/messages";
import { BATCH_STATUS_LABELS, type Batch } from "../../../domain/batches/views";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClass } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { NotFoundState, QueryStates } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { ProgressBar } from "../../components/ui/progress-bar";
import { clientErrorMessage } from "../../lib/api";
import { batchErrorsHref, batchQuery, useConfirmBatch, useDiscardBatch } from "./api";
import { BatchRowsTable } from "./batch-rows-table";

/**
 * /documents/batches/:batchId (issue 24): the validation report before anything is created, then the
 * confirmation, the live progress (document_batches changes refresh it) and the per-row results.
 */
export default function BatchPage() {
  const { batchId = "" } = useParams();
  const batch = useQuery(batchQuery(batchId));
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeader
        title="Geração em lote"
        description={batch.data ? `${batch.data.templateTitle} · ${batch.data.fileName}` : undefined}
      />
      <QueryStates
        query={batch}
        texts={{ loading: "Carregando lote...", error: "Erro ao carregar o lote." }}
        notFound={
          <NotFoundState
            title="Lote não encontrado"
            message="O lote não existe ou você não tem permissão para vê-lo."
            backLabel="Voltar aos modelos"
            onBack={() => void navigate("/documents/generate")}
          />
        }
      >
        {(b) => <BatchView batch={b} />}
      </QueryStates>
    </section>
  );
}

function BatchView({ batch }: { batch: Batch }) {
  const kind = batch.documentStatus === "finalized" ? "finalizados" : "rascunhos";
  const done = batch.createdRows + batch.failedRows;
  const percent = batch.validRows === 0 ? 100 : Math.round((done / batch.validRows) * 100);
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Linhas" value={batch.totalRows} />
        <Figure label="Válidas" value={batch.validRows} tone="text-green-800" />
        <Figure label="Com erros" value={batch.invalidRows} tone={batch.invalidRows ? "text-red-700" : undefined} />
        <Figure label="Documentos criados" value={batch.createdRows} />
      </dl>
      <p className="text-sm text-slate-700">
        Situação: <strong>{BATCH_STATUS_LABELS[batch.status]}</strong> · documentos {kind}
        {batch.signatureRows > 0 && ` · ${batch.signatureRows} com pedido de assinatura`}
      </p>
      {batch.status === "validated" && <ConfirmBox batch={batch} />}
      {batch.status !== "validated" && (
        <div className="flex flex-col gap-2">
          <div className="flex justify-between text-sm">
            <span>{batch.status === "done" ? "Concluído" : "Gerando documentos..."}</span>
            <span>
              {done.toLocaleString("pt-BR")} de {batch.validRows.toLocaleString("pt-BR")} ({percent}%)
            </span>
          </div>
          <ProgressBar
            percent={percent}
            label="Progresso do lote"
            className="h-3 overflow-hidden rounded-full bg-slate-200"
            fillClassName="h-full bg-blue-700 transition-all"
          />
          {batch.failedRows > 0 && <Alert tone="warning">{BATCH_MESSAGES.rowsFailed(batch.failedRows)}</Alert>}
        </div>
      )}
      {(batch.invalidRows > 0 || batch.failedRows > 0) && (
        <div className="flex flex-wrap gap-2">
          <a href={batchErrorsHref(batch.id, "csv")} download className={buttonClass("secondary")}>
            <Download aria-hidden="true" className="size-4" /> Baixar erros (.csv)
          </a>
          <a href={batchErrorsHref(batch.id, "xlsx")} download className={buttonClass("secondary")}>
            <Download aria-hidden="true" className="size-4" /> Baixar erros (.xlsx)
          </a>
        </div>
      )}
      <BatchRowsTable batch={batch} />
    </div>
  );
}

function ConfirmBox({ batch }: { batch: Batch }) {
  const confirm = useConfirmBatch(batch.id);
  const discard = useDiscardBatch(batch.id);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const finalized = batch.documentStatus === "finalized";
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4">
      <p className="text-sm text-blue-900">
        {batch.validRows === 0
          ? "Nenhuma linha válida: corrija a planilha e envie de novo."
          : BATCH_MESSAGES.confirmPrompt(batch.validRows, batch.invalidRows, finalized)}
      </p>
      {discard.error && (
        <Alert tone="error">{clientErrorMessage(discard.error, "Erro ao descartar o lote. Tente novamente.")}</Alert>
      )}
      <div className="flex flex-wrap gap-2">
        {batch.validRows > 0 && (
          <Button
            icon={Check}
            onClick={() => {
              confirm.reset();
              setAsking(true);
            }}
          >
            Confirmar e gerar
          </Button>
        )}
        <Button
          variant="secondary"
          icon={Trash2}
          loading={discard.isPending}
          onClick={() =>
            discard.mutate(undefined, { onSuccess: () => void navigate(`/documents/batch/${batch.templateId ?? ""}`) })
          }
        >
          Descartar e enviar outra planilha
        </Button>
        {batch.templateId && (
          <Link to={`/documents/batch/${batch.templateId}`} className={buttonClass("ghost")}>
            Voltar ao envio
          </Link>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={BATCH_MESSAGES.confirmTitle(batch.validRows, finalized)}
        description={`Os documentos serão criados em segundo plano, e esta página mostra o progresso.${BATCH_MESSAGES.confirmIgnored(batch.invalidRows)}`}
        confirmLabel={BATCH_MESSAGES.confirmButton(batch.validRows)}
        tone="primary"
        pending={confirm.isPending}
        error={confirm.error ? clientErrorMessage(confirm.error, "Erro ao confirmar o lote. Tente novamente.") : null}
        onConfirm={() => confirm.mutate(undefined, { onSuccess: () => setAsking(false) })}
      />
    </div>
  );
}

function Figure({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={`text-2xl font-semibold ${tone ?? "text-slate-900"}`}>{value.toLocaleString("pt-BR")}</dd>
    </div>
  );
}
