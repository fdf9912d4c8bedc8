import { FileDown, FileText } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import { DOCUMENT_PDF_MESSAGES } from "../../../domain/documents/pdf-state";
import { wordContracts } from "../../../domain/word/contract";
import { usePdfAvailable } from "../../components/pdf-unavailable-notice";
import { Button } from "../../components/ui/button";
import { toApiError } from "../../lib/api";
import { contractHref } from "../../lib/client";
import { documentPdfUrl } from "./api";

/**
 * A button that fetches a server-made file and saves it under the document's title; a failure shows
 * the server's Portuguese error instead of a silently broken download.
 */
function FileDownloadButton({
  url,
  fileName,
  label,
  icon,
  failure,
  disabled,
}: {
  url: string;
  fileName: string;
  label: string;
  icon: typeof FileDown;
  failure: string;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch(url, { credentials: "same-origin" });
      if (res.status === 202) {
        // A finalized document's PDF not stored yet (issue 50): the server says so in Portuguese.
        const pending = (await res.json().catch(() => null)) as { message?: string } | null;
        toast.info(pending?.message ?? DOCUMENT_PDF_MESSAGES.notReady);
        return;
      }
      if (!res.ok) {
        const error = toApiError(res.status, await res.json().catch(() => null));
        toast.error(error.code === "HTTP_ERROR" ? failure : error.message);
        return;
      }
      const href = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = href;
      a.download = fileName;
      a.click();
      window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch {
      toast.error(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={icon} variant="secondary" onClick={() => void download()} loading={busy} disabled={disabled}>
      {label}
    </Button>
  );
}

const safeName = (title: string) => title.replace(/[\\/:*?"<>|]+/g, "-");

/**
 * 'Baixar PDF': the server-made PDF (GET /api/documents/:id/pdf; a 503 says what the administrator
 * runs). Off while the server has no browser (the page's notice says why).
 */
export function PdfDownloadButton({ documentId, title }: { documentId: string; title: string }) {
  const available = usePdfAvailable();
  return (
    <FileDownloadButton
      url={documentPdfUrl(documentId)}
      fileName={`${safeName(title)}.pdf`}
      label="Baixar PDF"
      icon={FileDown}
      failure={DOCUMENT_MESSAGES.pdfError}
      disabled={!available}
    />
  );
}

/** 'Baixar Word': an editable, unsigned .docx copy (issue 25); the signed PDF stays the original. */
export function DocxDownloadButton({ documentId, title }: { documentId: string; title: string }) {
  return (
    <FileDownloadButton
      url={contractHref(wordContracts.documentDocx, { id: documentId })}
      fileName={`${safeName(title)}.docx`}
      label="Baixar Word"
      icon={FileText}
      failure="Erro ao gerar o arquivo Word. Tente novamente."
    />
  );
}
