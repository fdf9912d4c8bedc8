import { type SQL, sql } from "drizzle-orm";
import { INSIGHT_TEXTS, REPORT_STATUS_LABELS } from "../../../domain/insight";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/system";
import { jsonValue, zeroFilled } from "./months";

/** A column the documents of a dashboard or report are counted by. */
export type CountDim = "status" | "account_id" | "user_id" | "template_id";

const DIM_COLUMN: Record<CountDim, SQL> = {
  status: sql`d.status`,
  account_id: sql`d.corporate_account_id`,
  user_id: sql`d.user_id`,
  template_id: sql`d.template_id`,
};

/**
 * The CTE `document_counts`: the documents matching `where` counted in ONE pass over them, grouped by
 * `dims` and by month ('YYYY-MM', São Paulo calendar) for those created since `monthsFrom` (month null
 * before it). Each breakdown of a screen is then a sum over these few thousand rows, not one more scan
 * of the documents.
 */
export function documentCountsCte(where: SQL, dims: CountDim[], monthsFrom: SQL): SQL {
  const columns = dims.map((d) => sql`${DIM_COLUMN[d]} as ${sql.raw(d)}`);
  const groups = [...dims, "month"].map((_, i) => sql.raw(String(i + 1)));
  return sql`document_counts as materialized (
    select ${sql.join(columns, sql`, `)},
      case when d.created_at >= ${monthsFrom}
        then to_char(date_trunc('month', d.created_at at time zone 'America/Sao_Paulo'), 'YYYY-MM') end as month,
      count(*) as n
    from generated_documents d where ${where}
    group by ${sql.join(groups, sql`, `)})`;
}

/** Documents per status, most first: json [{status, value}]. */
export const byStatusJson = sql`(select coalesce(json_agg(json_build_object('status', x.status, 'value', x.n)
    order by x.n desc, x.status), '[]'::json)
  from (select c.status, sum(c.n)::bigint as n from document_counts c group by 1) x)`;

/** Documents per month of the window (months without documents absent): json [{month, documents}]. */
export const byMonthJson = sql`(select coalesce(json_agg(json_build_object('month', x.month, 'documents', x.n)), '[]'::json)
  from (select c.month, sum(c.n)::bigint as n from document_counts c where c.month is not null group by 1) x)`;

/**
 * The 5 accounts, users or templates with most documents, named from `nameTable` (`t.id`, `t.<nameColumn>`):
 * json [{id, name, documents}], ties by name. Documents of no account or of the system account are left out;
 * those of no user or template count as one entry (named "unknown" by the caller).
 */
export function topJson(dim: "account_id" | "user_id" | "template_id", nameTable: SQL, nameColumn: string): SQL {
  const key = sql.raw(`c.${dim}`);
  const skip = dim === "account_id" ? sql`${key} is not null and ${key} <> ${SYSTEM_ACCOUNT_ID}` : sql`true`;
  const name = sql.raw(`t.${nameColumn}`);
  return sql`(select coalesce(json_agg(json_build_object('id', x.id, 'name', ${name}, 'documents', x.n)
      order by x.n desc, ${name}), '[]'::json)
    from (select ${key} as id, sum(c.n)::bigint as n from document_counts c
          where ${skip} group by 1 order by 2 desc, 1 limit 5) x
    left join ${nameTable} t on t.${sql.raw(dim === "user_id" ? "user_id" : "id")} = x.id)`;
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
  return jsonValue<Array<{ id: string; name: string | null; documents: number }>>(v).map((x) => ({
    id: x.id,
    name: x.name ?? unknown,
    documents: Number(x.documents),
  }));
}
