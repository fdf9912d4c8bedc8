import { useState } from "react";
import { toast } from "sonner";
import { clientErrorMessage } from "../../lib/api";
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

/** What the confirmation of a delete says. */
export interface DeleteTexts<T> {
  title: string;
  /** The question, naming the row. */
  question: (row: T) => string;
  /** The confirm button: "Excluir" unless told. */
  confirmLabel?: string;
  /** The message of a failed delete the server did not explain. */
  failed: string;
  /** The toast once the row is deleted. */
  done: (row: T) => string;
  /** Why the row cannot be deleted, known before asking (shown as the dialog's error). */
  blocked?: (row: T) => string | null;
}

/**
 * useConfirm for deleting a row by its id: the whole ConfirmDialog in `dialog` (spread it), with the
 * delete's failure, and a toast once done.
 */
export function useDeleteConfirm<T extends { id: string }>(
  remove: { mutateAsync: (id: string) => Promise<unknown>; reset: () => void; isPending: boolean; error: unknown },
  texts: DeleteTexts<T>,
) {
  const del = useConfirm<T>(remove, {
    run: (row) => remove.mutateAsync(row.id),
    done: (row) => toast.success(texts.done(row)),
  });
  const row = del.target;
  const blocked = row && texts.blocked ? texts.blocked(row) : null;
  return {
    ask: del.ask,
    dialog: {
      ...del.dialog,
      title: texts.title,
      description: row ? texts.question(row) : "",
      confirmLabel: texts.confirmLabel ?? "Excluir",
      error: remove.error ? clientErrorMessage(remove.error, texts.failed) : blocked,
    } satisfies ConfirmDialogProps,
  };
}
