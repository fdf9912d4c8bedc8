import type { VariableType } from "../templates/variables";
import { formatCnpj, formatCpf, formatPhone } from "./brazil";
import { formatCents } from "./format";

/**
 * A variable's value as the text a document shows (spec 2 §2.2): the plain formatting the renderer
 * applies before any formatter of issue 24 (see template-formatters.ts). Pure and isomorphic.
 */

export const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0);

const NUMBER_FORMAT = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 10 });

/** The largest sum a money variable holds: R$ 99.999.999.999,99 (13 digits of centavos). */
export const MAX_MONEY_CENTS = 9_999_999_999_999;

/** A money value: whole centavos, as a number or a string of digits (the preview's); null otherwise. */
export function parseCents(value: unknown): number | null {
  const n = typeof value === "string" && /^\d{1,13}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 && n <= MAX_MONEY_CENTS ? n : null;
}

/**
 * Parses 1234.5, "1234.5", "1.234,5", "12.500" or "1234,5" into a number; null otherwise (never "1e3").
 * Dots between groups of three digits are Brazilian thousands, as the number field and its message teach
 * ("12.500" is twelve thousand five hundred, never 12,5); any other single dot is a decimal point ("1234.5",
 * "0.500"), as a program writes it. Decision 0052.
 */
export function parseDecimal(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const s = value.trim();
  const thousands = /^-?[1-9]\d{0,2}(\.\d{3})+$/.test(s);
  const withComma = /^-?\d{1,3}(\.\d{3})+,\d+$/.test(s) || /^-?\d+,\d+$/.test(s);
  if (thousands || withComma) return Number(s.replaceAll(".", "").replace(",", "."));
  if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  return null;
}

/** What a money input says under itself (web/components/ui/money-field.tsx). */
export const MONEY_INPUT_MESSAGES = {
  understood: "Valor entendido:",
  unreadable: "Valor não reconhecido: escreva em reais, como 1.999,00 ou 199,90",
} as const;

/**
 * Reais as a person types them → whole centavos (issue 48): "199,90", "1.999,00", "R$ 1.999,00", "1999",
 * "1800,5". The one rule of every money input and of a spreadsheet's text cells; numbers are read as
 * `parseDecimal` reads them (decision 0052: "1.800" is one thousand eight hundred), never digits as
 * centavos. Null when it is not a sum: blank, negative, more than two decimals, over MAX_MONEY_CENTS.
 */
export function parseMoney(text: string): number | null {
  const s = text.replace(/^\s*R\$/i, "").replace(/\s/g, "");
  if (!/^\d/.test(s) || /[.,]\d{3,}$/.test(s.replace(/^[1-9]\d{0,2}(\.\d{3})+$/, ""))) return null;
  const reais = parseDecimal(s);
  if (reais === null || reais < 0) return null;
  const cents = Math.round(reais * 100);
  return cents <= MAX_MONEY_CENTS ? cents : null;
}

/**
 * A stored number as the number field shows it, a comma for the decimals (1.125 → "1,125"): the text
 * parseDecimal reads back as the same number. `String(1.125)` would read back as 1125 (decision 0052).
 */
export const decimalText = (n: number) => String(n).replace(".", ",");

/** yyyy-mm-dd (or an ISO timestamp, read in Brasília time, or a Date) → dd/mm/yyyy; null when unreadable. */
export function formatDateBR(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dateInBrasilia(value);
  if (typeof value !== "string") return null;
  const s = value.trim();
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (dateOnly) {
    const [, y, m, d] = dateOnly;
    const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    const valid = date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1;
    return valid && date.getUTCDate() === Number(d) ? `${d}/${m}/${y}` : null;
  }
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(s)) return s;
  if (/^\d{4}-\d{2}-\d{2}T/.test(s)) {
    const date = new Date(s);
    return Number.isNaN(date.getTime()) ? null : dateInBrasilia(date);
  }
  return null;
}

function dateInBrasilia(date: Date): string {
  const parts = new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).formatToParts(date);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  return `${get("day")}/${get("month")}/${get("year")}`;
}

const TRUE_WORDS = new Set(["true", "sim", "s", "1", "on", "yes"]);
const FALSE_WORDS = new Set(["false", "não", "nao", "n", "0", "off", "no"]);

/** Sim/Não for booleans and their usual spellings; null when not a boolean. */
export function formatBoolean(value: unknown): "Sim" | "Não" | null {
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  if (typeof value === "number") return value === 1 ? "Sim" : value === 0 ? "Não" : null;
  if (typeof value !== "string") return null;
  const s = value.trim().toLowerCase();
  if (TRUE_WORDS.has(s)) return "Sim";
  if (FALSE_WORDS.has(s)) return "Não";
  return null;
}

function asText(value: unknown): string {
  if (Array.isArray(value)) return value.map(asText).join(", ");
  if (value instanceof Date) return formatDateBR(value) ?? "";
  if (typeof value === "object" && value !== null) return "";
  return String(value);
}

/**
 * A value as the text a document shows (not yet escaped): "" when blank; booleans Sim/Não; numbers and
 * dates pt-BR; CPF, CNPJ and phone masked. A value that does not fit its type is shown as typed.
 */
export function formatValue(type: VariableType | undefined, value: unknown): string {
  if (isBlank(value)) return "";
  const raw = asText(value).trim();
  switch (type) {
    case "boolean":
      return formatBoolean(value) ?? raw;
    case "number": {
      const n = parseDecimal(value);
      return n === null ? raw : NUMBER_FORMAT.format(n);
    }
    case "money": {
      const cents = parseCents(value);
      return cents === null ? raw : formatCents(cents);
    }
    case "date":
      return formatDateBR(value) ?? raw;
    case "cpf":
      return formatCpf(raw);
    case "cnpj":
      return formatCnpj(raw);
    case "phone":
      return formatPhone(raw);
    case "list":
      // A Lista shows through its block and fields; as one value, its size (Dados Preenchidos).
      return Array.isArray(value) ? `${value.length} ${value.length === 1 ? "item" : "itens"}` : "";
    default:
      if (typeof value === "boolean") return value ? "Sim" : "Não";
      return asText(value);
  }
}
