import { useParams } from "react-router";
import { requirePermission } from "../../../domain/auth/permissions";
import { TEMPLATE_MESSAGES } from "../../../domain/templates/templates";
import { RecordPrintPage } from "../../app/record-print-page";
import { RenderedHtml } from "../../components/rendered-html";
import { templateQuery } from "./api";
import { renderTemplatePreview } from "./template-view";

/** /admin/templates/print/{id}: the rendered template alone, ready to print or save as PDF (new tab). */
export default function TemplatePrintPage() {
  const { id = "" } = useParams();
  return (
    <RecordPrintPage
      rule={requirePermission("manage_templates")}
      query={templateQuery(id)}
      heading={(t) => t?.title ?? "Modelo"}
      printLabel="Salvar como PDF / Imprimir"
      loading="Carregando modelo..."
      error={TEMPLATE_MESSAGES.loadError}
      notFound={
        <div role="alert" className="py-12 text-center">
          <p className="font-medium text-slate-900">{TEMPLATE_MESSAGES.notFoundTitle}</p>
          <p className="text-sm text-slate-700">{TEMPLATE_MESSAGES.notFound}</p>
        </div>
      }
    >
      {(t) => <RenderedHtml html={renderTemplatePreview(t)} />}
    </RecordPrintPage>
  );
}
