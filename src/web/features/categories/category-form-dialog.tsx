import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  CATEGORY_MESSAGES,
  type Category,
  type CategoryFormData,
  type CategoryFormInput,
  categoryFormSchema,
} from "../../../domain/categories/categories";
import { FormDialog } from "../../components/ui/form-dialog";
import { InputField, TextAreaField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { showServerFieldErrors } from "../../lib/form-errors";
import { fieldBinder } from "../../lib/zod-form";
import { useSaveCategory } from "./api";

/** The new/edit category modal (spec 1 §2.8): name and description. */
export function CategoryFormDialog({
  category,
  onClose,
  onSaved,
}: {
  /** null: new category. */
  category: Category | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveCategory();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<CategoryFormInput, unknown, CategoryFormData>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: { name: category?.name ?? "", description: category?.description ?? "" },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const field = fieldBinder(form);

  const onSubmit = handleSubmit(async (body) => {
    setSaveError(null);
    try {
      await save.mutateAsync({ id: category?.id, body });
      onSaved(category ? "Categoria atualizada com sucesso" : "Categoria criada com sucesso");
    } catch (err) {
      if (showServerFieldErrors(err, setError, ["name"]) > 0) return;
      setSaveError(
        err instanceof ApiError && err.status < 500 && !err.isNetwork ? err.message : CATEGORY_MESSAGES.saveError,
      );
    }
  });

  return (
    <FormDialog
      title={category ? "Editar categoria" : "Nova categoria"}
      description="Categorias organizam os modelos de documentos."
      formLabel="Categoria"
      busy={isSubmitting}
      saveError={saveError}
      submitLabel={category ? "Salvar alterações" : "Criar categoria"}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <InputField label="Nome" requiredMark autoComplete="off" {...field("name")} />
      <TextAreaField label="Descrição" hint="Opcional" {...field("description")} />
    </FormDialog>
  );
}
