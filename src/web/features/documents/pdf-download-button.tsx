import { FileDown } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { DOCUMENT_MESSAGES } from "../../../domain/documents";
import { usePdfAvailable } from "../../components/pdf-unavailable-notice";
import { Button } from "../../components/ui/button";
import { toApiError } from "../../lib/api";
import { documentPdfUrl } from "./api";

/**
 * 'Baixar PDF': fetches the server-made PDF (GET /api/documents/:id/pdf) and saves it; a failure
 * shows the server's Portuguese error (a 503 says what the administrator runs) instead of a silently
 * broken download. Off while the server has no browser (the page's notice says why).
 */
export function PdfDownloadButton({ documentId, title }: { documentId: string; title: string }) {
  const [busy, setBusy] = useState(false);
  const available = usePdfAvailable();
  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch(documentPdfUrl(documentId), { credentials: "same-origin" });
      if (!res.ok) {
        const error = toApiError(res.status, await res.json().catch(() => null));
        toast.error(error.code === "HTTP_ERROR" ? DOCUMENT_MESSAGES.pdfError : error.message);
        return;
      }
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = `${title.replace(/[\\/:*?"<>|]+/g, "-")}.pdf`;
      a.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast.error(DOCUMENT_MESSAGES.pdfError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={FileDown} variant="secondary" onClick={() => void download()} loading={busy} disabled={!available}>
      Baixar PDF
    </Button>
  );
}
