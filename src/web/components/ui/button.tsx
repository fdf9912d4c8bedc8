import { type LucideIcon, Trash2 } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "ghost" | "danger";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-blue-700 text-white hover:bg-blue-800 disabled:bg-blue-400",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:text-slate-400",
  ghost: "text-slate-700 hover:bg-slate-100 disabled:text-slate-400",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-red-400",
};

export function buttonClass(variant: Variant = "primary", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  loading?: boolean;
  /** An icon before the text (hidden from screen readers); the spinner takes its place while loading. */
  icon?: LucideIcon;
}

export function Button({
  variant = "primary",
  loading = false,
  className = "",
  type = "button",
  disabled,
  icon: Icon,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {Icon && !loading && <Icon aria-hidden="true" className="size-4" />}
      {children}
    </button>
  );
}

/** The small "Remover" of one entry in an editable list (an item, a field, a variable); `label` names the entry. */
export function RemoveButton({ label, ...rest }: { label: string } & Omit<ButtonProps, "variant" | "className">) {
  return (
    <Button variant="ghost" className="px-2 py-1 text-xs text-red-700" aria-label={label} {...rest}>
      <Trash2 aria-hidden="true" className="size-3.5" />
      Remover
    </Button>
  );
}
