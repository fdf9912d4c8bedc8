import { useQuery } from "@tanstack/react-query";
import { Building2, FolderPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { CATEGORY_MESSAGES, type Category } from "../../../domain/categories";
import { formatDate } from "../../../domain/format";
import { countLabel } from "../../../domain/plural";
import { Button } from "../../components/ui/button";
import { ConfirmDialog, useConfirm } from "../../components/ui/confirm-dialog";
import { actionsColumn, type Column, DeleteRowAction, EditRowAction, RowAction } from "../../components/ui/data-table";
import { ListResults } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { ListFilters } from "../../components/ui/search-field";
import { useListState } from "../../components/ui/use-list-state";
import { clientErrorMessage } from "../../lib/api";
import { categoriesListQuery, useDeleteCategory } from "./api";
import { CategoryAccountsDialog } from "./category-accounts-dialog";
import { CategoryFormDialog } from "./category-form-dialog";

type Dialog = { kind: "form"; category: Category | null } | { kind: "accounts"; category: Category } | null;

/** /admin/categories (spec 1 §2.8, super_admin only). */
export default function CategoriesPage() {
  const state = useListState({});
  const list = useQuery(categoriesListQuery(state.page, state.search));
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteCategory();
  const del = useConfirm<Category>(remove, {
    run: (c) => remove.mutateAsync(c.id),
    done: (c) => toast.success(`Categoria "${c.name}" excluída`),
  });
  const toDelete = del.target;

  const saved = (message: string) => {
    setDialog(null);
    toast.success(message);
  };

  const columns: Column<Category>[] = [
    { header: "Nome", cell: (c) => <span className="font-medium text-slate-900">{c.name}</span> },
    {
      header: "Descrição",
      cell: (c) =>
        c.description ? (
          <span className="text-slate-700">{c.description}</span>
        ) : (
          <span className="text-slate-500 italic">{CATEGORY_MESSAGES.noDescription}</span>
        ),
    },
    {
      header: "Contas corporativas",
      cell: (c) => (c.accountCount === 0 ? "Nenhuma" : countLabel(c.accountCount, "conta", "contas")),
    },
    { header: "Criada em", cell: (c) => formatDate(c.createdAt) },
    actionsColumn(
      (c) => (
        <>
          <EditRowAction name={c.name} onClick={() => setDialog({ kind: "form", category: c })} />
          <RowAction
            label={`Gerenciar contas corporativas de ${c.name}`}
            icon={Building2}
            onClick={() => setDialog({ kind: "accounts", category: c })}
          />
          <DeleteRowAction name={c.name} onClick={() => del.ask(c)} />
        </>
      ),
      "w-32 text-right",
    ),
  ];

  return (
    <div>
      <PageHeader
        title="Gerenciamento de Categorias"
        description="Categorias dos modelos de documentos e as contas corporativas que podem usá-las."
        actions={
          <Button icon={FolderPlus} onClick={() => setDialog({ kind: "form", category: null })}>
            Nova categoria
          </Button>
        }
      />
      <ListFilters
        state={state}
        searchLabel="Buscar categorias"
        placeholder="Digite um nome"
        clearLabel="Limpar busca"
      />
      <ListResults
        query={list}
        loadingLabel="Carregando categorias..."
        errorMessage={CATEGORY_MESSAGES.loadError}
        empty={{
          title: state.isFiltered ? "Nenhuma categoria encontrada" : "Nenhuma categoria cadastrada",
          description: state.isFiltered
            ? "Tente outro termo de busca."
            : "Crie a primeira categoria para organizar os modelos.",
        }}
        caption="Categorias"
        columns={columns}
        rowKey={(c) => c.id}
        paging={state}
        pagerLabel="Paginação de categorias"
      />

      {dialog?.kind === "form" && (
        <CategoryFormDialog category={dialog.category} onClose={() => setDialog(null)} onSaved={saved} />
      )}
      {dialog?.kind === "accounts" && (
        <CategoryAccountsDialog category={dialog.category} onClose={() => setDialog(null)} onSaved={saved} />
      )}
      <ConfirmDialog
        {...del.dialog}
        title="Excluir categoria"
        description={
          toDelete ? `Excluir a categoria "${toDelete.name}"? Esta ação é permanente e não pode ser desfeita.` : ""
        }
        confirmLabel="Excluir"
        error={remove.isError ? clientErrorMessage(remove.error, CATEGORY_MESSAGES.deleteError) : null}
      />
    </div>
  );
}
