import { lazy, Suspense } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import type { RichTextEditorProps } from "./rich-text-editor";
import { FieldFrame } from "./ui/form-field";
import { ListLoading } from "./ui/list-states";

// The editor (Quill) loads only with the screens that show it.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/** A required rich-text field of a react-hook-form form: label, lazily loaded editor, error under it. */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  label,
  id,
  error,
  ...editor
}: Pick<RichTextEditorProps, "toolbar" | "placeholder" | "minHeight" | "insertRef"> & {
  control: Control<T>;
  name: Path<T>;
  label: string;
  id: string;
  error?: string;
}) {
  return (
    <FieldFrame label={label} required error={error} id={id}>
      {(a11y) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Suspense fallback={<ListLoading label="Carregando editor..." />}>
              <RichTextEditor
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={label}
                invalid={Boolean(a11y["aria-invalid"])}
                describedBy={a11y["aria-describedby"]}
                {...editor}
              />
            </Suspense>
          )}
        />
      )}
    </FieldFrame>
  );
}
