import { type SQL, sql } from "drizzle-orm";
import type { CorporateReport, CorporateReportQuery } from "../../../domain/insight";
import { INSIGHT_TEXTS, REPORT_STATUS_LABELS } from "../../../domain/insight";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { rawRows } from "../../db/raw-rows";
import { forbidden } from "../../services/app-error";
import { corporateScope } from "./account-scope";
import { jsonValue, zeroFilled } from "./months";
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
  select
    ${windowEndMonth(q.to)} as end_month,
    (select ca.name from corporate_accounts ca where ca.id = ${accountId}) as account_name,
    (select count(*) from user_metadata m where m.corporate_account_id = ${accountId}) as total_users,
    (select count(*) from generated_documents d where ${docWhere} and d.created_at >= minuta_month_start(0))
      as this_month,
    (select coalesce(json_agg(json_build_object('status', x.status, 'value', x.n) order by x.n desc, x.status), '[]'::json)
       from (select d.status, count(*) as n from generated_documents d where ${docWhere} group by 1) x) as by_status,
    (select coalesce(json_agg(json_build_object('month', x.m, 'documents', x.n)), '[]'::json)
       from (select to_char(date_trunc('month', d.created_at at time zone 'America/Sao_Paulo'), 'YYYY-MM') as m, count(*) as n from generated_documents d
             where ${docWhere} and d.created_at >= ${windowStart(q.to)}
             group by date_trunc('month', d.created_at at time zone 'America/Sao_Paulo')) x) as by_month,
    (select coalesce(json_agg(json_build_object('name', m.full_name, 'documents', x.n) order by x.n desc, m.full_name),
       '[]'::json)
       from (select d.user_id, count(*) as n from generated_documents d where ${docWhere}
             group by 1 order by 2 desc, 1 limit 5) x
       left join user_metadata m on m.user_id = x.user_id) as by_user,
    (select coalesce(json_agg(json_build_object('name', t.title, 'documents', x.n) order by x.n desc, t.title),
       '[]'::json)
       from (select d.template_id, count(*) as n from generated_documents d where ${docWhere}
             group by 1 order by 2 desc, 1 limit 5) x
       left join document_templates t on t.id = x.template_id) as by_template,
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
  const named = (v: unknown) =>
    jsonValue<Array<{ name: string | null; documents: number }>>(v).map((x) => ({
      name: x.name ?? INSIGHT_TEXTS.unknownReport,
      documents: x.documents,
    }));
  const byStatus = jsonValue<Array<{ status: string; value: number }>>(row.by_status);
  return {
    accountName: row.account_name,
    totalUsers: Number(row.total_users),
    // One scan: the total is the sum of the per-status counts.
    totalDocuments: byStatus.reduce((n, s) => n + Number(s.value), 0),
    documentsThisMonth: Number(row.this_month),
    documentsByStatus: byStatus.map((s) => ({
      status: s.status,
      name: REPORT_STATUS_LABELS[s.status as keyof typeof REPORT_STATUS_LABELS] ?? INSIGHT_TEXTS.unknownReport,
      value: s.value,
    })),
    documentsByMonth: zeroFilled(
      row.end_month,
      jsonValue<Array<{ month: string; documents: number }>>(row.by_month),
      (month) => ({ month, documents: 0 }),
    ),
    documentsByUser: named(row.by_user),
    documentsByTemplate: named(row.by_template),
    users: jsonValue<Array<{ id: string; name: string }>>(row.users),
    generatedAt: now.toISOString(),
  };
}
