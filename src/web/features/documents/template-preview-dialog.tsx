import { useQuery } from "@tanstack/react-query";
import { DOCUMENT_MESSAGES } from "../../../domain/documents/documents";
import type { AvailableTemplateCard } from "../../../domain/documents/views";
import { renderTemplate } from "../../../domain/templates/render-template";
import { RenderedHtml } from "../../components/rendered-html";
import { Dialog } from "../../components/ui/dialog";
import { ListLoading, QueryError } from "../../components/ui/list-states";
import { availableTemplateQuery, headerFootersQuery } from "./api";

/** The template rendered with empty fields and its default header/footer (the card's preview button). */
export function TemplatePreviewDialog({
  template,
  onClose,
}: {
  template: AvailableTemplateCard | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={template !== null}
      onOpenChange={(open) => !open && onClose()}
      title={template ? `Pré-visualização: ${template.title}` : "Pré-visualização"}
      description="O documento com os campos ainda vazios."
      size="max-w-2xl"
    >
      {template && <PreviewBody id={template.id} />}
    </Dialog>
  );
}

function PreviewBody({ id }: { id: string }) {
  const query = useQuery(availableTemplateQuery(id));
  const blocks = useQuery(headerFootersQuery);
  if (query.isPending) return <ListLoading label="Carregando modelo..." />;
  if (query.isError) return <QueryError query={query} message={DOCUMENT_MESSAGES.templateLoadError} />;
  const t = query.data;
  const find = (blockId: string | null) => blocks.data?.find((b) => b.id === blockId) ?? null;
  const html = renderTemplate({
    content: t.templateContent,
    variables: t.variables,
    values: {},
    header: find(t.defaultHeaderId),
    footer: find(t.defaultFooterId),
    missing: "placeholder",
  });
  return (
    <div className="max-h-[60vh] overflow-auto rounded border border-slate-200 bg-white p-6">
      <RenderedHtml html={html} />
    </div>
  );
}
