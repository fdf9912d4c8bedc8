import { type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import type { CorporateReport, CorporateReportQuery } from "../../../domain/insight/insight";
import { INSIGHT_TEXTS } from "../../../domain/insight/insight";
import type { Db } from "../../platform/db/client";
import { rawRows } from "../../platform/db/raw-rows";
import { forbidden } from "../../platform/errors/app-error";
import { corporateScope } from "./account-scope";
import * as counts from "./document-counts";
import { jsonValue } from "./months";
import { and, createdBetween, windowEndMonth, windowStart } from "./report-filters";

/**
 * 'Relatórios' of one corporate account (spec 3 §2, §7) in one statement. The account is the caller's
 * (never a parameter); a caller who sees only their own documents gets only those counted.
 */
export function corporateReportSql(accountId: string, ownerOnly: string | null, q: CorporateReportQuery): SQL {
  const docWhere = and([
    sql`d.corporate_account_id = ${accountId}`,
    ...(ownerOnly ? [sql`d.user_id = ${ownerOnly}`] : []),
    ...createdBetween(sql`d.created_at`, q.from, q.to),
    ...(q.userId ? [sql`d.user_id = ${q.userId}`] : []),
    ...(q.status ? [sql`d.status = ${q.status}`] : []),
  ]);
  const userFilter = ownerOnly ? sql`and v.user_id = ${ownerOnly}` : sql``;
  return sql`
  with ${counts.docGroupsCte(docWhere, ["status", "user_id", "template_id"])}
  select
    ${windowEndMonth(q.to)} as end_month,
    (select ca.name from corporate_accounts ca where ca.id = ${accountId}) as account_name,
    (select count(*) from user_metadata m where m.corporate_account_id = ${accountId}) as total_users,
    (select count(*) from generated_documents d where ${docWhere} and d.created_at >= minuta_month_start(0))
      as this_month,
    ${counts.byStatusJson} as by_status,
    ${counts.byMonthJson(docWhere, windowStart(q.to))} as by_month,
    ${counts.topJson("user_id", sql`user_metadata`, "full_name")} as by_user,
    ${counts.topJson("template_id", sql`document_templates`, "title")} as by_template,
    (select coalesce(json_agg(json_build_object('id', v.user_id, 'name', v.full_name) order by v.full_name, v.user_id),
       '[]'::json)
       from user_roles_with_metadata v
       where v.corporate_account_id = ${accountId} and v.is_active ${userFilter}) as users`;
}

interface Row {
  end_month: string;
  account_name: string | null;
  total_users: number;
  this_month: number;
  by_status: unknown;
  by_month: unknown;
  by_user: unknown;
  by_template: unknown;
  users: unknown;
}

export async function corporateReport(
  db: Db,
  actor: Actor,
  q: CorporateReportQuery,
  now: Date,
): Promise<CorporateReport> {
  const { accountId, ownerOnly } = corporateScope(actor);
  const [row] = await rawRows<Row>(db, corporateReportSql(accountId, ownerOnly, q));
  if (!row || row.account_name === null) throw forbidden(INSIGHT_TEXTS.noAccount);
  return {
    accountName: row.account_name,
    totalUsers: Number(row.total_users),
    ...counts.statusBreakdown(row.by_status),
    documentsThisMonth: Number(row.this_month),
    documentsByMonth: counts.monthlyDocuments(row.end_month, row.by_month),
    documentsByUser: counts.namedTop(row.by_user),
    documentsByTemplate: counts.namedTop(row.by_template),
    users: jsonValue<Array<{ id: string; name: string }>>(row.users),
    generatedAt: now.toISOString(),
  };
}
