import { useQuery } from "@tanstack/react-query";
import { Building2, FolderPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { CATEGORY_MESSAGES, type Category } from "../../../domain/categories/categories";
import { formatDate } from "../../../domain/shared/format";
import { countLabel } from "../../../domain/shared/plural";
import { ConfirmDialog, useDeleteConfirm } from "../../components/ui/confirm-dialog";
import { actionsColumn, type Column, DeleteRowAction, EditRowAction, RowAction } from "../../components/ui/data-table";
import { AdminListResults, type ListTexts } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { ListFilters } from "../../components/ui/search-field";
import { useListState } from "../../components/ui/use-list-state";
import { categoriesListQuery, useDeleteCategory } from "./api";
import { CategoryAccountsDialog } from "./category-accounts-dialog";
import { CategoryFormDialog } from "./category-form-dialog";

type Dialog = { kind: "form"; category: Category | null } | { kind: "accounts"; category: Category } | null;

const LIST_TEXTS: ListTexts = {
  items: "categorias",
  caption: "Categorias",
  error: CATEGORY_MESSAGES.loadError,
  empty: {
    title: "Nenhuma categoria cadastrada",
    hint: "Crie a primeira categoria para organizar os modelos.",
    filteredTitle: "Nenhuma categoria encontrada",
    filteredHint: "Tente outro termo de busca.",
  },
};

/** /admin/categories (spec 1 §2.8, super_admin only). */
export default function CategoriesPage() {
  const state = useListState({});
  const list = useQuery(categoriesListQuery(state.page, state.search));
  const [dialog, setDialog] = useState<Dialog>(null);
  const del = useDeleteConfirm<Category>(useDeleteCategory(), {
    title: "Excluir categoria",
    question: (c) => `Excluir a categoria "${c.name}"? Esta ação é permanente e não pode ser desfeita.`,
    failed: CATEGORY_MESSAGES.deleteError,
    done: (c) => `Categoria "${c.name}" excluída`,
  });

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
    <AdminPage
      title="Gerenciamento de Categorias"
      description="Categorias dos modelos de documentos e as contas corporativas que podem usá-las."
      create={{
        label: "Nova categoria",
        icon: FolderPlus,
        onClick: () => setDialog({ kind: "form", category: null }),
      }}
    >
      <ListFilters
        state={state}
        searchLabel="Buscar categorias"
        placeholder="Digite um nome"
        clearLabel="Limpar busca"
      />
      <AdminListResults query={list} texts={LIST_TEXTS} columns={columns} paging={state} />

      {dialog?.kind === "form" && (
        <CategoryFormDialog category={dialog.category} onClose={() => setDialog(null)} onSaved={saved} />
      )}
      {dialog?.kind === "accounts" && (
        <CategoryAccountsDialog category={dialog.category} onClose={() => setDialog(null)} onSaved={saved} />
      )}
      <ConfirmDialog {...del.dialog} />
    </AdminPage>
  );
}
