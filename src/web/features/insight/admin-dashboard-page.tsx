import { useQuery } from "@tanstack/react-query";
import { BarChart3, LayoutDashboard, ScrollText, UserX } from "lucide-react";
import { monthLabel } from "../../../domain/insight/insight";
import { formatMoney } from "../../../domain/shared/format";
import { adminDashboardQuery } from "./api";
import { MEANING_COLOURS } from "./chart-colours";
import { ChartPanel, DashboardFrame, integer, KpiCard, LineChart, PieChart, RankBars } from "./parts";
import { DocumentsByMonth, MonthlyBars } from "./report-figures";
import { SupportSummaryPanel } from "./support-summary";

/** /admin/dashboard — 'Dashboard Administrativo' (spec 3 §2), super_admin only; live changes reload it. */
export default function AdminDashboardPage() {
  return (
    <DashboardFrame
      title="Dashboard Administrativo"
      description="Visão geral da plataforma"
      links={[
        { to: "/admin/reports", label: "Relatórios", icon: BarChart3 },
        { to: "/admin/audit", label: "Trilha de auditoria", icon: ScrollText },
        { to: "/corporate/data-requests", label: "Pedidos de exclusão de dados", icon: UserX },
        { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
      ]}
      q={useQuery(adminDashboardQuery)}
    >
      {(d) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <KpiCard label="Total de Usuários" value={integer(d.kpis.totalUsers)} />
            <KpiCard label="Contas Corporativas" value={integer(d.kpis.corporateAccounts)} />
            <KpiCard label="Documentos Gerados" value={integer(d.kpis.documents)} />
            <KpiCard label="Receita Total" value={formatMoney(d.kpis.totalRevenue)} />
          </div>
          <SupportSummaryPanel />
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <ChartPanel title="Crescimento de usuários e contas">
              <LineChart
                title="Crescimento de usuários e contas por mês"
                series={[
                  {
                    name: "Novos usuários",
                    colour: "#1d4ed8",
                    points: d.growth.map((g) => ({ label: monthLabel(g.month), value: g.newUsers })),
                  },
                  {
                    name: "Novas contas",
                    colour: "#15803d",
                    points: d.growth.map((g) => ({ label: monthLabel(g.month), value: g.newAccounts })),
                  },
                ]}
              />
            </ChartPanel>
            <DocumentsByMonth months={d.documentsByMonth} chartTitle="Documentos gerados por mês" />
            <MonthlyBars
              title="Receita mensal"
              chartTitle="Receita mensal (R$)"
              name="Receita"
              colour="#15803d"
              months={d.revenueByMonth}
              value={(m) => m.revenue}
              format={(n) => formatMoney(n).replace(",00", "")}
            />
            <ChartPanel title="Taxa de conclusão de assinaturas">
              <PieChart
                title="Assinaturas por situação"
                points={[
                  { label: "Concluídas", value: d.signatures.completed, colour: MEANING_COLOURS.success },
                  { label: "Falhas", value: d.signatures.failed, colour: MEANING_COLOURS.failure },
                  { label: "Pendentes", value: d.signatures.pending, colour: MEANING_COLOURS.pending },
                ]}
              />
            </ChartPanel>
            <ChartPanel title="Top 5 contas por documentos">
              <RankBars
                items={d.topAccountsByDocuments.map((a) => ({ id: a.id ?? a.name, label: a.name, value: a.documents }))}
              />
            </ChartPanel>
            <ChartPanel title="Top 5 contas por receita">
              <RankBars
                format={formatMoney}
                items={d.topAccountsByRevenue.map((a) => ({
                  id: a.id,
                  label: `${a.name} (${a.planName})`,
                  value: a.revenue,
                }))}
              />
            </ChartPanel>
          </div>
        </>
      )}
    </DashboardFrame>
  );
}
