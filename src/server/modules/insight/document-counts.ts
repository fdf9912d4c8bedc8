import { type SQL, sql } from "drizzle-orm";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/accounts/system";
import { INSIGHT_TEXTS, REPORT_STATUS_LABELS, TOP_ENTRIES } from "../../../domain/insight/insight";
import { jsonValue, zeroFilled } from "./months";

/** A column the documents of a dashboard or report are grouped by. */
export type GroupDim = "status" | "account_id" | "user_id" | "template_id";

const DIM_COLUMN: Record<GroupDim, string> = {
  status: "d.status",
  account_id: "d.corporate_account_id",
  user_id: "d.user_id",
  template_id: "d.template_id",
};

/**
 * The CTE `doc_groups`: the documents matching `where` (alias `d`) counted in ONE (parallel) scan,
 * grouped by `dims`; the per-status, per-account, per-user and per-template breakdowns are then sums over
 * its few thousand rows instead of one more scan of the documents each. The month is not one of the
 * dimensions: computed per row it made the planner expect a million groups and give up the parallel
 * plan (measured 2× slower at 1M documents); the months come from their own index scan (byMonthJson).
 */
export function docGroupsCte(where: SQL, dims: GroupDim[]): SQL {
  const columns = dims.map((d) => sql.raw(`${DIM_COLUMN[d]} as ${d}`));
  const groups = dims.map((_, i) => sql.raw(String(i + 1)));
  return sql`doc_groups as (
    select ${sql.join(columns, sql`, `)}, count(*) as n from generated_documents d where ${where}
    group by ${sql.join(groups, sql`, `)})`;
}

/** The number of documents in doc_groups. */
export const groupedTotal = sql`(select coalesce(sum(g.n), 0)::bigint from doc_groups g)`;

/** Documents per status (doc_groups by status), most first: json [{status, value}]. */
export const byStatusJson = sql`(select coalesce(json_agg(json_build_object('status', x.status, 'value', x.n)
    order by x.n desc, x.status), '[]'::json)
  from (select g.status, sum(g.n)::bigint as n from doc_groups g group by 1) x)`;

/**
 * The TOP_ENTRIES (5) accounts, users or templates with most documents (doc_groups by that dimension), named from
 * `nameTable` (`t.<nameColumn>`): json [{id, name, documents}], ties by name. Documents of no account or
 * of the system account are left out; those of no user or template count as one entry.
 */
export function topJson(dim: Exclude<GroupDim, "status">, nameTable: SQL, nameColumn: string): SQL {
  const key = sql.raw(`g.${dim}`);
  const keep = dim === "account_id" ? sql`${key} is not null and ${key} <> ${SYSTEM_ACCOUNT_ID}` : sql`true`;
  const name = sql.raw(`t.${nameColumn}`);
  return sql`(select coalesce(json_agg(json_build_object('id', x.id, 'name', ${name}, 'documents', x.n)
      order by x.n desc, ${name}), '[]'::json)
    from (select ${key} as id, sum(g.n)::bigint as n from doc_groups g where ${keep}
          group by 1 order by 2 desc, 1 limit ${TOP_ENTRIES}) x
    left join ${nameTable} t on t.${sql.raw(dim === "user_id" ? "user_id" : "id")} = x.id)`;
}

/** Documents per month since `monthsFrom` (months without documents absent): json [{month, documents}]. */
export function byMonthJson(where: SQL, monthsFrom: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('month', x.m, 'documents', x.n)), '[]'::json)
    from (select to_char(date_trunc('month', d.created_at at time zone 'America/Sao_Paulo'), 'YYYY-MM') as m,
            count(*) as n
          from generated_documents d where ${where} and d.created_at >= ${monthsFrom}
          group by date_trunc('month', d.created_at at time zone 'America/Sao_Paulo')) x)`;
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
