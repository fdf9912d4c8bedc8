import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { requirePermission } from "../../../domain/permissions";
import { TEMPLATE_MESSAGES } from "../../../domain/templates";
import { PermissionGuard } from "../../app/permission-guard";
import { PrintSheet, usePrintTitle } from "../../components/print-sheet";
import { RenderedHtml } from "../../components/rendered-html";
import { isNotFoundError, ListLoading, QueryError } from "../../components/ui/list-states";
import { templateQuery } from "./api";
import { renderTemplatePreview } from "./template-view";

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
  usePrintTitle(q.data?.title);

  return (
    <PrintSheet heading={q.data?.title ?? "Modelo"} printLabel="Salvar como PDF / Imprimir" ready={Boolean(q.data)}>
      {q.isPending ? (
        <ListLoading label="Carregando modelo..." />
      ) : q.isError && isNotFoundError(q.error) ? (
        <div role="alert" className="py-12 text-center">
          <p className="font-medium text-slate-900">{TEMPLATE_MESSAGES.notFoundTitle}</p>
          <p className="text-sm text-slate-700">{TEMPLATE_MESSAGES.notFound}</p>
        </div>
      ) : q.isError ? (
        <QueryError query={q} message={TEMPLATE_MESSAGES.loadError} />
      ) : (
        <RenderedHtml html={renderTemplatePreview(q.data)} />
      )}
    </PrintSheet>
  );
}
