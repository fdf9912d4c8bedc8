import { useQuery } from "@tanstack/react-query";
import {
  ArrowLeft,
  CheckCircle2,
  FileDown,
  FolderOpen,
  LayoutDashboard,
  Pencil,
  Printer,
  Share2,
  Signature,
} from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import type { DocumentDetail } from "../../../domain/documents/views";
import { formatDate } from "../../../domain/shared/format";
import { canRequestSignature } from "../../../domain/signatures/state";
import { PdfUnavailableNotice } from "../../components/pdf-unavailable-notice";
import { RenderedHtml } from "../../components/rendered-html";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClass } from "../../components/ui/button";
import { ConfirmDialog, useConfirm } from "../../components/ui/confirm-dialog";
import { ListLoading } from "../../components/ui/list-states";
import { ApiError } from "../../lib/api";
import { documentQuery, useFinalizeDocument } from "./api";
import { DeliveryHistory } from "./delivery-history";
import { documentHtml } from "./document-html";
import { FilledData } from "./filled-data";
import { DocxDownloadButton, PdfDownloadButton } from "./pdf-download-button";
import { PdfFileNotice } from "./pdf-file-notice";
import { ShareDialog } from "./share-dialog";
import { SignaturePanel } from "./signature-panel";
import { StatusBadge } from "./status-badge";
import { UploadedPdfPanel } from "./uploaded-pdf-panel";

/** /my-documents/{id}: the document, its data, signature state and actions (spec 3 §2 "Document detail"). */
export default function DocumentDetailPage() {
  const { documentId = "" } = useParams();
  const q = useQuery(documentQuery(documentId));
  if (q.isPending) return <ListLoading label={DOCUMENT_MESSAGES.loading} />;
  if (q.isError) return <NotFound failed={!(q.error instanceof ApiError && q.error.status === 404)} />;
  return <Detail doc={q.data} />;
}

function HeaderButtons() {
  const navigate = useNavigate();
  return (
    <div className="mb-4 flex flex-wrap gap-2">
      <Button icon={ArrowLeft} variant="secondary" onClick={() => void navigate(-1)}>
        Voltar
      </Button>
      <Link to="/dashboard" className={buttonClass("secondary")}>
        <LayoutDashboard aria-hidden="true" className="size-4" />
        Dashboard
      </Link>
      <Link to="/my-documents" className={buttonClass("secondary")}>
        <FolderOpen aria-hidden="true" className="size-4" />
        Meus Documentos
      </Link>
    </div>
  );
}

function NotFound({ failed }: { failed: boolean }) {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 py-12 text-center">
      {failed && <Alert tone="error">{DOCUMENT_MESSAGES.loadError}</Alert>}
      <h1 className="text-xl font-semibold">{DOCUMENT_MESSAGES.notFound}</h1>
      <p className="text-slate-700">{DOCUMENT_MESSAGES.notFoundDetail}</p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          Voltar
        </Button>
        <Link to="/my-documents" className={buttonClass("primary")}>
          Meus Documentos
        </Link>
      </div>
    </section>
  );
}

function Detail({ doc }: { doc: DocumentDetail }) {
  const navigate = useNavigate();
  const finalize = useFinalizeDocument();
  const confirmFinalize = useConfirm<string>(finalize, {
    run: (id) => finalize.mutateAsync(id),
    done: () => toast.success(DOCUMENT_MESSAGES.finalized),
  });
  const [sharing, setSharing] = useState(false);
  const signed = doc.status === "signed";
  const requestable = canRequestSignature(doc);

  const finalizeError = finalize.error
    ? finalize.error instanceof ApiError && finalize.error.status === 409
      ? finalize.error.message
      : DOCUMENT_MESSAGES.finalizeError
    : null;

  return (
    <section className="mx-auto max-w-5xl">
      <HeaderButtons />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{doc.title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <StatusBadge status={doc.status} />
            <span>Categoria: {doc.category?.name ?? "—"}</span>
            <span>Criado em {formatDate(doc.createdAt)}</span>
            <span>{doc.pdf ? "Origem: PDF enviado" : `Modelo: ${doc.template?.title ?? "—"}`}</span>
            {doc.corporateAccount && <span>Organização: {doc.corporateAccount.name}</span>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {doc.status === "draft" && (
            <>
              <Button icon={Pencil} variant="secondary" onClick={() => void navigate(`/documents/edit/${doc.id}`)}>
                Editar
              </Button>
              <Button icon={CheckCircle2} onClick={() => confirmFinalize.ask(doc.id)}>
                Finalizar
              </Button>
            </>
          )}
          {requestable && (
            <Button icon={Signature} onClick={() => void navigate(`/documents/${doc.id}/request-signature`)}>
              Solicitar Assinatura
            </Button>
          )}
          {signed && doc.signedDocumentUrl && (
            <a href={doc.signedDocumentUrl} target="_blank" rel="noreferrer" className={buttonClass("primary")}>
              <FileDown aria-hidden="true" className="size-4" />
              Baixar Documento Assinado
            </a>
          )}
          {!doc.pdf && (
            <a
              href={`/my-documents/${doc.id}/print`}
              target="_blank"
              rel="noopener"
              className={buttonClass("secondary")}
            >
              <Printer aria-hidden="true" className="size-4" />
              {signed ? "Imprimir original" : "Imprimir"}
            </a>
          )}
          <PdfDownloadButton documentId={doc.id} title={doc.title} />
          {!doc.pdf && <DocxDownloadButton documentId={doc.id} title={doc.title} />}
          <Button icon={Share2} variant="secondary" onClick={() => setSharing(true)}>
            Compartilhar
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-6">
        <PdfUnavailableNotice />
        <PdfFileNotice doc={doc} />
        {doc.signature && <SignaturePanel documentId={doc.id} signature={doc.signature} />}
        {doc.pdf ? (
          <UploadedPdfPanel documentId={doc.id} pdf={doc.pdf} />
        ) : (
          <>
            <section aria-labelledby="content-title" className="rounded-lg border border-slate-200 bg-white">
              <h2 id="content-title" className="border-b border-slate-200 px-5 py-3 text-base font-semibold">
                Conteúdo do Documento
              </h2>
              <div className="p-6">
                <RenderedHtml html={documentHtml(doc)} />
              </div>
            </section>
            <FilledData values={doc.filledVariables} variables={doc.variables} />
          </>
        )}
        {doc.status !== "draft" && <DeliveryHistory documentId={doc.id} />}
      </div>
      <ShareDialog
        open={sharing}
        onOpenChange={setSharing}
        documentId={doc.id}
        title={doc.title}
        draft={doc.status === "draft"}
      />
      <ConfirmDialog
        {...confirmFinalize.dialog}
        title="Finalizar documento"
        description={DOCUMENT_MESSAGES.finalizeConfirm}
        confirmLabel="Finalizar"
        tone="primary"
        error={finalizeError}
      />
    </section>
  );
}
