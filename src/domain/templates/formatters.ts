import {
  dateInWords,
  decimalInWords,
  type Gender,
  moneyInWords,
  ordinalInWords,
  ordinalNumber,
  percentInWords,
} from "../shared/extenso";
import { formatCents } from "../shared/format";
import { formatDateBR, formatValue, parseCents, parseDecimal } from "../shared/format-value";
import type { VariableDefinition, VariableType } from "./variables";

/**
 * Formatters of a placeholder (issue 24): `{{valor|extenso}}`, `{{nome|maiusculas}}`,
 * `{{valor|extenso|maiusculas}}`. Logic-less: a fixed allow-list of names, each a pure function of
 * the value; nothing the author writes is evaluated. A formatter that does not fit a value (a
 * negative number written out, a text as ordinal) leaves the value as it would show without it.
 */
interface ValueFormatter {
  kind: "value";
  /** What the editor offers, and per type an example of the outcome. */
  label: string;
  examples: Partial<Record<VariableType, string>>;
  types: readonly VariableType[];
  apply: (type: VariableType, value: unknown) => string | null;
}
interface TextFormatter {
  kind: "text";
  label: string;
  example: string;
  apply: (text: string) => string;
}
type Formatter = ValueFormatter | TextFormatter;

const num = (value: unknown) => parseDecimal(value);
const whole = (value: unknown) => {
  const n = parseDecimal(value);
  return n !== null && Number.isInteger(n) ? n : null;
};
const withWords = (shown: string, words: string) => `${shown} (${words})`;
const ordinal = (gender: Gender, words: boolean) => (_t: VariableType, value: unknown) => {
  const n = whole(value);
  if (n === null) return null;
  return words ? ordinalInWords(n, gender) : ordinalNumber(n, gender);
};
/** A formatter of a number variable: `write` gets the parsed number; a value that is not one stays plain. */
const onNumber = (write: (n: number) => string) => (_t: VariableType, value: unknown) => {
  const n = num(value);
  return n === null ? null : write(n);
};
const percent = (n: number) => `${formatValue("number", n)}%`;

export const FORMATTERS = {
  extenso: {
    kind: "value",
    label: "Por extenso",
    examples: { money: "mil e quinhentos reais", number: "vinte e um", date: "15 de março de 2026" },
    types: ["money", "number", "date"],
    apply: (type, value) => {
      if (type === "money") {
        const cents = parseCents(value);
        return cents === null ? null : moneyInWords(cents);
      }
      if (type === "date") {
        const date = formatDateBR(value);
        return date === null ? null : dateInWords(date);
      }
      const n = num(value);
      return n === null ? null : decimalInWords(n);
    },
  },
  com_extenso: {
    kind: "value",
    label: "Valor e extenso",
    examples: { money: "R$ 1.500,00 (mil e quinhentos reais)", number: "21 (vinte e um)" },
    types: ["money", "number"],
    apply: (type, value) => {
      if (type === "money") {
        const cents = parseCents(value);
        return cents === null ? null : withWords(formatCents(cents), moneyInWords(cents));
      }
      const n = num(value);
      return n === null ? null : withWords(formatValue("number", n), decimalInWords(n));
    },
  },
  percentual: {
    kind: "value",
    label: "Percentual",
    examples: { number: "10%" },
    types: ["number"],
    apply: onNumber(percent),
  },
  percentual_extenso: {
    kind: "value",
    label: "Percentual por extenso",
    examples: { number: "dez por cento" },
    types: ["number"],
    apply: onNumber(percentInWords),
  },
  percentual_com_extenso: {
    kind: "value",
    label: "Percentual e extenso",
    examples: { number: "10% (dez por cento)" },
    types: ["number"],
    apply: onNumber((n) => withWords(percent(n), percentInWords(n))),
  },
  ordinal: {
    kind: "value",
    label: "Ordinal",
    examples: { number: "1º" },
    types: ["number"],
    apply: ordinal("m", false),
  },
  ordinal_f: {
    kind: "value",
    label: "Ordinal feminino",
    examples: { number: "1ª" },
    types: ["number"],
    apply: ordinal("f", false),
  },
  ordinal_extenso: {
    kind: "value",
    label: "Ordinal por extenso",
    examples: { number: "primeiro" },
    types: ["number"],
    apply: ordinal("m", true),
  },
  ordinal_extenso_f: {
    kind: "value",
    label: "Ordinal feminino por extenso",
    examples: { number: "primeira" },
    types: ["number"],
    apply: ordinal("f", true),
  },
  maiusculas: {
    kind: "text",
    label: "Maiúsculas",
    example: "JOSÉ DA SILVA",
    apply: (text) => text.toLocaleUpperCase("pt-BR"),
  },
} satisfies Record<string, Formatter>;

export type FormatterName = keyof typeof FORMATTERS;
export const FORMATTER_NAMES = Object.keys(FORMATTERS) as FormatterName[];

const isFormatterName = (name: string): name is FormatterName => Object.hasOwn(FORMATTERS, name);

/** The formatter names of a placeholder's tail ("|extenso|maiusculas"), trimmed, accents and case ignored. */
export function formatterNames(tail: string | undefined): string[] {
  if (!tail) return [];
  return tail
    .split("|")
    .slice(1)
    .map((s) =>
      s
        .replace(/&nbsp;|&#160;/g, " ")
        .trim()
        .normalize("NFD")
        .replace(/\p{M}/gu, "")
        .toLowerCase(),
    );
}

function applyValueFormatter(f: ValueFormatter, type: VariableType | undefined, value: unknown): string | null {
  if (!type || !f.types.includes(type)) return null;
  try {
    return f.apply(type, value);
  } catch {
    return null; // refused (negative, too large): the value shows as without the formatter
  }
}

/** A value's text through its formatters, left to right (not yet escaped); "" when blank. */
export function formatWith(type: VariableType | undefined, value: unknown, names: readonly string[]): string {
  const plain = formatValue(type, value);
  if (plain === "") return "";
  let text: string | null = null;
  for (const name of names) {
    if (!isFormatterName(name)) continue; // refused when the template is saved
    const f: Formatter = FORMATTERS[name];
    if (f.kind === "text") text = f.apply(text ?? plain);
    else if (text === null) text = applyValueFormatter(f, type, value) ?? plain;
  }
  return text ?? plain;
}

/** The editor's choices for a variable type: the formatters that fit it, each with an example for that type. */
export function formattersFor(type: VariableType): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  for (const name of FORMATTER_NAMES) {
    const f: Formatter = FORMATTERS[name];
    const example = f.kind === "text" ? f.example : f.types.includes(type) ? f.examples[type] : undefined;
    if (example) out.push({ value: name, label: `${f.label} (${example})` });
  }
  return out;
}

export const FORMATTER_MESSAGES = {
  unknown: (name: string, placeholder: string) =>
    name
      ? `Formatador desconhecido "${name}" em ${placeholder}. Use um destes: ${FORMATTER_NAMES.join(", ")}`
      : `Formatador vazio em ${placeholder}: escreva o nome após a barra ou remova a barra`,
  notFirst: (name: string, placeholder: string) =>
    `Em ${placeholder}, o formatador "${name}" deve vir logo após a chave (apenas "maiusculas" pode vir depois de outro)`,
  notForType: (name: string, key: string, typeLabel: string) =>
    `O formatador "${name}" não se aplica à variável "${key}" (${typeLabel})`,
} as const;

/**
 * The problems of the formatters used in a body, one message each: unknown names, a value
 * formatter after another one, a formatter that does not fit the variable's type.
 */
export function formatterIssues(
  uses: readonly { key: string; tail: string; placeholder: string }[],
  variables: readonly VariableDefinition[],
  typeLabels: Readonly<Record<VariableType, string>>,
): string[] {
  const issues = new Set<string>();
  const types = new Map(variables.map((v) => [v.key, v.type] as const));
  for (const use of uses) {
    for (const [i, name] of formatterNames(use.tail).entries()) {
      if (!isFormatterName(name)) {
        issues.add(FORMATTER_MESSAGES.unknown(name, use.placeholder));
        continue;
      }
      const f: Formatter = FORMATTERS[name];
      if (f.kind === "text") continue;
      if (i > 0) issues.add(FORMATTER_MESSAGES.notFirst(name, use.placeholder));
      const type = types.get(use.key);
      if (type && !f.types.includes(type)) issues.add(FORMATTER_MESSAGES.notForType(name, use.key, typeLabels[type]));
    }
  }
  return [...issues];
}
