import { useQuery } from "@tanstack/react-query";
import { renderTemplate } from "../../../domain/render-template";
import { RenderedHtml } from "../../components/rendered-html";
import { Dialog } from "../../components/ui/dialog";
import { ListError, ListLoading } from "../../components/ui/list-states";
import { type GenerableTemplate, generableTemplateQuery } from "./api";

/** The template rendered with empty fields and its default header/footer (the card's preview button). */
export function TemplatePreviewDialog({
  template,
  onClose,
}: {
  template: GenerableTemplate | null;
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
  const query = useQuery(generableTemplateQuery(id));
  if (query.isPending) return <ListLoading label="Carregando modelo..." />;
  if (query.isError)
    return (
      <ListError
        message="Erro ao carregar modelo de documento."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const t = query.data;
  const html = renderTemplate({
    content: t.content,
    variables: t.variables,
    values: {},
    header: t.defaultHeader,
    footer: t.defaultFooter,
    missing: "placeholder",
  });
  return (
    <div className="max-h-[60vh] overflow-auto rounded border border-slate-200 bg-white p-6">
      <RenderedHtml html={html} />
    </div>
  );
}
