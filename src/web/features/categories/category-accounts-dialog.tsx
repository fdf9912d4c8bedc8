import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts/accounts";
import { CATEGORY_MESSAGES, type Category } from "../../../domain/categories/categories";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog, DialogFooter } from "../../components/ui/dialog";
import { CheckboxField } from "../../components/ui/form-field";
import { ListEmpty, ListLoading, QueryError } from "../../components/ui/list-states";
import { ApiError } from "../../lib/api";
import { categoryAccountsQuery, useSaveCategoryAccounts } from "./api";

/**
 * "Gerenciar contas corporativas" of a category: the active accounts with checkboxes; saving replaces
 * the category's links (which decide the accounts that may use it).
 */
export function CategoryAccountsDialog({
  category,
  onClose,
  onSaved,
}: {
  category: Category;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const accounts = useQuery(categoryAccountsQuery(category.id));
  // null until the user changes something: the server's current links are shown as they are.
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const save = useSaveCategoryAccounts();
  const current = picked ?? new Set(accounts.data?.filter((a) => a.linked).map((a) => a.id));

  const toggle = (id: string, on: boolean) => {
    const next = new Set(current);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };

  const submit = async () => {
    try {
      await save.mutateAsync({ id: category.id, accountIds: [...current] });
      onSaved(`Contas corporativas da categoria "${category.name}" atualizadas`);
    } catch {
      // The error is shown from save.error below.
    }
  };

  const all = accounts.data ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title="Gerenciar contas corporativas"
      description={`Selecione as contas corporativas que podem usar a categoria "${category.name}".`}
    >
      {accounts.isPending ? (
        <ListLoading label="Carregando contas corporativas..." />
      ) : accounts.isError ? (
        <QueryError query={accounts} message={ACCOUNT_MESSAGES.listError} />
      ) : all.length === 0 ? (
        <ListEmpty title="Nenhuma conta corporativa ativa" />
      ) : (
        <fieldset>
          <legend className="mb-2 flex w-full justify-between text-sm text-slate-600">
            <span>Contas corporativas ativas</span>
            <span>
              {current.size} de {all.length} {current.size === 1 ? "selecionada" : "selecionadas"}
            </span>
          </legend>
          <div className="mb-2 flex gap-3 text-sm">
            <button
              type="button"
              className="text-blue-700 hover:underline"
              onClick={() => setPicked(new Set(all.map((a) => a.id)))}
            >
              Selecionar todas
            </button>
            <button type="button" className="text-blue-700 hover:underline" onClick={() => setPicked(new Set())}>
              Limpar seleção
            </button>
          </div>
          <div className="max-h-72 space-y-2 overflow-y-auto rounded-md border border-slate-200 p-3">
            {all.map((a) => (
              <CheckboxField
                key={a.id}
                label={a.name}
                checked={current.has(a.id)}
                onChange={(e) => toggle(a.id, e.target.checked)}
              />
            ))}
          </div>
        </fieldset>
      )}
      {save.isError && (
        <div className="mt-4">
          <Alert tone="error">
            {save.error instanceof ApiError && save.error.status < 500 && !save.error.isNetwork
              ? save.error.message
              : CATEGORY_MESSAGES.linksSaveError}
          </Alert>
        </div>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          Cancelar
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending} disabled={!accounts.isSuccess}>
          Salvar
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
