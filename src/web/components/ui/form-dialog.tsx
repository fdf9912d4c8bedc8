import type { FormEventHandler } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { Dialog, DialogFooter, type DialogProps } from "./dialog";

/**
 * A modal form (new/edit category, API key, webhook endpoint): the save's error above the fields,
 * "Cancelar" and the submit button below; while it saves it cannot be closed or sent again.
 */
export function FormDialog({
  title,
  description,
  size,
  formLabel = title,
  busy,
  saveError,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: Pick<DialogProps, "title" | "description" | "size" | "children"> & {
  /** The form's accessible name, when not the title. */
  formLabel?: string;
  busy: boolean;
  saveError: string | null;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      description={description}
      size={size}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={formLabel}>
        {saveError && <Alert tone="error">{saveError}</Alert>}
        {children}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
