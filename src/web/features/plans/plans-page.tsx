import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { mainFeatures } from "../../../domain/plans/features";
import {
  formatPrice,
  PLAN_MESSAGES,
  type Plan,
  planInUseMessage,
  planToggleQuestion,
} from "../../../domain/plans/plans";
import { formatDate } from "../../../domain/shared/format";
import { MonthlyPrice } from "../../components/monthly-price";
import { ConfirmDialog, useConfirm, useDeleteConfirm } from "../../components/ui/confirm-dialog";
import { actionsColumn, type Column, DeleteRowAction, EditRowAction, NameCell } from "../../components/ui/data-table";
import { AdminListResults, type ListTexts } from "../../components/ui/list-states";
import { AdminPage } from "../../components/ui/page-header";
import { ACTIVE_FILTER_CHOICES, FilterSelect, ListFilters } from "../../components/ui/search-field";
import { useListState } from "../../components/ui/use-list-state";
import { clientErrorMessage } from "../../lib/api";
import { type PlanFilters, plansListQuery, useDeletePlan, useTogglePlan } from "./api";

const LIST_TEXTS: ListTexts = {
  items: "planos",
  caption: "Planos de assinatura",
  error: PLAN_MESSAGES.listError,
  empty: { title: "Nenhum plano encontrado", hint: "Crie o primeiro plano de assinatura." },
};

/** /admin/subscription/plans (spec 2 §2.4): search, status filter, 10 per page, inline status, delete. */
export default function PlansPage() {
  const navigate = useNavigate();
  const state = useListState<{ status: PlanFilters["status"] }>({ status: "all" });
  const list = useQuery(plansListQuery(state.query));
  const toggle = useTogglePlan();
  // The confirmation question stays; a plan in use gets its explanation once (known or answered by the server).
  const del = useDeleteConfirm<Plan>(useDeletePlan(), {
    title: "Excluir plano",
    question: (p) => `Tem certeza que deseja excluir o plano "${p.name}"? Esta ação não pode ser desfeita.`,
    failed: PLAN_MESSAGES.deleteError,
    done: () => "Plano excluído com sucesso",
    blocked: (p) => (p.accountsCount > 0 ? planInUseMessage(p.accountsCount) : null),
  });

  // One click on the badge asks first (issue 48): a deactivated plan leaves the landing and the account form.
  const flip = useConfirm<Plan>(toggle, {
    run: (p) => toggle.mutateAsync({ id: p.id, isActive: !p.isActive }),
    done: (p) => toast.success(`Plano ${p.isActive ? "desativado" : "ativado"}`),
  });
  const flipping = flip.target;
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
            <MonthlyPrice price={p.monthlyPrice} suffixClassName="text-xs text-slate-600" />
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
          onClick={() => flip.ask(p)}
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
    <AdminPage
      title="Planos de Assinatura"
      description="Planos oferecidos às contas corporativas, com limites e recursos."
      create={{ label: "Novo Plano", icon: Plus, onClick: () => void navigate("/admin/subscription/plans/new") }}
    >
      <ListFilters state={state} searchLabel="Buscar por nome" placeholder="Nome do plano">
        <FilterSelect state={state} name="status" label="Status" className="min-w-40" choices={ACTIVE_FILTER_CHOICES} />
      </ListFilters>
      <AdminListResults query={list} texts={LIST_TEXTS} columns={columns} paging={state} />
      <ConfirmDialog {...del.dialog} />
      <ConfirmDialog
        {...flip.dialog}
        tone={flipping?.isActive ? "danger" : "primary"}
        title={flipping?.isActive ? "Desativar plano" : "Ativar plano"}
        description={flipping ? planToggleQuestion(flipping) : ""}
        confirmLabel={flipping?.isActive ? "Desativar" : "Ativar"}
        error={toggle.error ? clientErrorMessage(toggle.error, PLAN_MESSAGES.toggleError) : null}
      />
    </AdminPage>
  );
}
