import { AlertTriangle, FileText } from "lucide-react";
import type { UploadedPdfInfo } from "../../../domain/documents/uploaded-pdf";
import { documentPdfUrl } from "./api";

const kilobytes = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
/** "842 kB", "12,3 MB" */
export const fileSizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${kilobytes.format(bytes / (1024 * 1024))} MB` : `${kilobytes.format(bytes / 1024)} kB`;

/** An uploaded PDF's document (issue 40): what was received, its original SHA-256, and the warning of one already signed. */
export function UploadedPdfPanel({ documentId, pdf }: { documentId: string; pdf: UploadedPdfInfo }) {
  return (
    <section aria-labelledby="uploaded-pdf-title" className="rounded-lg border border-slate-200 bg-white">
      <h2 id="uploaded-pdf-title" className="border-b border-slate-200 px-5 py-3 text-base font-semibold">
        PDF enviado
      </h2>
      <div className="flex flex-col gap-3 p-5 text-sm text-slate-800">
        <p className="flex items-center gap-2">
          <FileText aria-hidden="true" className="size-4 text-slate-600" />
          {pdf.pageCount === 1 ? "1 página" : `${pdf.pageCount} páginas`} · {fileSizeText(pdf.byteSize)} ·{" "}
          <a className="text-blue-700 underline" href={documentPdfUrl(documentId)} target="_blank" rel="noreferrer">
            Abrir o PDF
          </a>
        </p>
        <p className="break-all text-xs text-slate-700">SHA-256 do original: {pdf.originalSha256}</p>
        {pdf.warnings.map((w) => (
          <p key={w} role="note" className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-amber-900">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {w}
          </p>
        ))}
      </div>
    </section>
  );
}
