import { useQuery } from "@tanstack/react-query";
import { BarChart3, ScrollText, UserX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { hasPermission } from "../../../domain/auth/permissions";
import { DOCUMENT_STATUS_LABELS, SIGNATURE_STATUS_LABELS } from "../../../domain/documents/documents";
import { INSIGHT_TEXTS } from "../../../domain/insight/insight";
import { planLabel } from "../../../domain/plans/usage";
import { formatDate, formatPercent } from "../../../domain/shared/format";
import { countText } from "../../../domain/shared/plural";
import { ConfigureIntegrationsButton, IntegrationsStatus } from "../../components/integrations-status";
import { SummaryTable } from "../../components/ui/summary-table";
import { useSession } from "../../lib/session";
import { corporateDashboardQuery } from "./api";
import { DashboardFrame } from "./parts";
import { MonthList } from "./summary-parts";
import { UsageBar } from "./usage-bar";

const label = (map: Record<string, string>, v: string) => map[v] ?? v;
const signatureLabel = (s: string) => (s === "in_progress" ? "Em Progresso" : label(SIGNATURE_STATUS_LABELS, s));

function Panel({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
      {footer && <div className="mt-3 text-sm">{footer}</div>}
    </section>
  );
}

const linkClass = "font-medium text-blue-800 underline hover:text-blue-900";

/** The footer link of a panel to the full list or page ('Ver todos os documentos'…). */
const more = (to: string, text: string) => (
  <Link to={to} className={linkClass}>
    {text}
  </Link>
);

/** A row of a dashboard table whose first cell opens the document. */
const documentRow = (key: string, documentId: string, title: string, rest: ReactNode[]) => ({
  key,
  cells: [
    <Link key="title" to={`/my-documents/${documentId}`} className="text-blue-800 hover:underline">
      {title}
    </Link>,
    ...rest,
  ],
});

/** /corporate/dashboard — 'Dashboard Corporativo' (spec 3 §2) of the caller's own account. */
export default function CorporateDashboardPage() {
  const q = useQuery(corporateDashboardQuery);
  const { session } = useSession();
  return (
    <DashboardFrame
      title="Dashboard Corporativo"
      description={q.data?.account.name}
      links={[
        { to: "/corporate/reports", label: "Relatórios", icon: BarChart3 },
        ...(session && hasPermission(session, "manage_corporate_account")
          ? [
              { to: "/corporate/audit", label: "Trilha de auditoria", icon: ScrollText },
              { to: "/corporate/data-requests", label: "Pedidos de exclusão de dados", icon: UserX },
            ]
          : []),
      ]}
      q={q}
    >
      {(d) => (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <Panel title="Plano atual" footer={more("/corporate/plan-overview", "Ver detalhes do plano")}>
              <p className="text-2xl font-bold text-blue-800">{planLabel(d.planName)}</p>
            </Panel>
            <Panel title="Integrações" footer={d.canConfigure ? <ConfigureIntegrationsButton /> : undefined}>
              <IntegrationsStatus integrations={d.integrations} />
            </Panel>
          </div>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            <UsageBar title="Usuários ativos" used={d.activeUsers} limit={d.maxUsers} />
            <UsageBar title="Documentos este mês" used={d.documentsThisMonth} limit={null} />
            <UsageBar title="Assinaturas este mês" used={d.signaturesThisMonth} limit={d.signaturesLimit} />
          </div>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <Panel title="Documentos por mês">
              <MonthList
                months={d.monthlyDocuments}
                empty={d.monthlyDocuments.every((m) => m.documents === 0)}
                emptyText={INSIGHT_TEXTS.noData}
                value={(m) => countText(m.documents, "documento", "documentos")}
              />
            </Panel>
            <Panel title="Taxa de conclusão de assinaturas">
              <MonthList
                months={d.completionRates}
                empty={d.completionRates.length === 0}
                emptyText={INSIGHT_TEXTS.noData}
                value={(r) => `${formatPercent(r.rate)} (${r.completed}/${r.total})`}
              />
            </Panel>
          </div>
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            <Panel title="Documentos Recentes" footer={more("/my-documents", "Ver todos os documentos")}>
              <SummaryTable
                headers={["Título", "Criado por", "Status", "Data"]}
                emptyText={INSIGHT_TEXTS.noRecentDocuments}
                rows={d.recentDocuments.map((doc) =>
                  documentRow(doc.id, doc.id, doc.title, [
                    doc.creator,
                    label(DOCUMENT_STATUS_LABELS, doc.status),
                    formatDate(doc.createdAt),
                  ]),
                )}
              />
            </Panel>
            <Panel
              title="Assinaturas Pendentes"
              footer={more("/my-documents?status=pending_signature", "Ver todas as assinaturas")}
            >
              <SummaryTable
                headers={["Documento", "Signatários", "Status", "Solicitado em"]}
                emptyText={INSIGHT_TEXTS.noPendingSignatures}
                rows={d.pendingSignatures.map((s) =>
                  documentRow(s.id, s.documentId, s.documentTitle, [
                    s.signerCount,
                    signatureLabel(s.status),
                    formatDate(s.requestedAt),
                  ]),
                )}
              />
            </Panel>
          </div>
          <nav aria-label="Atalhos" className="mt-6 flex flex-wrap gap-4 text-sm">
            <Link to="/corporate/reports" className={linkClass}>
              Relatórios
            </Link>
            <Link to="/corporate/plan-overview" className={linkClass}>
              Meu Plano
            </Link>
            {d.canConfigure && (
              <Link to="/corporate/settings/integrations" className={linkClass}>
                Configurações
              </Link>
            )}
          </nav>
        </>
      )}
    </DashboardFrame>
  );
}
