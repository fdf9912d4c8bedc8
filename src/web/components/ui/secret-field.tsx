import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, type Ref, useState } from "react";
import { FieldFrame } from "./form-field";

/**
 * A password / API key input with a show-hide button. Stored secrets are never sent to the browser:
 * `storedHint` (e.g. "••••••••abcd") tells that one exists and that a blank field keeps it.
 */
export function SecretField({
  label,
  error,
  hint,
  storedHint,
  requiredMark,
  className,
  id,
  ref,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: string;
  error?: string;
  hint?: string;
  storedHint?: string | null;
  requiredMark?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const [visible, setVisible] = useState(false);
  const fullHint = [storedHint ? `Valor salvo: ${storedHint}. Deixe em branco para mantê-lo.` : null, hint]
    .filter(Boolean)
    .join(" ");
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={fullHint || undefined}
      id={id}
      className={className}
      required={requiredMark}
    >
      {(a11y) => (
        <div className="relative">
          <input
            ref={ref}
            type={visible ? "text" : "password"}
            autoComplete="new-password"
            spellCheck={false}
            placeholder={storedHint ? "•••••••• (mantido)" : undefined}
            className={`w-full rounded-md border bg-white py-2 pr-10 pl-3 text-sm shadow-sm outline-none focus:ring-2 focus:ring-blue-600 ${
              error ? "border-red-600" : "border-slate-300"
            }`}
            {...a11y}
            {...rest}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? `Ocultar ${label}` : `Mostrar ${label}`}
            aria-pressed={visible}
            className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-1 text-slate-500 hover:bg-slate-100"
          >
            {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
