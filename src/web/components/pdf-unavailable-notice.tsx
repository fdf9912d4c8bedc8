import { useQuery } from "@tanstack/react-query";
import { documentContracts } from "../../domain/documents/contract";
import { BROWSER_INSTALL_COMMAND, PDF_BROWSER_MESSAGES } from "../../domain/shared/pdf-browser";
import { contractQuery } from "../lib/contract-query";
import { Alert } from "./ui/alert";

/** Whether the server found a browser at start (it does not change while it runs). */
const pdfStatusQuery = contractQuery(["pdf-status"], documentContracts.pdfStatus, {}, { staleTime: 5 * 60_000 });

/** False only when the server said it has no browser: until it answers, and on errors, the screens act as before. */
export function usePdfAvailable(): boolean {
  return useQuery(pdfStatusQuery).data?.available !== false;
}

/**
 * The notice of the screens that need a PDF (document detail, signature request) when the server has
 * no browser (issue 30): what is off, and the one command that turns it on, instead of a bare 503.
 */
export function PdfUnavailableNotice() {
  if (usePdfAvailable()) return null;
  return (
    <Alert tone="warning">
      <p className="font-semibold">{PDF_BROWSER_MESSAGES.unavailableTitle}</p>
      <p className="mt-1">{PDF_BROWSER_MESSAGES.unavailable}</p>
      <code className="mt-2 block overflow-x-auto rounded bg-white/70 px-2 py-1 font-mono text-xs text-slate-900">
        {BROWSER_INSTALL_COMMAND}
      </code>
    </Alert>
  );
}
