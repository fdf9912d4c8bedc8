import { type SQL, sql } from "drizzle-orm";
import { INSIGHT_TEXTS, REPORT_STATUS_LABELS } from "../../../domain/insight";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/system";
import { jsonValue, zeroFilled } from "./months";

/**
 * The document breakdowns the admin and corporate reports share, each over the documents matching
 * `where` (alias `d`). One scan per breakdown on purpose: measured at 1M documents, a single pass
 * grouped by every breakdown at once (a CTE) was twice as slow as these separate, parallel scans.
 */

/** Documents per status, most first: json [{status, value}]. */
export function byStatusJson(where: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('status', x.status, 'value', x.n) order by x.n desc, x.status),
      '[]'::json)
    from (select d.status, count(*) as n from generated_documents d where ${where} group by 1) x)`;
}

/** Documents per month since `monthsFrom` (months without documents absent): json [{month, documents}]. */
export function byMonthJson(where: SQL, monthsFrom: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('month', x.m, 'documents', x.n)), '[]'::json)
    from (select to_char(date_trunc('month', d.created_at at time zone 'America/Sao_Paulo'), 'YYYY-MM') as m,
            count(*) as n
          from generated_documents d where ${where} and d.created_at >= ${monthsFrom}
          group by date_trunc('month', d.created_at at time zone 'America/Sao_Paulo')) x)`;
}

const TOP_KEY = { account_id: "corporate_account_id", user_id: "user_id", template_id: "template_id" } as const;

/**
 * The 5 accounts, users or templates with most documents, named from `nameTable` (`t.<nameColumn>`):
 * json [{name, documents}], ties by name. Documents of no account or of the system account are left out;
 * those of no user or template count as one entry (named "unknown" by the caller).
 */
export function topJson(key: keyof typeof TOP_KEY, where: SQL, nameTable: SQL, nameColumn: string): SQL {
  const column = sql.raw(`d.${TOP_KEY[key]}`);
  const skip = key === "account_id" ? sql`and ${column} is not null and ${column} <> ${SYSTEM_ACCOUNT_ID}` : sql``;
  const name = sql.raw(`t.${nameColumn}`);
  return sql`(select coalesce(json_agg(json_build_object('name', ${name}, 'documents', x.n) order by x.n desc, ${name}),
      '[]'::json)
    from (select ${column} as id, count(*) as n from generated_documents d where ${where} ${skip}
          group by 1 order by 2 desc, 1 limit 5) x
    left join ${nameTable} t on t.${sql.raw(key === "user_id" ? "user_id" : "id")} = x.id)`;
}

/** The report's status breakdown (Portuguese names) and its total (the sum of the per-status counts). */
export function statusBreakdown(v: unknown) {
  const byStatus = jsonValue<Array<{ status: string; value: number }>>(v);
  return {
    totalDocuments: byStatus.reduce((n, s) => n + Number(s.value), 0),
    documentsByStatus: byStatus.map((s) => ({
      status: s.status,
      name: REPORT_STATUS_LABELS[s.status as keyof typeof REPORT_STATUS_LABELS] ?? INSIGHT_TEXTS.unknownReport,
      value: Number(s.value),
    })),
  };
}

/** The monthly series of a report, every month of the window present. */
export function monthlyDocuments(endMonth: string, v: unknown) {
  return zeroFilled(endMonth, jsonValue<Array<{ month: string; documents: number }>>(v), (month) => ({
    month,
    documents: 0,
  }));
}

/** Named top-5 entries (the name falls back to the report's "unknown"). */
export function namedTop(v: unknown, unknown: string = INSIGHT_TEXTS.unknownReport) {
  return jsonValue<Array<{ name: string | null; documents: number }>>(v).map((x) => ({
    name: x.name ?? unknown,
    documents: Number(x.documents),
  }));
}
