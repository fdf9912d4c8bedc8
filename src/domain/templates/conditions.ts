import { z } from "zod";
import { decimalText, isBlank, parseCents, parseDecimal } from "../shared/format-value";
import type { VariableType } from "./variables";

/**
 * Conditions of conditional sections (issue 24), logic-less: a variable key, one operator of a fixed
 * list and literal operands. The marker text `{{#se multa > 0}}` is read by a strict grammar into
 * this Zod-checked structure; nothing is ever evaluated as code, and a value can only be compared.
 */
export const COMPARE_OPS = [">", "≥", "<", "≤"] as const;
export const EQUALITY_OPS = ["=", "≠"] as const;

const keyPath = z.string().regex(/^[\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)?$/u);
export const conditionSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("verdadeiro"), key: keyPath }),
  z.object({ op: z.enum(["preenchido", "vazio"]), key: keyPath }),
  z.object({ op: z.literal("em"), key: keyPath, values: z.array(z.string().max(500)).min(1).max(50) }),
  z.object({ op: z.enum(EQUALITY_OPS), key: keyPath, value: z.union([z.string().max(500), z.number().finite()]) }),
  z.object({ op: z.enum(COMPARE_OPS), key: keyPath, value: z.number().finite() }),
]);
export type Condition = z.infer<typeof conditionSchema>;
export type ConditionOp = Condition["op"];

/** The labels of the condition form, in the order it offers them. */
export const CONDITION_OP_LABELS: Record<ConditionOp, string> = {
  verdadeiro: "é Sim",
  "=": "é igual a",
  "≠": "é diferente de",
  em: "é um de",
  ">": "é maior que",
  "≥": "é maior ou igual a",
  "<": "é menor que",
  "≤": "é menor ou igual a",
  preenchido: "está preenchido",
  vazio: "está vazio",
};

/** Which operators fit a variable type (the save check and the condition form use the same table). */
export function opsForType(type: VariableType): ConditionOp[] {
  switch (type) {
    case "boolean":
      return ["verdadeiro"];
    case "select":
      return ["=", "≠", "em", "preenchido", "vazio"];
    case "number":
    case "money":
      return [">", "≥", "=", "≠", "<", "≤", "preenchido", "vazio"];
    case "list":
      return ["preenchido", "vazio"];
    default:
      return ["=", "≠", "preenchido", "vazio"];
  }
}

const OP_ALIASES: Record<string, ConditionOp> = {
  "=": "=",
  "==": "=",
  "≠": "≠",
  "!=": "≠",
  ">": ">",
  "≥": "≥",
  ">=": "≥",
  "<": "<",
  "≤": "≤",
  "<=": "≤",
};
const QUOTED = /"((?:[^"\\]|\\.)*)"/y;
const NUMBER = /^-?\d{1,15}(?:\.\d{3})*(?:,\d{1,10})?$|^-?\d{1,15}(?:\.\d{1,10})?$/;

/** Entities Quill and the sanitizer write in text, back to characters (only these few). */
export function decodeText(text: string): string {
  return text
    .replace(/&nbsp;|&#160;|\u00a0/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function quotedList(rest: string): string[] | null {
  const out: string[] = [];
  let i = 0;
  for (;;) {
    while (rest[i] === " " || rest[i] === "\t") i++;
    QUOTED.lastIndex = i;
    const m = QUOTED.exec(rest);
    if (!m) return null;
    out.push((m[1] ?? "").replace(/\\(.)/g, "$1"));
    i = QUOTED.lastIndex;
    while (rest[i] === " ") i++;
    if (i === rest.length) return out;
    if (rest[i] !== ",") return null;
    i++;
  }
}

/** `multa > 1.500,00`, `tipo = "Jurídica"`, `uf em "SP", "RJ"`, `obs preenchido`, `tem_fiador` → a condition, or null. */
export function parseCondition(source: string): Condition | null {
  const s = decodeText(source).trim();
  const head = /^([\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)?)(?:\s+(.*))?$/su.exec(s);
  if (!head?.[1]) return null;
  const key = head[1];
  const rest = (head[2] ?? "").trim();
  let candidate: unknown = null;
  if (rest === "") candidate = { op: "verdadeiro", key };
  else if (rest === "preenchido" || rest === "vazio") candidate = { op: rest, key };
  else if (/^(em|é um de)\s/.test(rest)) {
    const values = quotedList(rest.replace(/^(em|é um de)\s+/, ""));
    candidate = values ? { op: "em", key, values } : null;
  } else {
    const m = /^(==|!=|>=|<=|=|≠|≥|≤|>|<)\s*(.*)$/s.exec(rest);
    const op = m?.[1] ? OP_ALIASES[m[1]] : undefined;
    const literal = (m?.[2] ?? "").trim();
    if (op && NUMBER.test(literal)) candidate = { op, key, value: parseDecimal(literal) };
    else if (op && (op === "=" || op === "≠")) {
      const text = quotedList(literal);
      candidate = text?.length === 1 ? { op, key, value: text[0] } : null;
    }
  }
  const parsed = conditionSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

const quote = (s: string) => `"${s.replace(/["\\]/g, "\\$&")}"`;
/** The marker text of a condition, as the editor inserts it: the inverse of parseCondition. */
export function conditionText(c: Condition): string {
  switch (c.op) {
    case "verdadeiro":
      return c.key;
    case "preenchido":
    case "vazio":
      return `${c.key} ${c.op}`;
    case "em":
      return `${c.key} em ${c.values.map(quote).join(", ")}`;
    default:
      return `${c.key} ${c.op} ${typeof c.value === "number" ? decimalText(c.value) : quote(c.value)}`;
  }
}

const truthy = (v: unknown) =>
  v === true || (typeof v === "string" && ["true", "sim"].includes(v.trim().toLowerCase()));

/** A value as a number to compare: money in centavos (the literal is in reais), numbers as they are. */
function numeric(type: VariableType | undefined, value: unknown): number | null {
  if (type === "money") return parseCents(value);
  return parseDecimal(value);
}

/** Whether a condition holds for a value of a variable of a type. A blank value never compares. */
export function evaluateCondition(c: Condition, type: VariableType | undefined, value: unknown): boolean {
  switch (c.op) {
    case "verdadeiro":
      return truthy(value);
    case "preenchido":
      return !isBlank(value);
    case "vazio":
      return isBlank(value);
    case "em":
      return typeof value === "string" && c.values.includes(value.trim());
    default:
      break;
  }
  if (isBlank(value)) return c.op === "≠";
  if (typeof c.value === "string") {
    const same = typeof value === "string" && value.trim() === c.value.trim();
    return c.op === "=" ? same : c.op === "≠" ? !same : false;
  }
  const n = numeric(type, value);
  if (n === null) return false;
  const lit = type === "money" ? Math.round(c.value * 100) : c.value;
  switch (c.op) {
    case "=":
      return n === lit;
    case "≠":
      return n !== lit;
    case ">":
      return n > lit;
    case "≥":
      return n >= lit;
    case "<":
      return n < lit;
    case "≤":
      return n <= lit;
  }
}
