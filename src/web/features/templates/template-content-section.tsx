import { memo, useCallback, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { type Control, useWatch } from "react-hook-form";
import { renderTemplate } from "../../../domain/templates/render-template";
import type { TemplateFormInput } from "../../../domain/templates/templates";
import { readVariables } from "../../../domain/templates/variables";
import { RenderedHtml } from "../../components/rendered-html";
import { RichTextField } from "../../components/rich-text-field";
import { LogicToolbar } from "./logic-toolbar";

/** The test values of the preview, per variable key: a tiny store the preview subscribes to. */
export function createPreviewStore() {
  let values: Record<string, unknown> = {};
  const listeners = new Set<() => void>();
  return {
    get: () => values,
    set: (key: string, value: unknown) => {
      if (!key || values[key] === value) return;
      values = { ...values, [key]: value };
      for (const l of listeners) l();
    },
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
export type PreviewStore = ReturnType<typeof createPreviewStore>;

/** The editor and the preview: memoised, so typing in a variable card does not re-render the editor. */
export const ContentSection = memo(function ContentSection({
  control,
  error,
  previewValues,
  onAppend,
}: {
  control: Control<TemplateFormInput>;
  error: string | undefined;
  previewValues: PreviewStore;
  /** Appends HTML at the end of the body: the blocks' way while the editor is still loading. */
  onAppend: (html: string) => void;
}) {
  const [open, setOpen] = useState(false);
  // The condition and repetition blocks go where the author's cursor was in the editor.
  const insertRef = useRef<((html: string) => void) | null>(null);
  const insert = useCallback(
    (html: string) => (insertRef.current ? insertRef.current(html) : onAppend(html)),
    [onAppend],
  );
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5">
      <LogicToolbar control={control} onAppend={insert} />
      <RichTextField
        control={control}
        name="templateContent"
        label="Conteúdo do modelo"
        id="template-content"
        error={error}
        placeholder="Escreva o modelo e use {{chave}} para as variáveis"
        minHeight={320}
        insertRef={insertRef}
      />
      <details className="mt-4" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-medium text-slate-800">
          Pré-visualização com os valores de teste
        </summary>
        {open && <Preview control={control} previewValues={previewValues} />}
      </details>
    </section>
  );
});

/** The rendered preview: only while open, it follows the content, the variables and the test values. */
function Preview({ control, previewValues }: { control: Control<TemplateFormInput>; previewValues: PreviewStore }) {
  const content = useWatch({ control, name: "templateContent" }) ?? "";
  const variables = useWatch({ control, name: "variablesSchema" }) ?? [];
  const values = useSyncExternalStore(previewValues.subscribe, previewValues.get);
  const html = useMemo(
    () => renderTemplate({ content, variables: readVariables(variables), values, missing: "placeholder" }),
    [content, variables, values],
  );
  return (
    <div className="mt-2 rounded-md border border-slate-200 p-4">
      <RenderedHtml html={html} />
    </div>
  );
}
