import { Eye, FileSpreadsheet, FileText } from "lucide-react";
import { Link } from "react-router";
import { TEMPLATE_CARD_FIELDS, templateBadgeLabel } from "../../../domain/documents/documents";
import type { AvailableTemplateCard } from "../../../domain/documents/views";
import { buttonClass } from "../../components/ui/button";

/** A template card of the selection grid (spec 3 §2 "Template selection"). */
export function TemplateCard({ template, onPreview }: { template: AvailableTemplateCard; onPreview: () => void }) {
  const count = template.variableCount;
  const shown = template.firstFields.slice(0, TEMPLATE_CARD_FIELDS);
  const more = count - shown.length;
  const corporate = template.corporateAccountId !== null;
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{template.title}</h2>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${
            corporate ? "bg-purple-100 text-purple-800" : "bg-blue-100 text-blue-800"
          }`}
        >
          {templateBadgeLabel(template.corporateAccountId)}
        </span>
      </div>
      <p className="text-sm text-slate-600">{template.category?.name ?? "Sem categoria"}</p>
      <p className="text-sm text-slate-700">
        {count} {count === 1 ? "campo para preencher" : "campos para preencher"}
      </p>
      {shown.length > 0 && (
        <ul className="list-inside list-disc text-sm text-slate-700">
          {shown.map((f) => (
            <li key={f.key}>
              {f.label || f.key}
              {f.required && <span className="text-red-700"> *</span>}
            </li>
          ))}
          {more > 0 && <li className="list-none text-slate-500">+{more} campos</li>}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Link to={`/documents/generate/${template.id}`} className={buttonClass("primary", "flex-1")}>
          <FileText aria-hidden="true" className="size-4" />
          Gerar Documento
        </Link>
        <Link
          to={`/documents/batch/${template.id}`}
          className={buttonClass("secondary")}
          title="Gerar vários documentos a partir de uma planilha"
        >
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          Gerar em lote
        </Link>
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={onPreview}
          aria-label={`Pré-visualizar ${template.title}`}
        >
          <Eye aria-hidden="true" className="size-4" />
        </button>
      </div>
    </article>
  );
}
