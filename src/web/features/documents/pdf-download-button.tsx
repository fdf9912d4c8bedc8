import { FileDown } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { DOCUMENT_MESSAGES } from "../../../domain/documents";
import { Button } from "../../components/ui/button";
import { documentPdfUrl } from "./api";

/**
 * 'Baixar PDF': fetches the server-made PDF (GET /api/documents/:id/pdf) and saves it; a failure
 * shows the Portuguese error instead of a silently broken download.
 */
export function PdfDownloadButton({ documentId, title }: { documentId: string; title: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch(documentPdfUrl(documentId), { credentials: "same-origin" });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
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
    <Button variant="secondary" onClick={() => void download()} loading={busy}>
      {!busy && <FileDown aria-hidden="true" className="size-4" />}
      Baixar PDF
    </Button>
  );
}
