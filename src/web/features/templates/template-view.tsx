import { useQuery } from "@tanstack/react-query";
import { Pencil, Printer } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { renderTemplate } from "../../../domain/templates/render-template";
import { SCOPE_LABELS, scopeOf, TEMPLATE_MESSAGES, type TemplateDetail } from "../../../domain/templates/templates";
import { VARIABLE_TYPE_LABELS } from "../../../domain/templates/variables";
import { RenderedHtml } from "../../components/rendered-html";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ListLoading, QueryError } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { ApiError } from "../../lib/api";
import { templateQuery } from "./api";

/** The template as a document: body with its default header and footer, placeholders highlighted. */
export function renderTemplatePreview(t: TemplateDetail): string {
  return renderTemplate({
    content: t.templateContent,
    variables: t.variablesSchema,
    header: t.defaultHeader,
    footer: t.defaultFooter,
    missing: "placeholder",
  });
}

export const printUrl = (id: string) => `/admin/templates/print/${id}`;

/** /admin/templates/view/{id} (spec 2 §2.2): read-only view with collapsible variables and content. */
export function TemplateViewScreen() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const q = useQuery(templateQuery(id));
  const toList = () => void navigate("/admin/templates");

  if (q.isPending) return <ListLoading label="Carregando modelo..." />;
  if (q.isError) {
    const notFound = q.error instanceof ApiError && q.error.status === 404;
    return (
      <div>
        <PageHeader title="Visualizar Modelo" onBack={toList} />
        {notFound ? (
          <Alert tone="error">
            <strong>{TEMPLATE_MESSAGES.notFoundTitle}</strong> — {TEMPLATE_MESSAGES.notFound}
          </Alert>
        ) : (
          <QueryError query={q} message={TEMPLATE_MESSAGES.loadError} />
        )}
      </div>
    );
  }
  const t = q.data;
  const scope = scopeOf(t.corporateAccount?.id ?? null);
  return (
    <div>
      <PageHeader
        title={t.title}
        onBack={toList}
        actions={
          <>
            <Button
              icon={Printer}
              variant="secondary"
              onClick={() => window.open(printUrl(t.id), "_blank", "noopener")}
            >
              Visualizar/Imprimir
            </Button>
            {t.canEdit && (
              <Button icon={Pencil} onClick={() => void navigate(`/admin/templates/edit/${t.id}`)}>
                Editar
              </Button>
            )}
          </>
        }
      />
      <dl className="mb-6 grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Status</dt>
          <dd className="mt-1">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${t.isActive ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"}`}
            >
              {t.isActive ? "Ativo" : "Inativo"}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Categoria</dt>
          <dd className="mt-1 text-sm">{t.category?.name ?? "Sem categoria"}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Variáveis</dt>
          <dd className="mt-1 text-sm">{t.variablesSchema.length}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Escopo</dt>
          <dd className="mt-1 text-sm">
            {scope === "corporate"
              ? `${SCOPE_LABELS.corporate} — ${t.corporateAccount?.name ?? ""}`
              : SCOPE_LABELS.global}
          </dd>
        </div>
      </dl>

      <details open className="mb-4 rounded-lg border border-slate-200 bg-white">
        <summary className="cursor-pointer px-5 py-3 font-semibold">Variáveis ({t.variablesSchema.length})</summary>
        <div className="border-t border-slate-200 px-5 py-3">
          {t.variablesSchema.length === 0 ? (
            <p className="text-sm text-slate-600">Este modelo não tem variáveis.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {t.variablesSchema.map((v) => (
                <li key={v.key} className="py-2 text-sm">
                  <p className="font-medium text-slate-900">
                    {v.label || v.name || v.key}
                    {v.required && <span className="text-red-700"> *</span>}
                  </p>
                  <p className="text-slate-600">
                    <code className="rounded bg-slate-100 px-1">{`{{${v.key}}}`}</code> · {VARIABLE_TYPE_LABELS[v.type]}
                    {v.required ? " · obrigatória" : ""}
                    {v.options.length > 0 ? ` · opções: ${v.options.join(", ")}` : ""}
                  </p>
                  {(v.name || v.placeholder || v.validation) && (
                    <p className="text-xs text-slate-500">
                      {v.name ? `Nome: ${v.name}. ` : ""}
                      {v.placeholder ? `Placeholder: ${v.placeholder}. ` : ""}
                      {v.validation ? `Validação: ${v.validation}.` : ""}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </details>

      <details open className="rounded-lg border border-slate-200 bg-white">
        <summary className="cursor-pointer px-5 py-3 font-semibold">Conteúdo renderizado</summary>
        <div className="border-t border-slate-200 p-6">
          <RenderedHtml html={renderTemplatePreview(t)} />
        </div>
      </details>
    </div>
  );
}
