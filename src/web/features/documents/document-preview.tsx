import { renderTemplate } from "../../../domain/templates/render-template";
import type { HeaderFooterBlock } from "../../../domain/templates/templates";
import type { VariableDefinition } from "../../../domain/templates/variables";
import { RenderedHtml } from "../../components/rendered-html";

/** The live preview beside the form: the one renderer of src/domain, header and footer included. */
export function DocumentPreview({
  content,
  variables,
  values,
  header,
  footer,
}: {
  content: string;
  variables: readonly VariableDefinition[];
  values: Record<string, unknown>;
  header: HeaderFooterBlock | null;
  footer: HeaderFooterBlock | null;
}) {
  const html = renderTemplate({ content, variables, values, header, footer, missing: "placeholder" });
  return (
    <section aria-labelledby="document-preview-title" className="rounded-lg border border-slate-200 bg-white">
      <h2 id="document-preview-title" className="border-b border-slate-200 px-4 py-3 text-sm font-semibold">
        Pré-visualização
      </h2>
      <div data-testid="document-preview" className="max-h-[80vh] overflow-auto p-6">
        <RenderedHtml html={html} />
      </div>
    </section>
  );
}
