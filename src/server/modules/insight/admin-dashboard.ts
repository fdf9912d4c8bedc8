import { type SQL, sql } from "drizzle-orm";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/accounts/system";
import { type AdminDashboard, TOP_ENTRIES } from "../../../domain/insight/insight";
import type { Db } from "../../platform/db/client";
import { rawRows } from "../../platform/db/raw-rows";
import { byMonthJson, docGroupsCte, groupedTotal, topJson } from "./document-counts";
import { jsonValue, zeroFilled } from "./months";

/**
 * The super-admin dashboard (spec 3 §2) in ONE statement, so the bench can run the very same SQL bare.
 * Revenue follows decision 0022 (view account_monthly_revenue).
 */
export function adminDashboardSql(): SQL {
  return sql`
  with since as (select minuta_month_start(5) as t, minuta_month(minuta_month_start(5)) as m),
  ${docGroupsCte(sql`true`, ["account_id"])},
  revenue_per_account as (
    select r.corporate_account_id as id, sum(r.revenue) as revenue from account_monthly_revenue r
    group by 1 order by 2 desc, 1 limit ${TOP_ENTRIES}
  )
  select
    minuta_month(now()) as current_month,
    (select count(*) from user_metadata) as total_users,
    (select count(*) from corporate_accounts where id <> ${SYSTEM_ACCOUNT_ID}) as corporate_accounts,
    ${groupedTotal} as documents,
    (select coalesce(sum(revenue), 0) from account_monthly_revenue) as total_revenue,
    (select coalesce(json_agg(json_build_object('month', g.month_year, 'newUsers', g.new_users_count,
        'newAccounts', g.new_corporate_accounts_count)), '[]'::json)
       from user_growth g, since where g.month_year >= since.m) as growth,
    ${byMonthJson(sql`true`, sql`(select t from since)`)} as documents_by_month,
    (select coalesce(json_agg(json_build_object('month', r.month_year, 'revenue', r.monthly_revenue_total)), '[]'::json)
       from revenue_summary r, since where r.month_year >= since.m) as revenue_by_month,
    (select json_build_object(
        'total', count(*),
        'completed', count(*) filter (where s.status in ('completed', 'signed')),
        'failed', count(*) filter (where s.status in ('declined', 'canceled', 'expired')))
       from signature_requests s) as signatures,
    ${topJson("account_id", sql`corporate_accounts`, "name")} as top_documents,
    (select coalesce(json_agg(json_build_object('id', rp.id, 'name', ca.name, 'planName', coalesce(pl.name, ''),
        'revenue', rp.revenue) order by rp.revenue desc, ca.name), '[]'::json)
       from revenue_per_account rp join corporate_accounts ca on ca.id = rp.id
       left join subscription_plans pl on pl.id = ca.plan_id) as top_revenue`;
}

interface Row {
  current_month: string;
  total_users: number;
  corporate_accounts: number;
  documents: number;
  total_revenue: string | number;
  growth: unknown;
  documents_by_month: unknown;
  revenue_by_month: unknown;
  signatures: unknown;
  top_documents: unknown;
  top_revenue: unknown;
}

const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100;

export async function adminDashboard(db: Db, now: Date): Promise<AdminDashboard> {
  const [row] = await rawRows<Row>(db, adminDashboardSql());
  if (!row) throw new Error("dashboard query returned nothing");
  const growth = jsonValue<Array<{ month: string; newUsers: number; newAccounts: number }>>(row.growth);
  const docs = jsonValue<Array<{ month: string; documents: number }>>(row.documents_by_month);
  const revenue = jsonValue<Array<{ month: string; revenue: number }>>(row.revenue_by_month);
  const sig = jsonValue<{ total: number; completed: number; failed: number }>(row.signatures);
  const top = jsonValue<Array<{ id: string; name: string | null; documents: number }>>(row.top_documents);
  const topRevenue = jsonValue<Array<{ id: string; name: string; planName: string; revenue: number }>>(row.top_revenue);
  return {
    kpis: {
      totalUsers: Number(row.total_users),
      corporateAccounts: Number(row.corporate_accounts),
      documents: Number(row.documents),
      totalRevenue: money(row.total_revenue),
    },
    growth: zeroFilled(row.current_month, growth, (month) => ({ month, newUsers: 0, newAccounts: 0 })),
    documentsByMonth: zeroFilled(row.current_month, docs, (month) => ({ month, documents: 0 })),
    revenueByMonth: zeroFilled(
      row.current_month,
      revenue.map((r) => ({ month: r.month, revenue: money(r.revenue) })),
      (month) => ({ month, revenue: 0 }),
    ),
    signatures: {
      total: sig.total,
      completed: sig.completed,
      failed: sig.failed,
      pending: Math.max(0, sig.total - sig.completed - sig.failed),
    },
    topAccountsByDocuments: top.map((t) => ({ id: t.id, name: t.name ?? "Unknown Account", documents: t.documents })),
    topAccountsByRevenue: topRevenue.map((t) => ({ ...t, revenue: money(t.revenue) })),
    generatedAt: now.toISOString(),
  };
}
