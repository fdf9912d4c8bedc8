import { MONTHS_SHOWN, monthsEndingAt } from "../../../domain/insight/insight";

/** A monthly series with every one of the last months present (0 where the SQL had no row). */
export function zeroFilled<T extends { month: string }>(
  currentMonth: string,
  rows: readonly T[],
  empty: (month: string) => T,
  n: number = MONTHS_SHOWN,
): T[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return monthsEndingAt(currentMonth, n).map((m) => byMonth.get(m) ?? empty(m));
}

/** JSON columns arrive parsed from node-postgres and PGlite alike; a string is parsed once more to be sure. */
export function jsonValue<T>(v: unknown): T {
  return (typeof v === "string" ? JSON.parse(v) : v) as T;
}
