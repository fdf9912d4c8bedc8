import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { TEMPLATE_MESSAGES } from "../../../domain/templates/templates";
import { Button } from "../../components/ui/button";
import { Dialog, DialogFooter } from "../../components/ui/dialog";
import { ListLoading, QueryError } from "../../components/ui/list-states";
import { categoryOptionsQuery } from "./api";

/**
 * The category-selection modal of the account form (spec 2 §2.7). "Aplicar" puts the choice in the form
 * (saved with the account); "Cancelar" goes back to the stored selection. Mount it only while open, so
 * each opening starts from the form's current selection.
 */
export function CategorySelectDialog({
  open,
  onOpenChange,
  selected,
  stored,
  limit = null,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: string[];
  stored: string[];
  /** The chosen plan's max_categories_allowed: the selection stops there. Null: no plan, no limit. */
  limit?: { max: number; planName: string } | null;
  onApply: (ids: string[]) => void;
}) {
  const options = useQuery({ ...categoryOptionsQuery, enabled: open });
  const [draft, setDraft] = useState<string[]>(selected);
  const atLimit = limit !== null && draft.length >= limit.max;
  const toggle = (id: string) =>
    setDraft((d) => (d.includes(id) ? d.filter((x) => x !== id) : limit && d.length >= limit.max ? d : [...d, id]));
  const cancel = () => {
    onApply(stored);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? onOpenChange(true) : cancel())}
      title="Selecionar categorias"
      description="Categorias de documentos disponíveis para esta conta. As alterações só valem ao salvar a conta."
      size="max-w-lg"
    >
      {options.isPending ? (
        <ListLoading label="Carregando categorias..." />
      ) : options.isError ? (
        <QueryError query={options} message={TEMPLATE_MESSAGES.categoriesError} />
      ) : options.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma categoria cadastrada.</p>
      ) : (
        <fieldset>
          <legend className="sr-only">Categorias</legend>
          {limit && (
            <p
              className={`mb-2 text-sm ${atLimit ? "font-medium text-amber-800" : "text-slate-600"}`}
              aria-live="polite"
              data-testid="category-limit-dialog"
            >
              {draft.length} de {limit.max} — limite do plano {limit.planName}
              {atLimit ? ". Desmarque uma categoria para escolher outra." : "."}
            </p>
          )}
          <div className="mb-2 flex gap-2 text-xs">
            <button
              type="button"
              className="text-blue-700 hover:underline"
              onClick={() =>
                setDraft(options.data.map((c) => c.id).slice(0, limit ? Math.max(limit.max, 0) : undefined))
              }
            >
              Selecionar todas
            </button>
            <button type="button" className="text-blue-700 hover:underline" onClick={() => setDraft([])}>
              Limpar seleção
            </button>
          </div>
          <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
            {options.data.map((c) => (
              <li key={c.id}>
                <label className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-slate-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-blue-700"
                    checked={draft.includes(c.id)}
                    disabled={atLimit && !draft.includes(c.id)}
                    onChange={() => toggle(c.id)}
                  />
                  <span>
                    <span className="block text-sm font-medium text-slate-900">{c.name}</span>
                    {c.description && <span className="block text-xs text-slate-600">{c.description}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={cancel}>
          Cancelar
        </Button>
        <Button
          onClick={() => {
            onApply(draft);
            onOpenChange(false);
          }}
        >
          Aplicar ({draft.length})
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
