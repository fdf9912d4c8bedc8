import { type SQL, sql } from "drizzle-orm";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/accounts/system";
import type { AdminReport, AdminReportQuery } from "../../../domain/insight/insight";
import { INSIGHT_TEXTS } from "../../../domain/insight/insight";
import type { Db } from "../../platform/db/client";
import { rawRows } from "../../platform/db/raw-rows";
import * as counts from "./document-counts";
import { jsonValue } from "./months";
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
  with ${counts.docGroupsCte(docWhere, ["status", "account_id"])}
  select
    ${windowEndMonth(q.to)} as end_month,
    (select count(*) from user_metadata v where ${userWhere}) as total_users,
    (select count(*) from corporate_accounts ca
       where ca.is_active and ca.id <> ${SYSTEM_ACCOUNT_ID} and ${accountWhere}) as total_accounts,
    (select count(*) from document_templates t where t.is_active and ${templateWhere}) as total_templates,
    ${counts.byStatusJson} as by_status,
    ${counts.byMonthJson(docWhere, windowStart(q.to))} as by_month,
    (select coalesce(json_agg(json_build_object('name', x.role_name, 'value', x.n) order by x.n desc, x.role_name),
       '[]'::json)
       from (select v.role_name, count(*) as n from user_roles_with_metadata v where ${userWhere} group by 1) x)
       as by_role,
    ${counts.topJson("account_id", sql`corporate_accounts`, "name")} as top_accounts`;
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
}

export async function adminReport(db: Db, q: AdminReportQuery, now: Date): Promise<AdminReport> {
  const [row] = await rawRows<Row>(db, adminReportSql(q));
  if (!row) throw new Error("report query returned nothing");
  const byRole = jsonValue<Array<{ name: string | null; value: number }>>(row.by_role);
  const { totalDocuments, documentsByStatus } = counts.statusBreakdown(row.by_status);
  return {
    totalUsers: Number(row.total_users),
    totalCorporateAccounts: Number(row.total_accounts),
    totalDocuments,
    totalTemplates: Number(row.total_templates),
    documentsByStatus,
    documentsByMonth: counts.monthlyDocuments(row.end_month, row.by_month),
    usersByRole: byRole.map((r) => ({ name: r.name ?? INSIGHT_TEXTS.noRole, value: r.value })),
    topCorporateAccounts: counts.namedTop(row.top_accounts),
    generatedAt: now.toISOString(),
  };
}
