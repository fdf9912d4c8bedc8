import { useQuery } from "@tanstack/react-query";
import { Download, FileText } from "lucide-react";
import { useParams } from "react-router";
import { DELIVERY_MESSAGES } from "../../../domain/delivery/delivery";
import { formatDate } from "../../../domain/shared/format";
import { BrandLogo, brandStyle, useWhiteLabelDocument } from "../../components/brand-scope";
import { buttonClass } from "../../components/ui/button";
import { ListLoading } from "../../components/ui/list-states";
import { ApiError } from "../../lib/api";
import { sharedDocumentPdfUrl, sharedDocumentQuery } from "./delivery-api";

/** /compartilhado/{token}: the public, read-only page of a shared document (no login): title, date, PDF. */
export default function SharedDocumentPage() {
  const { token = "" } = useParams();
  const q = useQuery(sharedDocumentQuery(token));
  useWhiteLabelDocument(q.data?.brand, "Documento compartilhado");
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4" style={brandStyle(q.data?.brand)}>
      <section className="w-full max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        {q.isPending ? (
          <ListLoading label="Carregando documento..." />
        ) : q.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3">
            <FileText aria-hidden="true" className="size-12 text-slate-400" />
            <h1 className="text-xl font-semibold text-slate-900">Documento indisponível</h1>
            <p className="text-slate-700">
              {q.error instanceof ApiError && q.error.status === 404
                ? DELIVERY_MESSAGES.linkInvalid
                : "Erro ao carregar documento."}
            </p>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-3">
            {q.data.brand.custom || q.data.brand.whiteLabel ? (
              <BrandLogo brand={q.data.brand} className="h-12" />
            ) : (
              <FileText aria-hidden="true" className="size-12 text-blue-700" />
            )}
            <h1 className="text-xl font-semibold text-slate-900">{q.data.title}</h1>
            <p className="text-sm text-slate-700">Criado em {formatDate(q.data.createdAt)}</p>
            <a href={sharedDocumentPdfUrl(token)} className={buttonClass("primary")} download>
              <Download aria-hidden="true" className="size-4" />
              Baixar PDF
            </a>
            <p className="text-xs text-slate-600">Link válido até {formatDate(q.data.expiresAt)}.</p>
          </div>
        )}
      </section>
    </main>
  );
}
