import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

const control = (error?: string) =>
  `w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm outline-none focus:ring-2 focus:ring-blue-600 disabled:bg-slate-100 disabled:text-slate-500 [&[readonly]]:bg-slate-100 [&[readonly]]:text-slate-700 ${
    error ? "border-red-600" : "border-slate-300"
  }`;

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  className?: string;
  required?: boolean;
  children: (a11y: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}

/** Label above, control, hint and error under it; the error is linked with aria-describedby. */
export function FieldFrame({ label, error, hint, id, className = "", required, children }: FieldFrameProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children({ id: inputId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface Common {
  label: string;
  error?: string;
  hint?: string;
  /** Shows a required marker next to the label. */
  requiredMark?: boolean;
  className?: string;
}

/** Splits the frame's props (label, error, hint, marker, layout, id) from the control's own. */
function splitFrame<T extends Common & { id?: string }>({
  label,
  error,
  hint,
  requiredMark,
  className,
  id,
  ...rest
}: T) {
  return [{ label, error, hint, className, id, required: requiredMark }, rest] as const;
}

type A11y = Parameters<FieldFrameProps["children"]>[0];

/** A control in its FieldFrame: `render` gets the control's own props with its class and a11y attributes. */
function framed<T extends Common & { id?: string }>(
  props: T,
  render: (control: Omit<T, keyof Common | "id"> & A11y & { className: string }) => ReactNode,
) {
  const [frame, rest] = splitFrame(props);
  return <FieldFrame {...frame}>{(a11y) => render({ className: control(frame.error), ...a11y, ...rest })}</FieldFrame>;
}

export function InputField({
  ref,
  ...props
}: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return framed(props, (input) => <input ref={ref} {...input} />);
}

export function SelectField({
  ref,
  ...props
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return framed(props, (select) => <select ref={ref} {...select} />);
}

export function TextAreaField({
  ref,
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return framed(props, (textarea) => <textarea ref={ref} rows={3} {...textarea} />);
}

/** A checkbox with its label on the right. */
export function CheckboxField({
  label,
  error,
  hint,
  className = "",
  id,
  ref,
  ...rest
}: Omit<Common, "requiredMark"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { ref?: Ref<HTMLInputElement> }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          ref={ref}
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-blue-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        <label htmlFor={inputId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A select's choice: the submitted value and its visible text. */
export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** The <option>s of a select, one per choice. */
export function Options({ items }: { items: ReadonlyArray<Choice> }) {
  return items.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

/** Choices from a list of values and their labels (e.g. the statuses of a domain). */
export const labelledChoices = <V extends string>(values: ReadonlyArray<V>, labels: Record<V, string>): Choice<V>[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** Choices from records with an id and a name (accounts, categories…). */
export const namedChoices = (items: ReadonlyArray<{ id: string; name: string }>): Choice[] =>
  items.map((i) => ({ value: i.id, label: i.name }));

/** The <option>s of a domain's values, each shown by its label (statuses, types…). */
export function LabelledOptions<V extends string>({
  values,
  labels,
}: {
  values: ReadonlyArray<V>;
  labels: Record<V, string>;
}) {
  return <Options items={labelledChoices(values, labels)} />;
}

/** The <option>s of records with an id and a name (accounts, categories…). */
export function NamedOptions({ items }: { items: ReadonlyArray<{ id: string; name: string }> }) {
  return <Options items={namedChoices(items)} />;
}

/** register() options of a number input: a blank input is NaN (the schema's "required" message). */
export const numberInput = { setValueAs: (v: unknown) => (v === "" || v === null ? Number.NaN : Number(v)) };

/**
 * A field held in component state rather than in a form: its `value` and an `onChange` that stores
 * what was typed or chosen. `<InputField {...bound(title, setTitle)} />`.
 */
export const bound = (value: string, set: (value: string) => void) => ({
  value,
  onChange: (e: { target: { value: string } }) => set(e.target.value),
});

/** A titled group of fields (fieldset + legend) on a form page; `className` sets its grid. */
export function FormSection({
  title,
  description,
  className = "gap-4 sm:grid-cols-2",
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`grid rounded-lg border border-slate-200 bg-white p-5 ${className}`}>
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {description && <p className="text-sm text-slate-600 sm:col-span-2">{description}</p>}
      {children}
    </fieldset>
  );
}

/** A select's choices that are their own text (a "Lista de Opções"), after an empty "Selecione..." one. */
export function ChoiceOptions({ options }: { options: readonly string[] }) {
  return (
    <>
      <option value="">Selecione...</option>
      {options.map((o, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options still being typed in the editor may repeat
        <option key={i} value={o}>
          {o}
        </option>
      ))}
    </>
  );
}
