import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, ArrowLeft, LayoutGrid } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { DOCUMENT_MESSAGES, type SaveStatus } from "../../../domain/documents/documents";
import type { AvailableTemplateDetail, DocumentDetail, HeaderFooterOption } from "../../../domain/documents/views";
import { Button } from "../../components/ui/button";
import { ListLoading } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { SuccessScreen } from "../../components/ui/success-screen";
import { ApiError } from "../../lib/api";
import { availableTemplateQuery, documentQuery, headerFootersQuery, useSaveDocument } from "./api";
import { DocumentForm } from "./document-form";
import { type DocumentFormValues, initialValues } from "./document-form-schema";

/**
 * /documents/generate/:templateId (new document) and /documents/edit/:documentId (a draft):
 * loads what the form needs, shows the success screen, then /my-documents after 2 s (spec 3 §2, §4).
 */
export default function DocumentFormPage() {
  const { templateId, documentId } = useParams();
  const editing = documentId !== undefined;
  const document = useQuery({ ...documentQuery(documentId ?? ""), enabled: editing });
  const effectiveTemplateId = editing ? document.data?.template?.id : templateId;
  const template = useQuery({
    ...availableTemplateQuery(effectiveTemplateId ?? ""),
    enabled: effectiveTemplateId !== undefined,
    retry: false,
  });
  const blocks = useQuery(headerFootersQuery);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const title = editing ? "Editar Documento" : "Gerar Documento";

  if (done)
    return (
      <section className="mx-auto max-w-xl py-8">
        <SuccessScreen
          title={editing ? DOCUMENT_MESSAGES.updated : DOCUMENT_MESSAGES.created}
          message="Você será redirecionado para os seus documentos."
          onDone={() => void navigate("/my-documents")}
        />
      </section>
    );

  const failure = editing && document.isError ? document.error : template.isError ? template.error : null;
  if (failure || (editing && document.data && !document.data.template))
    return <FormLoadError error={failure} editing={editing} />;
  if ((editing && document.isPending) || !template.data || blocks.isPending)
    return <ListLoading label={editing ? DOCUMENT_MESSAGES.loading : "Carregando modelo..."} />;
  if (editing && document.data && document.data.status !== "draft")
    return <FormLoadError error={new ApiError(409, "NOT_DRAFT", DOCUMENT_MESSAGES.onlyDraftsEditable)} editing />;

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader title={title} description={template.data.title} onBack={() => void navigate(-1)} />
      <LoadedForm
        template={template.data}
        document={editing ? document.data : undefined}
        blocks={blocks.data ?? []}
        onSaved={() => setDone(true)}
      />
    </section>
  );
}

function LoadedForm({
  template,
  document,
  blocks,
  onSaved,
}: {
  template: AvailableTemplateDetail;
  document?: DocumentDetail;
  blocks: HeaderFooterOption[];
  onSaved: () => void;
}) {
  const save = useSaveDocument(document?.id);
  // A document keeps its own variable set (stored with it); a new one takes the template's.
  const variables = document && document.variables.length > 0 ? document.variables : template.variables;
  const defaults: DocumentFormValues = {
    values: initialValues(variables, document?.filledVariables),
    headerId: document ? (document.headerId ?? "") : (template.defaultHeaderId ?? ""),
    footerId: document ? (document.footerId ?? "") : (template.defaultFooterId ?? ""),
    recipientEmail: document?.recipientEmail ?? "",
    recipientPhone: document?.recipientPhone ?? "",
    autoSendEmail: document?.autoSendEmail ?? false,
    autoSendWhatsapp: document?.autoSendWhatsapp ?? false,
  };
  const onSave = async (v: DocumentFormValues, status: SaveStatus) => {
    const body = { ...v, status };
    await save.mutateAsync(document ? body : { ...body, templateId: template.id });
    onSaved();
  };
  return (
    <DocumentForm
      variables={variables}
      templateContent={template.templateContent}
      headerFooters={blocks}
      defaults={defaults}
      onSave={onSave}
    />
  );
}

/** The error screen of the form, with Voltar and Modelos (spec 3 §2). */
function FormLoadError({ error, editing }: { error: unknown; editing: boolean }) {
  const navigate = useNavigate();
  const fallback = editing ? DOCUMENT_MESSAGES.loadError : DOCUMENT_MESSAGES.templateLoadError;
  const message =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 400
      ? error.message
      : fallback;
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
      <AlertTriangle aria-hidden="true" className="size-12 text-red-600" />
      <h1 className="text-xl font-semibold">Erro</h1>
      <p className="text-slate-700">{message}</p>
      <div className="flex gap-2">
        <Button icon={ArrowLeft} variant="secondary" onClick={() => void navigate(-1)}>
          Voltar
        </Button>
        <Button icon={LayoutGrid} onClick={() => void navigate("/documents/generate")}>
          Modelos
        </Button>
      </div>
    </section>
  );
}
