/**
 * Numbers, sums in reais, percentages, dates and ordinals written out in Brazilian Portuguese
 * ("por extenso", issue 24). Pure and isomorphic, no dependencies. Negative numbers, non-integers
 * where an integer is needed and values beyond the supported range are refused with a RangeError:
 * a contract must never show a wrong amount in words.
 */

/** A list of words written as one text, split at its spaces. */
const words = (text: string) => text.split(" ");
/** The words of the digits 1 to 9, indexed by the digit (0 has none). */
const byDigit = (text: string) => ["", ...words(text)];

const UNITS = words("zero um dois três quatro cinco seis sete oito nove");
const TEENS = words("dez onze doze treze quatorze quinze dezesseis dezessete dezoito dezenove");
// "dez" is never read from here: 10 to 19 are TEENS.
const TENS = byDigit("dez vinte trinta quarenta cinquenta sessenta setenta oitenta noventa");
const HUNDREDS = byDigit(
  "cento duzentos trezentos quatrocentos quinhentos seiscentos setecentos oitocentos novecentos",
);
/** Scale words of groups of three digits, singular and plural (short scale, as used in Brazil). */
const SCALES: ReadonlyArray<readonly [string, string]> = [
  ["", ""],
  ["mil", "mil"],
  ["milhão", "milhões"],
  ["bilhão", "bilhões"],
  ["trilhão", "trilhões"],
];

/** The largest whole number written out: 999.999.999.999.999 (just under a quatrilhão). */
export const MAX_EXTENSO = 999_999_999_999_999;

export const EXTENSO_ERRORS = {
  negative: "Valores negativos não são escritos por extenso",
  notInteger: "Apenas números inteiros",
  tooLarge: "Valor grande demais para ser escrito por extenso",
  invalid: "Valor inválido",
} as const;

function checkWhole(n: number, max = MAX_EXTENSO): void {
  if (typeof n !== "number" || Number.isNaN(n)) throw new RangeError(EXTENSO_ERRORS.invalid);
  if (n < 0 || Object.is(n, -0)) throw new RangeError(EXTENSO_ERRORS.negative);
  if (!Number.isInteger(n)) throw new RangeError(EXTENSO_ERRORS.notInteger);
  if (n > max) throw new RangeError(EXTENSO_ERRORS.tooLarge);
}

/** 1..999 in words: "cem", "cento e um", "vinte e um". */
function hundredsWords(n: number): string {
  if (n === 100) return "cem";
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h) parts.push(HUNDREDS[h] ?? "");
  if (rest >= 20) {
    parts.push(TENS[Math.floor(rest / 10)] ?? "");
    if (rest % 10) parts.push(UNITS[rest % 10] ?? "");
  } else if (rest >= 10) parts.push(TEENS[rest - 10] ?? "");
  else if (rest) parts.push(UNITS[rest] ?? "");
  return parts.join(" e ");
}

/**
 * A whole number in words: 21 → "vinte e um", 1001 → "mil e um", 1234 → "mil duzentos e trinta e
 * quatro", 1.500.000 → "um milhão e quinhentos mil". Groups of three digits are joined by a space,
 * and by "e" before the last group when that group is below 100 or a whole hundred.
 */
export function numberInWords(n: number): string {
  checkWhole(n);
  if (n === 0) return UNITS[0] ?? "zero";
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: { text: string; value: number }[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i] ?? 0;
    if (!g) continue;
    const [one, many] = SCALES[i] ?? ["", ""];
    // "mil", never "um mil"; "um milhão", "dois milhões".
    const head = i === 1 && g === 1 ? "" : hundredsWords(g);
    const scale = g === 1 ? one : many;
    words.push({ text: [head, scale].filter(Boolean).join(" "), value: g });
  }
  return words
    .map((w, i) => {
      if (i === 0) return w.text;
      const last = i === words.length - 1;
      return last && (w.value < 100 || w.value % 100 === 0) ? `e ${w.text}` : w.text;
    })
    .join(" ");
}

/** Whether the words of a whole number end in milhão/bilhão/trilhão with no smaller group (→ "de reais"). */
const endsInBigScale = (n: number) => n >= 1_000_000 && n % 1_000_000 === 0;

/**
 * A sum of integer centavos in words: 150000 → "mil e quinhentos reais", 100000001 → "um milhão de
 * reais e um centavo", 1 → "um centavo", 0 → "zero reais".
 */
export function moneyInWords(cents: number): string {
  checkWhole(cents, MAX_EXTENSO);
  const reais = Math.floor(cents / 100);
  const centavos = cents % 100;
  const parts: string[] = [];
  if (reais > 0) {
    const unit = reais === 1 ? "real" : "reais";
    parts.push(`${numberInWords(reais)} ${endsInBigScale(reais) ? "de " : ""}${unit}`);
  }
  if (centavos > 0) parts.push(`${numberInWords(centavos)} ${centavos === 1 ? "centavo" : "centavos"}`);
  return parts.length ? parts.join(" e ") : "zero reais";
}

/**
 * Any non-negative number in words, the decimals read as written: 2.5 → "dois vírgula cinco",
 * 2.05 → "dois vírgula zero cinco".
 */
export function decimalInWords(n: number): string {
  if (typeof n !== "number" || !Number.isFinite(n)) throw new RangeError(EXTENSO_ERRORS.invalid);
  if (n < 0) throw new RangeError(EXTENSO_ERRORS.negative);
  const [whole = "0", fraction = ""] = n
    .toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 10 })
    .split(".");
  const head = numberInWords(Number(whole));
  if (!fraction) return head;
  const zeros = /^0*/.exec(fraction)?.[0].length ?? 0;
  const rest = fraction.slice(zeros);
  return [head, "vírgula", ...Array<string>(zeros).fill("zero"), rest ? numberInWords(Number(rest)) : ""]
    .filter(Boolean)
    .join(" ");
}

/** A percentage in words: 10 → "dez por cento", 2.5 → "dois vírgula cinco por cento". */
export const percentInWords = (n: number) => `${decimalInWords(n)} por cento`;

export const MONTHS = words("janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro");

/**
 * A dd/mm/yyyy date in the long form of contracts: "15 de março de 2026"; the first day of a month
 * is written "1º de março de 2026", as Brazilian legal texts do. Null when not a valid date.
 */
export function dateInWords(ddmmyyyy: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ddmmyyyy);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${day === 1 ? "1º" : day} de ${MONTHS[month - 1]} de ${year}`;
}

export type Gender = "m" | "f";

/** An ordinal in digits: 1 → "1º" / "1ª", 1000 → "1.000º". */
export function ordinalNumber(n: number, gender: Gender = "m"): string {
  checkWhole(n);
  if (n === 0) throw new RangeError(EXTENSO_ERRORS.invalid);
  return `${n.toLocaleString("pt-BR")}${gender === "f" ? "ª" : "º"}`;
}

const ORD_UNITS = byDigit("primeir segund terceir quart quint sext sétim oitav non");
const ORD_TENS = byDigit("décim vigésim trigésim quadragésim quinquagésim sexagésim septuagésim octogésim nonagésim");
const ORD_HUNDREDS = byDigit(
  "centésim ducentésim trecentésim quadringentésim quingentésim sexcentésim septingentésim octingentésim nongentésim",
);
/** The largest ordinal written out in words. */
export const MAX_ORDINAL_WORDS = 1000;

/** An ordinal in words, 1 to 1000: "primeiro", "vigésima primeira", "centésimo". */
export function ordinalInWords(n: number, gender: Gender = "m"): string {
  checkWhole(n, MAX_ORDINAL_WORDS);
  if (n === 0) throw new RangeError(EXTENSO_ERRORS.invalid);
  const end = gender === "f" ? "a" : "o";
  if (n === 1000) return `milésim${end}`;
  const stems = [ORD_HUNDREDS[Math.floor(n / 100)], ORD_TENS[Math.floor(n / 10) % 10], ORD_UNITS[n % 10]];
  return stems
    .filter((s): s is string => Boolean(s))
    .map((s) => s + end)
    .join(" ");
}
