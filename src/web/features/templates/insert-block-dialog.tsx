import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogFooter } from "../../components/ui/dialog";

/**
 * The editor's "Inserir condição" / "Inserir repetição" dialogs: what the block needs is asked in
 * `children`, or, while the template lacks the variable the block is built on, `missing` says which
 * to create first. The insert button carries the dialog's title.
 */
export function InsertBlockDialog({
  open,
  onOpenChange,
  title,
  description,
  missing,
  canInsert,
  onInsert,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  missing: string | null;
  canInsert: boolean;
  onInsert: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {missing ? <p className="text-sm text-slate-600">{missing}</p> : children}
      <DialogFooter>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancelar
        </Button>
        <Button onClick={onInsert} disabled={!canInsert}>
          {title}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
