import { parseMoney } from "../shared/format-value";
import type { VariableDefinition } from "../templates/variables";
import { BATCH_MESSAGES } from "./messages";

/**
 * A spreadsheet cell → the value the document form would send (issue 24): reais as Brazilians type
 * them, dd/mm/aaaa dates, Sim/Não, CPF/CNPJ typed as numbers. Pure and isomorphic.
 */

/** A cell as the parsers give it: text, a number, a boolean, a date (xlsx) or nothing. */
/** Header text compared without case, accents, extra spaces or a trailing "*" (required mark). */
export const normalizeHeader = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\*\s*$/, "")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();

/** A cell as the parsers give it: text, a number, a boolean, a date (xlsx) or nothing. */
export type Cell = string | number | boolean | Date | null;

type Converted = { value: unknown } | { error: string };
export const blankCell = (c: Cell) => c === null || (typeof c === "string" && c.trim() === "");
const two = (n: number) => String(n).padStart(2, "0");

/** Sim/Não as Brazilian spreadsheets write it (also S/N, X, true/false, 1/0). */
export function cellBoolean(cell: Cell): boolean | null | undefined {
  if (blankCell(cell)) return undefined;
  if (typeof cell === "boolean") return cell;
  if (typeof cell === "number") return cell === 1 ? true : cell === 0 ? false : null;
  const s = normalizeHeader(String(cell));
  if (["sim", "s", "x", "true", "verdadeiro", "1", "yes"].includes(s)) return true;
  if (["nao", "n", "false", "falso", "0", "no"].includes(s)) return false;
  return null;
}

/**
 * Reais in a cell → whole centavos: a number cell is reais (1500.5), a text cell is read as the money
 * fields read what a person types (`parseMoney`: "R$ 1.500,50", "1500,5", "1.500", "10000"; issue 48).
 */
export function cellCents(cell: Cell): number | null {
  if (typeof cell === "number") return Number.isFinite(cell) && cell >= 0 ? Math.round(cell * 100) : null;
  return parseMoney(String(cell));
}

/** dd/mm/aaaa, aaaa-mm-dd or an xlsx date (midnight UTC, as exceljs reads it) → aaaa-mm-dd. */
export function cellDate(cell: Cell): string | null {
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime())
      ? null
      : `${cell.getUTCFullYear()}-${two(cell.getUTCMonth() + 1)}-${two(cell.getUTCDate())}`;
  const s = String(cell).trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d))
    return null;
  return `${y}-${two(Number(m))}-${two(Number(d))}`;
}

export const cellText = (cell: Cell) => (cell instanceof Date ? (cellDate(cell) ?? "") : String(cell).trim());

/** One cell → the value the form would send for that variable (or the row's error for it). */
export function cellValue(variable: VariableDefinition, cell: Cell): Converted {
  if (blankCell(cell)) return { value: undefined };
  switch (variable.type) {
    case "boolean": {
      const b = cellBoolean(cell);
      return b === null ? { error: BATCH_MESSAGES.booleanInvalid } : { value: b };
    }
    case "money": {
      const cents = cellCents(cell);
      return cents === null ? { error: BATCH_MESSAGES.moneyInvalid } : { value: cents };
    }
    case "date": {
      const d = cellDate(cell);
      return d === null ? { error: BATCH_MESSAGES.dateInvalid } : { value: d };
    }
    case "number":
      return { value: typeof cell === "number" ? cell : cellText(cell) };
    // A CPF/CNPJ typed into a number cell loses its leading zeros.
    case "cpf":
      return { value: typeof cell === "number" ? String(cell).padStart(11, "0") : cellText(cell) };
    case "cnpj":
      return { value: typeof cell === "number" ? String(cell).padStart(14, "0") : cellText(cell) };
    default:
      return { value: cellText(cell) };
  }
}
