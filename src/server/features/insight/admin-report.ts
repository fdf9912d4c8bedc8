import { type SQL, sql } from "drizzle-orm";
import type { AdminReport, AdminReportQuery } from "../../../domain/insight";
import { INSIGHT_TEXTS, REPORT_STATUS_LABELS } from "../../../domain/insight";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/system";
import type { Db } from "../../db/client";
import { rawRows } from "../../db/raw-rows";
import { jsonValue, zeroFilled } from "./months";
import { and, createdBetween, windowEndMonth, windowStart } from "./report-filters";

/**
 * 'Relatórios do Sistema' (spec 3 §2, §7) in one statement: documents filtered by dates and account,
 * users and templates by the account when one is chosen (an account's users, active templates
 * global or its own), corporate accounts counted among the active ones.
 */
export function adminReportSql(q: AdminReportQuery): SQL {
  const docWhere = and([
    ...createdBetween(sql`d.created_at`, q.from, q.to),
    ...(q.accountId ? [sql`d.corporate_account_id = ${q.accountId}`] : []),
  ]);
  const userWhere = q.accountId ? sql`v.corporate_account_id = ${q.accountId}` : sql`true`;
  const accountWhere = q.accountId ? sql`ca.id = ${q.accountId}` : sql`true`;
  const templateWhere = q.accountId
    ? sql`(t.corporate_account_id is null or t.corporate_account_id = ${q.accountId})`
    : sql`true`;
  return sql`
  select
    ${windowEndMonth(q.to)} as end_month,
    (select count(*) from user_metadata v where ${userWhere}) as total_users,
    (select count(*) from corporate_accounts ca
       where ca.is_active and ca.id <> ${SYSTEM_ACCOUNT_ID} and ${accountWhere}) as total_accounts,
    (select count(*) from document_templates t where t.is_active and ${templateWhere}) as total_templates,
    (select coalesce(json_agg(json_build_object('status', x.status, 'value', x.n) order by x.n desc, x.status), '[]'::json)
       from (select d.status, count(*) as n from generated_documents d where ${docWhere} group by 1) x) as by_status,
    (select coalesce(json_agg(json_build_object('month', x.m, 'documents', x.n)), '[]'::json)
       from (select to_char(date_trunc('month', d.created_at at time zone 'America/Sao_Paulo'), 'YYYY-MM') as m, count(*) as n from generated_documents d
             where ${docWhere} and d.created_at >= ${windowStart(q.to)}
             group by date_trunc('month', d.created_at at time zone 'America/Sao_Paulo')) x) as by_month,
    (select coalesce(json_agg(json_build_object('name', x.role_name, 'value', x.n) order by x.n desc, x.role_name),
       '[]'::json)
       from (select v.role_name, count(*) as n from user_roles_with_metadata v where ${userWhere} group by 1) x)
       as by_role,
    (select coalesce(json_agg(json_build_object('name', ca.name, 'documents', x.n) order by x.n desc, ca.name),
       '[]'::json)
       from (select d.corporate_account_id as id, count(*) as n from generated_documents d
             where ${docWhere} and d.corporate_account_id is not null and d.corporate_account_id <> ${SYSTEM_ACCOUNT_ID}
             group by 1 order by 2 desc, 1 limit 5) x
       left join corporate_accounts ca on ca.id = x.id) as top_accounts,
    (select coalesce(json_agg(json_build_object('id', ca.id, 'name', ca.name) order by ca.name, ca.id), '[]'::json)
       from corporate_accounts ca where ca.is_active and ca.id <> ${SYSTEM_ACCOUNT_ID}) as accounts`;
}

interface Row {
  end_month: string;
  total_users: number;
  total_accounts: number;
  total_templates: number;
  by_status: unknown;
  by_month: unknown;
  by_role: unknown;
  top_accounts: unknown;
  accounts: unknown;
}

export async function adminReport(db: Db, q: AdminReportQuery, now: Date): Promise<AdminReport> {
  const [row] = await rawRows<Row>(db, adminReportSql(q));
  if (!row) throw new Error("report query returned nothing");
  const byStatus = jsonValue<Array<{ status: string; value: number }>>(row.by_status);
  const byMonth = jsonValue<Array<{ month: string; documents: number }>>(row.by_month);
  const byRole = jsonValue<Array<{ name: string | null; value: number }>>(row.by_role);
  const top = jsonValue<Array<{ name: string | null; documents: number }>>(row.top_accounts);
  return {
    totalUsers: Number(row.total_users),
    totalCorporateAccounts: Number(row.total_accounts),
    // One scan: the total is the sum of the per-status counts.
    totalDocuments: byStatus.reduce((n, s) => n + Number(s.value), 0),
    totalTemplates: Number(row.total_templates),
    documentsByStatus: byStatus.map((s) => ({
      status: s.status,
      name: REPORT_STATUS_LABELS[s.status as keyof typeof REPORT_STATUS_LABELS] ?? INSIGHT_TEXTS.unknownReport,
      value: s.value,
    })),
    documentsByMonth: zeroFilled(row.end_month, byMonth, (month) => ({ month, documents: 0 })),
    usersByRole: byRole.map((r) => ({ name: r.name ?? INSIGHT_TEXTS.noRole, value: r.value })),
    topCorporateAccounts: top.map((t) => ({ name: t.name ?? INSIGHT_TEXTS.unknownReport, documents: t.documents })),
    accounts: jsonValue<Array<{ id: string; name: string }>>(row.accounts),
    generatedAt: now.toISOString(),
  };
}
