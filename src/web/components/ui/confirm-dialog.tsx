import { useState } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { Dialog, DialogFooter } from "./dialog";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  /** A failure of the confirmed action, shown inside the dialog. */
  error?: string | null;
  tone?: "danger" | "primary";
}

/** Asks before a destructive action (delete, deactivate). The caller closes it when the action succeeds. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  error,
  tone = "danger",
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !pending && onOpenChange(o)}
      title={title}
      description={description}
      size="max-w-md"
    >
      {error && <Alert tone="error">{error}</Alert>}
      <DialogFooter>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
          Cancelar
        </Button>
        <Button variant={tone} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

/**
 * A row action that asks first (delete, deactivate): `ask(row)` clears the mutation's last error and
 * opens the dialog; confirming runs `run(row)`, then `done(row)` and closes it; a failure stays in the
 * dialog (the caller shows the mutation's error) and goes to `failed`.
 */
export function useConfirm<T>(
  mutation: { reset: () => void; isPending: boolean },
  { run, done, failed }: { run: (row: T) => Promise<unknown>; done: (row: T) => void; failed?: (err: unknown) => void },
) {
  const [target, setTarget] = useState<T | null>(null);
  const confirm = async () => {
    if (!target) return;
    try {
      await run(target);
      done(target);
      setTarget(null);
    } catch (err) {
      failed?.(err);
    }
  };
  return {
    target,
    ask: (row: T) => {
      mutation.reset();
      setTarget(row);
    },
    /** open / onOpenChange / onConfirm / pending of the ConfirmDialog. */
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => !open && setTarget(null),
      onConfirm: () => void confirm(),
      pending: mutation.isPending,
    },
  };
}
