import { useQuery } from "@tanstack/react-query";
import { Printer, X } from "lucide-react";
import { useEffect } from "react";
import { useParams } from "react-router";
import { requirePermission } from "../../../domain/permissions";
import { TEMPLATE_MESSAGES } from "../../../domain/templates";
import { PermissionGuard } from "../../app/permission-guard";
import { RenderedHtml } from "../../components/rendered-html";
import { Button } from "../../components/ui/button";
import { isNotFoundError, ListError, ListLoading } from "../../components/ui/list-states";
import { templateQuery } from "./api";
import { renderTemplatePreview } from "./template-view";

const PRINT_CSS = "@page{margin:2cm}@media print{body{background:#fff}}";

/** /admin/templates/print/{id}: the rendered template alone, ready to print or save as PDF (new tab). */
export default function TemplatePrintPage() {
  return (
    <PermissionGuard rule={requirePermission("manage_templates")}>
      <PrintView />
    </PermissionGuard>
  );
}

function PrintView() {
  const { id = "" } = useParams();
  const q = useQuery(templateQuery(id));
  useEffect(() => {
    if (q.data) document.title = `${q.data.title} — Minuta`;
  }, [q.data]);

  return (
    <main className="min-h-screen bg-slate-100 print:bg-white">
      <style>{PRINT_CSS}</style>
      <div className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3 print:hidden">
        <h1 className="truncate text-base font-semibold">{q.data?.title ?? "Modelo"}</h1>
        <div className="flex gap-2">
          {/* Printing is offered only once there is a template to print. */}
          {q.data && (
            <Button onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Salvar como PDF / Imprimir
            </Button>
          )}
          <Button variant="secondary" onClick={() => window.close()}>
            <X aria-hidden="true" className="size-4" />
            Fechar
          </Button>
        </div>
      </div>
      <div className="mx-auto my-6 max-w-[21cm] bg-white p-[2cm] shadow print:m-0 print:max-w-none print:p-0 print:shadow-none">
        {q.isPending ? (
          <ListLoading label="Carregando modelo..." />
        ) : q.isError && isNotFoundError(q.error) ? (
          <div role="alert" className="py-12 text-center">
            <p className="font-medium text-slate-900">{TEMPLATE_MESSAGES.notFoundTitle}</p>
            <p className="text-sm text-slate-700">{TEMPLATE_MESSAGES.notFound}</p>
          </div>
        ) : q.isError ? (
          <ListError message={TEMPLATE_MESSAGES.loadError} onRetry={() => void q.refetch()} retrying={q.isFetching} />
        ) : (
          <RenderedHtml html={renderTemplatePreview(q.data)} />
        )}
      </div>
    </main>
  );
}
