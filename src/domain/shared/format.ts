/** pt-BR display formats (ARCHITECTURE §8): dates dd/MM/yyyy (and HH:mm), money R$ 1.234,56. */
const dateFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});
const dateTimeFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});
const moneyFormat = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** dd/MM/yyyy in Brazilian time, or "" when missing/invalid. */
export function formatDate(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? dateFormat.format(d) : "";
}

/** dd/MM/yyyy HH:mm in Brazilian time, or "" when missing/invalid. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? dateTimeFormat.format(d).replace(",", "") : "";
}

/** R$ 1.234,56 */
export function formatMoney(value: number): string {
  return moneyFormat.format(value);
}

/** Whole centavos as "R$ 1.234,56" with a plain space (documents, money inputs). */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100).replace(/\s/g, " ");
}

const percentFormat = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });

/** A share of a whole as pt-BR percentage, one decimal at most: 1 of 3 → "33,3%"; 0 of 0 → "0%". */
export function formatShare(part: number, whole: number): string {
  return percentFormat.format(whole ? part / whole : 0);
}

/** A percentage already in points (33.33 → "33,3%"), as the server answers rates. */
export function formatPercent(points: number): string {
  return percentFormat.format(points / 100);
}
