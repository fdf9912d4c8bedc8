import { Plus } from "lucide-react";
import { type KeyboardEvent, type SelectHTMLAttributes, useEffect, useMemo, useState } from "react";
import { CATEGORY_MESSAGES } from "../../../domain/categories/categories";
import { Button } from "../../components/ui/button";
import { InputField, NamedOptions, SelectField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { useCreateTemplateCategory } from "./api";

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { error?: string; ref?: React.Ref<HTMLSelectElement> };

/**
 * The template form's category (issue 48 point 4): the categories the account may use, and "Nova
 * categoria" to make one of its own there and then — selected as soon as it is in the list. With none
 * yet, the select says so and how to make the first.
 */
export function CategoryField({
  categories: offered,
  current,
  select,
  onCreated,
}: {
  categories: ReadonlyArray<{ id: string; name: string }>;
  /** The template's category, kept in the list even if the account no longer has it. */
  current?: { id: string; name: string } | null;
  /** The form's binding of `categoryId` (register + error). */
  select: SelectProps;
  onCreated: (id: string) => void;
}) {
  const create = useCreateTemplateCategory();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState<string | null>(null);
  const categories = useMemo(
    () => (current && !offered.some((c) => c.id === current.id) ? [...offered, current] : offered),
    [offered, current],
  );
  const empty = categories.length === 0;

  // Selected once its option is drawn (a select cannot take a value it has no option for).
  useEffect(() => {
    if (pending && categories.some((c) => c.id === pending)) {
      onCreated(pending);
      setPending(null);
    }
  }, [pending, categories, onCreated]);

  const save = async () => {
    if (!name.trim()) return setError(CATEGORY_MESSAGES.nameRequired);
    try {
      const created = await create.mutateAsync(name);
      setPending(created.id);
      setAdding(false);
      setName("");
      setError(undefined);
    } catch (err) {
      setError(err instanceof ApiError ? (err.fieldErrors.name ?? err.message) : CATEGORY_MESSAGES.saveError);
    }
  };
  // Enter saves the category, not the template around it.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    void save();
  };

  return (
    <div className="space-y-2">
      <SelectField
        label="Categoria"
        requiredMark
        hint={empty && !adding ? "Nenhuma categoria ainda: crie a primeira em “Nova categoria”." : undefined}
        {...select}
      >
        <option value="">{empty ? "Nenhuma categoria disponível" : "Selecione uma categoria"}</option>
        <NamedOptions items={categories} />
      </SelectField>
      {adding ? (
        <div className="flex flex-wrap items-end gap-2 rounded-md border border-slate-200 bg-slate-50 p-3">
          <InputField
            label="Nome da nova categoria"
            className="min-w-48 flex-1"
            autoFocus
            maxLength={100}
            value={name}
            error={error}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button loading={create.isPending} onClick={() => void save()}>
            Criar categoria
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setAdding(false);
              setError(undefined);
            }}
          >
            Cancelar
          </Button>
        </div>
      ) : (
        <Button variant="secondary" icon={Plus} onClick={() => setAdding(true)}>
          Nova categoria
        </Button>
      )}
    </div>
  );
}
