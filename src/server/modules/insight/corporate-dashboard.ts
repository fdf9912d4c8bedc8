import { type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { hasRole } from "../../../domain/auth/permissions";
import { type CorporateDashboard, INSIGHT_TEXTS, RECENT_ENTRIES } from "../../../domain/insight/insight";
import type { Db } from "../../platform/db/client";
import { rawRows } from "../../platform/db/raw-rows";
import { forbidden } from "../../platform/errors/app-error";
import { corporateScope } from "./account-scope";
import { jsonValue, zeroFilled } from "./months";

/**
 * The corporate dashboard (spec 3 §2) of ONE account in one statement: every part filtered by the
 * account in its own where (the pending signatures too, unlike the seed), the lists also by owner
 * for callers who see only their own documents.
 */
export function corporateDashboardSql(accountId: string, ownerOnly: string | null): SQL {
  const ownDocs = ownerOnly ? sql`and d.user_id = ${ownerOnly}` : sql``;
  return sql`
  select
    minuta_month(now()) as current_month,
    u.corporate_account_name as account_name,
    u.plan_name,
    u.active_users_count,
    u.max_total_users,
    u.documents_used_current_month,
    u.signatures_used_current_month,
    u.monthly_signatures_limit,
    exists(select 1 from smtp_configurations c where c.corporate_account_id = ${accountId} and c.is_active) as smtp,
    exists(select 1 from evolution_api_configurations c where c.corporate_account_id = ${accountId} and c.is_active)
      as whatsapp,
    (select coalesce(json_agg(json_build_object('month', m.month_year, 'documents', m.total_documents_generated)),
       '[]'::json) from get_corporate_monthly_document_counts(${accountId}::uuid) m) as monthly,
    (select coalesce(json_agg(json_build_object('month', r.month_year, 'total', r.total_requests,
       'completed', r.completed_requests, 'failed', r.failed_requests, 'rate', r.completion_rate_percentage)),
       '[]'::json) from get_corporate_signature_completion_rates(${accountId}::uuid) r) as rates,
    (select coalesce(json_agg(json_build_object('id', x.id, 'title', x.title, 'creator', x.full_name,
       'status', x.status, 'createdAt', x.created_at) order by x.created_at desc, x.id desc), '[]'::json)
     from (select d.id, d.title, d.status, d.created_at, m.full_name from generated_documents d
           left join user_metadata m on m.user_id = d.user_id
           where d.corporate_account_id = ${accountId} ${ownDocs}
           order by d.created_at desc, d.id desc limit ${RECENT_ENTRIES}) x) as recent,
    (select coalesce(json_agg(json_build_object('id', x.id, 'documentId', x.document_id, 'documentTitle', x.title,
       'signerCount', x.signers, 'status', x.status, 'requestedAt', x.requested_at)
       order by x.requested_at desc, x.id desc), '[]'::json)
     from (select s.id, s.document_id, d.title, s.status, s.requested_at,
             (select count(*) from signature_recipients r where r.signature_request_id = s.id) as signers
           from signature_requests s join generated_documents d on d.id = s.document_id
           where s.corporate_account_id = ${accountId} and d.corporate_account_id = ${accountId}
             and s.status in ('pending', 'sent', 'in_progress') ${ownDocs}
           order by s.requested_at desc, s.id desc limit ${RECENT_ENTRIES}) x) as pending
  from usage_summary u where u.corporate_account_id = ${accountId}`;
}

interface Row {
  current_month: string;
  account_name: string;
  plan_name: string | null;
  active_users_count: number;
  max_total_users: number | null;
  documents_used_current_month: number;
  signatures_used_current_month: number;
  monthly_signatures_limit: number | null;
  smtp: boolean;
  whatsapp: boolean;
  monthly: unknown;
  rates: unknown;
  recent: unknown;
  pending: unknown;
}

const iso = (v: string | Date) => new Date(v).toISOString();

export async function corporateDashboard(db: Db, actor: Actor, now: Date): Promise<CorporateDashboard> {
  const { accountId, ownerOnly } = corporateScope(actor);
  const [row] = await rawRows<Row>(db, corporateDashboardSql(accountId, ownerOnly));
  if (!row) throw forbidden(INSIGHT_TEXTS.noAccount);
  const monthly = jsonValue<Array<{ month: string; documents: number }>>(row.monthly);
  const rates = jsonValue<Array<{ month: string; total: number; completed: number; failed: number; rate: number }>>(
    row.rates,
  );
  const recent = jsonValue<
    Array<{ id: string; title: string; creator: string | null; status: string; createdAt: string }>
  >(row.recent);
  const pending = jsonValue<
    Array<{
      id: string;
      documentId: string;
      documentTitle: string | null;
      signerCount: number;
      status: string;
      requestedAt: string;
    }>
  >(row.pending);
  return {
    account: { id: accountId, name: row.account_name },
    planName: row.plan_name,
    integrations: { smtp: Boolean(row.smtp), whatsapp: Boolean(row.whatsapp) },
    canConfigure: hasRole(actor, "corporate_admin"),
    activeUsers: Number(row.active_users_count),
    maxUsers: row.max_total_users === null ? null : Number(row.max_total_users),
    documentsThisMonth: Number(row.documents_used_current_month),
    signaturesThisMonth: Number(row.signatures_used_current_month),
    signaturesLimit: row.monthly_signatures_limit === null ? null : Number(row.monthly_signatures_limit),
    monthlyDocuments: zeroFilled(row.current_month, monthly, (month) => ({ month, documents: 0 })),
    completionRates: rates.map((r) => ({ ...r, rate: Number(r.rate) })),
    recentDocuments: recent.map((d) => ({
      ...d,
      creator: d.creator ?? INSIGHT_TEXTS.unknownUser,
      createdAt: iso(d.createdAt),
    })),
    pendingSignatures: pending.map((p) => ({
      ...p,
      documentTitle: p.documentTitle ?? INSIGHT_TEXTS.unknownDocument,
      requestedAt: iso(p.requestedAt),
    })),
    generatedAt: now.toISOString(),
  };
}
