import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { formatDate } from "../../../domain/format";
import { mainFeatures } from "../../../domain/plan-features";
import { formatPrice, PLAN_MESSAGES, type Plan, planInUseMessage } from "../../../domain/plans";
import { Button } from "../../components/ui/button";
import { ConfirmDialog, useConfirm } from "../../components/ui/confirm-dialog";
import { actionsColumn, type Column, DeleteRowAction, EditRowAction, NameCell } from "../../components/ui/data-table";
import { ListResults } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { ACTIVE_FILTER_CHOICES, FilterSelect, ListFilters } from "../../components/ui/search-field";
import { useListState } from "../../components/ui/use-list-state";
import { clientErrorMessage } from "../../lib/api";
import { type PlanFilters, plansListQuery, useDeletePlan, useTogglePlan } from "./api";

/** /admin/subscription/plans (spec 2 §2.4): search, status filter, 10 per page, inline status, delete. */
export default function PlansPage() {
  const navigate = useNavigate();
  const state = useListState<{ status: PlanFilters["status"] }>({ status: "all" });
  const list = useQuery(plansListQuery({ page: state.page, search: state.search, status: state.filters.status }));
  const toggle = useTogglePlan();
  const remove = useDeletePlan();
  const del = useConfirm<Plan>(remove, {
    run: (p) => remove.mutateAsync(p.id),
    done: () => toast.success("Plano excluído com sucesso"),
  });
  const toDelete = del.target;

  const flip = async (p: Plan) => {
    try {
      await toggle.mutateAsync({ id: p.id, isActive: !p.isActive });
      toast.success(`Plano ${p.isActive ? "desativado" : "ativado"}`);
    } catch (err) {
      toast.error(clientErrorMessage(err, PLAN_MESSAGES.toggleError));
    }
  };
  // The confirmation question stays; a plan in use gets its explanation once (known or answered by the server).
  const deleteError = remove.error
    ? clientErrorMessage(remove.error, PLAN_MESSAGES.deleteError)
    : toDelete && toDelete.accountsCount > 0
      ? planInUseMessage(toDelete.accountsCount)
      : null;

  const columns: Column<Plan>[] = [
    {
      header: "Plano",
      cell: (p) => (
        <NameCell name={p.name}>
          {p.description && <p className="line-clamp-2 text-xs text-slate-600">{p.description}</p>}
        </NameCell>
      ),
    },
    {
      header: "Preços",
      cell: (p) => (
        <div className="whitespace-nowrap">
          <p>
            {formatPrice(p.monthlyPrice)}
            {p.monthlyPrice > 0 && <span className="text-xs text-slate-600">/mês</span>}
          </p>
          <p className="text-xs text-slate-600">
            {p.annualPrice > 0 ? `${formatPrice(p.annualPrice)}/ano` : "Anual: Gratuito"}
          </p>
        </div>
      ),
    },
    {
      header: "Principais recursos",
      cell: (p) => (
        <ul className="list-inside list-disc text-xs text-slate-700">
          {mainFeatures(p.featuresConfig).map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ),
    },
    {
      header: "Status",
      cell: (p) => (
        <button
          type="button"
          onClick={() => void flip(p)}
          disabled={toggle.isPending}
          title={p.isActive ? "Clique para desativar" : "Clique para ativar"}
          aria-label={`${p.isActive ? "Ativo" : "Inativo"}: clique para ${p.isActive ? "desativar" : "ativar"} o plano ${p.name}`}
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${
            p.isActive
              ? "bg-green-100 text-green-800 hover:bg-green-200"
              : "bg-slate-200 text-slate-700 hover:bg-slate-300"
          }`}
        >
          {p.isActive ? "Ativo" : "Inativo"}
        </button>
      ),
    },
    { header: "Criado em", cell: (p) => formatDate(p.createdAt) },
    actionsColumn((p) => (
      <>
        <EditRowAction name={p.name} onClick={() => void navigate(`/admin/subscription/plans/edit/${p.id}`)} />
        <DeleteRowAction name={p.name} onClick={() => del.ask(p)} />
      </>
    )),
  ];

  return (
    <div>
      <PageHeader
        title="Planos de Assinatura"
        description="Planos oferecidos às contas corporativas, com limites e recursos."
        actions={
          <Button icon={Plus} onClick={() => void navigate("/admin/subscription/plans/new")}>
            Novo Plano
          </Button>
        }
      />
      <ListFilters state={state} searchLabel="Buscar por nome" placeholder="Nome do plano">
        <FilterSelect state={state} name="status" label="Status" className="min-w-40" choices={ACTIVE_FILTER_CHOICES} />
      </ListFilters>
      <ListResults
        query={list}
        loadingLabel="Carregando planos..."
        errorMessage={PLAN_MESSAGES.listError}
        empty={{
          title: "Nenhum plano encontrado",
          description: state.isFiltered ? "Ajuste ou limpe os filtros." : "Crie o primeiro plano de assinatura.",
        }}
        caption="Planos de assinatura"
        columns={columns}
        rowKey={(p) => p.id}
        paging={state}
        pagerLabel="Paginação de planos"
      />
      <ConfirmDialog
        {...del.dialog}
        title="Excluir plano"
        description={
          toDelete ? `Tem certeza que deseja excluir o plano "${toDelete.name}"? Esta ação não pode ser desfeita.` : ""
        }
        confirmLabel="Excluir"
        error={deleteError}
      />
    </div>
  );
}
