import { Copy, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { copyWithToast } from "../lib/clipboard";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
import { Dialog, DialogFooter } from "./ui/dialog";

/**
 * A secret the server shows this one time (an API key, a webhook signing secret): the warning, the
 * secret selectable in a read-only field, a copy button, and a close button that says it was kept.
 */
export function SecretOnceDialog({
  title,
  warning,
  label,
  secret,
  testId,
  copyLabel,
  copiedMessage,
  doneLabel,
  onClose,
}: {
  title: string;
  warning: ReactNode;
  label: string;
  secret: string;
  testId: string;
  copyLabel: string;
  copiedMessage: string;
  doneLabel: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <div className="flex flex-col gap-4">
        <Alert tone="warning">
          <span className="flex gap-2">
            <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
            {warning}
          </span>
        </Alert>
        <label className="flex flex-col gap-1 text-sm text-slate-800">
          {label}
          <input
            readOnly
            value={secret}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all"
            data-testid={testId}
          />
        </label>
        <DialogFooter>
          <Button icon={Copy} variant="secondary" onClick={() => void copyWithToast(secret, copiedMessage)}>
            {copyLabel}
          </Button>
          <Button onClick={onClose}>{doneLabel}</Button>
        </DialogFooter>
      </div>
    </Dialog>
  );
}
