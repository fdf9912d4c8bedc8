import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { TEMPLATE_MESSAGES } from "../../../domain/templates/templates";
import { Alert } from "../../components/ui/alert";
import { ListLoading, QueryError } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { ApiError } from "../../lib/api";
import { templateOptionsQuery, templateQuery } from "./api";
import { TemplateFormView } from "./template-form-view";

/** /admin/templates/new and /admin/templates/edit/{id}: loads what the form needs, then shows it. */
export function TemplateFormScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const options = useQuery(templateOptionsQuery);
  const existing = useQuery({ ...templateQuery(id ?? ""), enabled: Boolean(id), staleTime: 0 });
  const toList = () => void navigate("/admin/templates");

  let body: React.ReactNode;
  if (options.isPending || (id && existing.isPending)) body = <ListLoading label="Carregando modelo..." />;
  else if (id && existing.isError) {
    const notFound = existing.error instanceof ApiError && existing.error.status === 404;
    body = notFound ? (
      <Alert tone="error">
        <strong>{TEMPLATE_MESSAGES.notFoundTitle}</strong> — {TEMPLATE_MESSAGES.notFound}
      </Alert>
    ) : (
      <QueryError query={existing} message={TEMPLATE_MESSAGES.editorLoadError} />
    );
  } else if (options.isError) {
    body = <QueryError query={options} message={TEMPLATE_MESSAGES.categoriesError} />;
  } else {
    body = (
      <TemplateFormView
        key={id ?? "new"}
        template={id ? existing.data : undefined}
        options={options.data}
        onDone={toList}
      />
    );
  }
  return (
    <div>
      <PageHeader title={id ? "Editar Modelo" : "Novo Modelo"} onBack={toList} />
      {body}
    </div>
  );
}
