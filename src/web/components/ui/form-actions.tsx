import { Save } from "lucide-react";
import { Button } from "./button";

// Its own module, not form-field.tsx: the login page's fields come without the save icon (decision 0031).
/** Cancelar + the submit button (with the save icon) at the end of a form. */
export function FormActions({
  onCancel,
  saving,
  label,
  lockCancel = false,
  submitDisabled,
  className = "",
}: {
  onCancel: () => void;
  saving: boolean;
  label: string;
  /** Disable Cancelar while saving. */
  lockCancel?: boolean;
  submitDisabled?: boolean;
  className?: string;
}) {
  return (
    <div className={["flex flex-wrap justify-end gap-2", className].filter(Boolean).join(" ")}>
      <Button variant="secondary" onClick={onCancel} disabled={lockCancel ? saving : undefined}>
        Cancelar
      </Button>
      <Button type="submit" icon={Save} loading={saving} disabled={submitDisabled}>
        {label}
      </Button>
    </div>
  );
}
