import { useQuery } from "@tanstack/react-query";
import { Eye, FilePlus2, FileUp } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { formatDate } from "../../../domain/shared/format";
import { SCOPE_LABELS, scopeOf, TEMPLATE_MESSAGES, type TemplateListItem } from "../../../domain/templates/templates";
import { Button } from "../../components/ui/button";
import { ConfirmDialog, useDeleteConfirm } from "../../components/ui/confirm-dialog";
import {
  actionsColumn,
  type Column,
  DeleteRowAction,
  EditRowAction,
  NameCell,
  RowAction,
} from "../../components/ui/data-table";
import { namedChoices } from "../../components/ui/form-field";
import { AdminListResults, type ListTexts } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { ACTIVE_FILTER_CHOICES, FilterSelect, ListFilters } from "../../components/ui/search-field";
import { useListState } from "../../components/ui/use-list-state";
import { clientErrorMessage } from "../../lib/api";
import { templateOptionsQuery, templatesListQuery, useDeleteTemplate, useToggleTemplate } from "./api";

type Filters = { categoryId: string; status: "all" | "active" | "inactive" };

const plural = (n: number) => `${n} ${n === 1 ? "variável" : "variáveis"}`;

const LIST_TEXTS: ListTexts = {
  items: "modelos",
  caption: "Modelos de documentos",
  error: TEMPLATE_MESSAGES.listError,
  empty: {
    title: "Nenhum modelo cadastrado",
    hint: "Crie o primeiro modelo de documento.",
    filteredTitle: "Nenhum modelo encontrado",
    filteredHint: "Ajuste os filtros da busca.",
  },
};

/** The template list (spec 2 §2.2): filters title/category/status, 10 per page, inline status toggle. */
export function TemplateListScreen() {
  const navigate = useNavigate();
  const state = useListState<Filters>({ categoryId: "", status: "all" });
  const list = useQuery(
    templatesListQuery({
      page: state.page,
      title: state.search,
      categoryId: state.filters.categoryId,
      status: state.filters.status,
    }),
  );
  const options = useQuery(templateOptionsQuery);
  const toggle = useToggleTemplate();
  const del = useDeleteConfirm<TemplateListItem>(useDeleteTemplate(), {
    title: "Excluir modelo",
    question: (t) => `Tem certeza que deseja excluir o modelo "${t.title}"? Esta ação não pode ser desfeita.`,
    failed: "Erro ao excluir modelo. Tente novamente.",
    done: () => "Modelo excluído com sucesso",
  });

  const runToggle = async (t: TemplateListItem) => {
    try {
      await toggle.mutateAsync({ id: t.id, isActive: !t.isActive });
      toast.success(t.isActive ? "Modelo desativado" : "Modelo ativado");
    } catch (err) {
      toast.error(clientErrorMessage(err, "Erro ao alterar status do modelo. Tente novamente."));
    }
  };

  const columns: Column<TemplateListItem>[] = [
    {
      header: "Título",
      cell: (t) => <NameCell name={t.title} detail={plural(t.variableCount)} />,
    },
    { header: "Categoria", cell: (t) => t.category?.name ?? "Sem categoria" },
    {
      header: "Escopo",
      cell: (t) => {
        const scope = scopeOf(t.corporateAccount?.id ?? null);
        return (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${
              scope === "global" ? "bg-violet-100 text-violet-800" : "bg-sky-100 text-sky-800"
            }`}
            title={t.corporateAccount?.name}
          >
            {SCOPE_LABELS[scope]}
          </span>
        );
      },
    },
    {
      header: "Status",
      cell: (t) => {
        const label = t.isActive ? "Ativo" : "Inativo";
        const cls = t.isActive ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700";
        if (!t.canEdit) return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${cls}`}>{label}</span>;
        return (
          <button
            type="button"
            onClick={() => void runToggle(t)}
            disabled={toggle.isPending && toggle.variables?.id === t.id}
            className={`rounded-full px-2 py-0.5 text-xs font-medium hover:ring-2 hover:ring-slate-300 ${cls}`}
            aria-label={`${label} — clique para ${t.isActive ? "desativar" : "ativar"} ${t.title}`}
            title={`Clique para ${t.isActive ? "desativar" : "ativar"}`}
          >
            {label}
          </button>
        );
      },
    },
    { header: "Criado em", cell: (t) => formatDate(t.createdAt) },
    actionsColumn(
      (t) => (
        <>
          <RowAction
            label={`Visualizar ${t.title}`}
            icon={Eye}
            onClick={() => void navigate(`/admin/templates/view/${t.id}`)}
          />
          {t.canEdit && (
            <>
              <EditRowAction name={t.title} onClick={() => void navigate(`/admin/templates/edit/${t.id}`)} />
              <DeleteRowAction name={t.title} onClick={() => del.ask(t)} />
            </>
          )}
        </>
      ),
      "text-right whitespace-nowrap",
    ),
  ];

  return (
    <AdminPage
      title="Modelos de Documentos"
      description="Modelos com variáveis para gerar contratos e documentos"
      create={{ label: "Novo Modelo", icon: FilePlus2, onClick: () => void navigate("/admin/templates/new") }}
      actions={
        <Button icon={FileUp} variant="secondary" onClick={() => void navigate("/admin/templates/import")}>
          Importar do Word
        </Button>
      }
    >
      <ListFilters state={state} searchLabel="Buscar por título" placeholder="Título do modelo" clearStyle="link">
        <FilterSelect
          state={state}
          name="categoryId"
          label="Categoria"
          className="min-w-48"
          choices={[{ value: "", label: "Todas as categorias" }, ...namedChoices(options.data?.categories ?? [])]}
        />
        <FilterSelect state={state} name="status" label="Status" className="min-w-36" choices={ACTIVE_FILTER_CHOICES} />
      </ListFilters>
      {options.isError && <p className="mb-2 text-sm text-red-700">{TEMPLATE_MESSAGES.categoriesError}</p>}
      <AdminListResults query={list} texts={LIST_TEXTS} columns={columns} paging={state} />
      <ConfirmDialog {...del.dialog} />
    </AdminPage>
  );
}
