import { useQuery } from "@tanstack/react-query";
import { Building2, FolderPlus, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { CATEGORY_MESSAGES, type Category } from "../../../domain/categories";
import { formatDate } from "../../../domain/format";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { type Column, DataTable, RowAction } from "../../components/ui/data-table";
import { ListEmpty, ListError, ListLoading } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { Pager } from "../../components/ui/pager";
import { SearchField } from "../../components/ui/search-field";
import { useListState } from "../../components/ui/use-list-state";
import { ApiError } from "../../lib/api";
import { categoriesListQuery, useDeleteCategory } from "./api";
import { CategoryAccountsDialog } from "./category-accounts-dialog";
import { CategoryFormDialog } from "./category-form-dialog";

type Dialog = { kind: "form"; category: Category | null } | { kind: "accounts"; category: Category } | null;

/** /admin/categories (spec 1 §2.8, super_admin only). */
export default function CategoriesPage() {
  const state = useListState({});
  const list = useQuery(categoriesListQuery(state.page, state.search));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const remove = useDeleteCategory();

  const saved = (message: string) => {
    setDialog(null);
    toast.success(message);
  };

  const runDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      toast.success(`Categoria "${toDelete.name}" excluída`);
      setToDelete(null);
    } catch {
      // Shown in the dialog from remove.error.
    }
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
      cell: (c) => (c.accountCount === 0 ? "Nenhuma" : `${c.accountCount} conta(s)`),
    },
    { header: "Criada em", cell: (c) => formatDate(c.createdAt) },
    {
      header: "Ações",
      hideHeader: true,
      className: "w-32 text-right",
      cell: (c) => (
        <div className="flex justify-end gap-1">
          <RowAction label={`Editar ${c.name}`} onClick={() => setDialog({ kind: "form", category: c })}>
            <Pencil aria-hidden="true" className="size-4" />
          </RowAction>
          <RowAction
            label={`Gerenciar contas corporativas de ${c.name}`}
            onClick={() => setDialog({ kind: "accounts", category: c })}
          >
            <Building2 aria-hidden="true" className="size-4" />
          </RowAction>
          <RowAction
            label={`Excluir ${c.name}`}
            tone="danger"
            onClick={() => {
              remove.reset();
              setToDelete(c);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </RowAction>
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="Gerenciamento de Categorias"
        description="Categorias dos modelos de documentos e as contas corporativas que podem usá-las."
        actions={
          <Button onClick={() => setDialog({ kind: "form", category: null })}>
            <FolderPlus aria-hidden="true" className="size-4" />
            Nova categoria
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchField
          label="Buscar categorias"
          value={state.searchText}
          onChange={state.setSearchText}
          placeholder="Digite um nome"
        />
        <Button variant="secondary" onClick={state.clear} disabled={!state.isFiltered}>
          <X aria-hidden="true" className="size-4" />
          Limpar busca
        </Button>
      </div>
      {list.isPending ? (
        <ListLoading label="Carregando categorias..." />
      ) : list.isError ? (
        <ListError
          message={CATEGORY_MESSAGES.loadError}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.items.length === 0 ? (
        <ListEmpty
          title={state.isFiltered ? "Nenhuma categoria encontrada" : "Nenhuma categoria cadastrada"}
          description={
            state.isFiltered ? "Tente outro termo de busca." : "Crie a primeira categoria para organizar os modelos."
          }
        />
      ) : (
        <>
          <DataTable
            caption="Categorias"
            columns={columns}
            rows={list.data.items}
            rowKey={(c) => c.id}
            stale={list.isPlaceholderData}
          />
          <Pager
            page={state.page}
            total={list.data.total}
            onPageChange={state.setPage}
            label="Paginação de categorias"
          />
        </>
      )}

      {dialog?.kind === "form" && (
        <CategoryFormDialog category={dialog.category} onClose={() => setDialog(null)} onSaved={saved} />
      )}
      {dialog?.kind === "accounts" && (
        <CategoryAccountsDialog category={dialog.category} onClose={() => setDialog(null)} onSaved={saved} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir categoria"
        description={
          toDelete ? `Excluir a categoria "${toDelete.name}"? Esta ação é permanente e não pode ser desfeita.` : ""
        }
        confirmLabel="Excluir"
        onConfirm={() => void runDelete()}
        pending={remove.isPending}
        error={
          remove.isError
            ? remove.error instanceof ApiError && remove.error.status === 409
              ? remove.error.message
              : CATEGORY_MESSAGES.deleteError
            : null
        }
      />
    </div>
  );
}
