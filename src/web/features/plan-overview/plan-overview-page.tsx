import { useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from "../../../domain/accounts/accounts";
import { hasRole } from "../../../domain/auth/permissions";
import { featureLines } from "../../../domain/plans/features";
import { formatPrice } from "../../../domain/plans/plans";
import {
  NO_PLAN_LABEL,
  PLAN_OVERVIEW_MESSAGES,
  UNLIMITED_TEXT,
  type UsageBar,
  usageBars,
  usageText,
} from "../../../domain/plans/usage";
import { formatDate } from "../../../domain/shared/format";
import { ConfigureIntegrationsButton, IntegrationsStatus } from "../../components/integrations-status";
import { MonthlyPrice } from "../../components/monthly-price";
import { AccessDenied } from "../../components/ui/access-denied";
import { ListLoading, QueryError } from "../../components/ui/list-states";
import { PageHeader } from "../../components/ui/page-header";
import { ProgressBar } from "../../components/ui/progress-bar";
import { ApiError } from "../../lib/api";
import { useSession } from "../../lib/session";
import { planOverviewQuery } from "./api";

const CORPORATE_ROLES = ["corporate_admin", "supervisor_user", "standard_user"] as const;

const BAR_COLOURS = { green: "bg-green-600", yellow: "bg-amber-500", red: "bg-red-600" } as const;

function Bar({ bar }: { bar: UsageBar }) {
  const pct = Math.round(bar.percent);
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <span className="font-medium text-slate-800">{bar.label}</span>
        <span className="text-slate-600">{usageText(bar.used, bar.limit)}</span>
      </div>
      {bar.limit === null ? (
        <p className="text-xs text-slate-600">{UNLIMITED_TEXT}</p>
      ) : (
        <ProgressBar
          percent={bar.percent}
          label={bar.label}
          valueText={`${bar.used} de ${bar.limit} (${pct}%)`}
          tone={bar.tone}
          className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
          fillClassName={`h-full rounded-full ${BAR_COLOURS[bar.tone]}`}
        />
      )}
    </div>
  );
}

function Card({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white p-5 shadow-sm ${className}`} aria-label={title}>
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** /corporate/plan-overview (spec 2 §2.8): plan card, usage bars, integrations (admin), categories, features. */
export default function PlanOverviewPage() {
  const state = useSession();
  const session = state.session;
  const allowed = Boolean(session?.corporateAccount) && CORPORATE_ROLES.some((r) => session && hasRole(session, r));
  const overview = useQuery({ ...planOverviewQuery, enabled: allowed });
  if (!session) return null;
  if (!allowed || (overview.error instanceof ApiError && overview.error.status === 403)) {
    return <AccessDenied message={PLAN_OVERVIEW_MESSAGES.denied} />;
  }
  if (overview.isPending) return <ListLoading label="Carregando informações do plano..." />;
  if (overview.isError) {
    return <QueryError query={overview} message={PLAN_OVERVIEW_MESSAGES.loadError} />;
  }
  const o = overview.data;
  const plan = o.plan;
  const bars = usageBars(o.usage, plan?.featuresConfig ?? null);
  const status = o.account.subscriptionStatus as SubscriptionStatus;

  return (
    <div>
      <PageHeader title="Meu Plano" description={`Plano e uso da conta ${o.account.name}.`} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card title="Plano atual">
          {plan ? (
            <div className="space-y-2">
              <p className="text-2xl font-bold text-blue-800">{plan.name}</p>
              {plan.description && <p className="text-sm text-slate-600">{plan.description}</p>}
              <p className="text-lg font-semibold">
                <MonthlyPrice price={plan.monthlyPrice} suffixClassName="text-sm font-normal text-slate-600" />
              </p>
              {plan.annualPrice > 0 && <p className="text-sm text-slate-600">ou {formatPrice(plan.annualPrice)}/ano</p>}
            </div>
          ) : (
            <div className="space-y-2">
              <p className="text-2xl font-bold text-blue-800">{NO_PLAN_LABEL}</p>
              <p className="text-sm text-slate-600">Nenhum plano associado a esta conta: sem limites de uso.</p>
            </div>
          )}
          <dl className="mt-4 space-y-1 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-600">Assinatura</dt>
              <dd className="font-medium">{SUBSCRIPTION_STATUS_LABELS[status] ?? status}</dd>
            </div>
            {o.account.subscriptionStartDate && (
              <div className="flex justify-between">
                <dt className="text-slate-600">Início</dt>
                <dd>{formatDate(`${o.account.subscriptionStartDate}T12:00:00`)}</dd>
              </div>
            )}
            {o.account.nextBillingDate && (
              <div className="flex justify-between">
                <dt className="text-slate-600">Próxima cobrança</dt>
                <dd>{formatDate(`${o.account.nextBillingDate}T12:00:00`)}</dd>
              </div>
            )}
          </dl>
        </Card>

        <Card title="Uso do plano" className="lg:col-span-2">
          <div className="grid gap-4 sm:grid-cols-2">
            {bars.map((b) => (
              <Bar key={b.key} bar={b} />
            ))}
          </div>
        </Card>

        {o.integrations && (
          <Card title="Integrações">
            <IntegrationsStatus integrations={o.integrations} className="mb-4" />
            <ConfigureIntegrationsButton />
          </Card>
        )}

        <Card title="Categorias disponíveis">
          {o.categories.length === 0 ? (
            <p className="text-sm text-slate-600">Nenhuma categoria disponível.</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {o.categories.map((c) => (
                <li
                  key={c.id}
                  title={c.description ?? undefined}
                  className="rounded-full bg-blue-50 px-3 py-1 text-xs font-medium text-blue-800"
                >
                  {c.name}
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card title="Recursos incluídos">
          {plan ? (
            <ul className="space-y-1 text-sm">
              {featureLines(plan.featuresConfig).map((f) => (
                <li key={f} className="flex items-center gap-2">
                  <CheckCircle2 aria-hidden="true" className="size-4 text-green-600" />
                  {f}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">Sem plano, sem recursos incluídos.</p>
          )}
        </Card>
      </div>
    </div>
  );
}
