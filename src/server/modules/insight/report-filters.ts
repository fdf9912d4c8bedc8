import { type SQL, sql } from "drizzle-orm";

const TZ = sql.raw(`'America/Sao_Paulo'`);

/**
 * Report date filters (spec 3 §5): the start date applies as created_at on or after its first instant,
 * the end date as on or before its last one, both days in the São Paulo calendar.
 */
export function createdBetween(column: SQL, from?: string, to?: string): SQL[] {
  const out: SQL[] = [];
  if (from) out.push(sql`${column} >= (${from}::date::timestamp at time zone ${TZ})`);
  if (to) out.push(sql`${column} < ((${to}::date + 1)::timestamp at time zone ${TZ})`);
  return out;
}

/** First instant of the first of the 6 months shown, ending with the end date's month (or the current one). */
export function windowStart(to?: string): SQL {
  const end = to ? sql`${to}::date::timestamp` : sql`(now() at time zone ${TZ})`;
  return sql`((date_trunc('month', ${end}) - interval '5 months') at time zone ${TZ})`;
}

export function windowEndMonth(to?: string): SQL {
  return to ? sql`to_char(${to}::date, 'YYYY-MM')` : sql`minuta_month(now())`;
}

export function and(parts: SQL[]): SQL {
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}
