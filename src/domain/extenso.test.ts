import { describe, expect, it } from "vitest";
import {
  dateInWords,
  decimalInWords,
  EXTENSO_ERRORS,
  MAX_EXTENSO,
  moneyInWords,
  numberInWords,
  ordinalInWords,
  ordinalNumber,
  percentInWords,
} from "./extenso";

describe("numberInWords", () => {
  it.each([
    [0, "zero"],
    [1, "um"],
    [2, "dois"],
    [10, "dez"],
    [11, "onze"],
    [14, "quatorze"],
    [16, "dezesseis"],
    [19, "dezenove"],
    [20, "vinte"],
    [21, "vinte e um"],
    [99, "noventa e nove"],
    [100, "cem"],
    [101, "cento e um"],
    [110, "cento e dez"],
    [121, "cento e vinte e um"],
    [200, "duzentos"],
    [345, "trezentos e quarenta e cinco"],
    [999, "novecentos e noventa e nove"],
    [1000, "mil"],
    [1001, "mil e um"],
    [1010, "mil e dez"],
    [1100, "mil e cem"],
    [1101, "mil cento e um"],
    [1200, "mil e duzentos"],
    [1234, "mil duzentos e trinta e quatro"],
    [1500, "mil e quinhentos"],
    [2000, "dois mil"],
    [10_000, "dez mil"],
    [21_021, "vinte e um mil e vinte e um"],
    [100_000, "cem mil"],
    [101_000, "cento e um mil"],
    [999_999, "novecentos e noventa e nove mil novecentos e noventa e nove"],
    [1_000_000, "um milhão"],
    [1_000_001, "um milhão e um"],
    [1_001_000, "um milhão e mil"],
    [1_500_000, "um milhão e quinhentos mil"],
    [1_234_567, "um milhão duzentos e trinta e quatro mil quinhentos e sessenta e sete"],
    [2_000_000, "dois milhões"],
    [1_000_000_000, "um bilhão"],
    [2_500_000_000, "dois bilhões e quinhentos milhões"],
    [1_000_000_000_000, "um trilhão"],
    [
      MAX_EXTENSO,
      "novecentos e noventa e nove trilhões novecentos e noventa e nove bilhões novecentos e noventa e nove milhões novecentos e noventa e nove mil novecentos e noventa e nove",
    ],
  ])("%d → %s", (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it.each([
    [-1, EXTENSO_ERRORS.negative],
    [-0, EXTENSO_ERRORS.negative],
    [1.5, EXTENSO_ERRORS.notInteger],
    [MAX_EXTENSO + 1, EXTENSO_ERRORS.tooLarge],
    [Number.NaN, EXTENSO_ERRORS.invalid],
  ])("refuses %d", (n, message) => {
    expect(() => numberInWords(n)).toThrow(message);
  });
});

describe("moneyInWords (integer centavos)", () => {
  it.each([
    [0, "zero reais"],
    [1, "um centavo"],
    [2, "dois centavos"],
    [50, "cinquenta centavos"],
    [100, "um real"],
    [101, "um real e um centavo"],
    [200, "dois reais"],
    [2_150, "vinte e um reais e cinquenta centavos"],
    [150_000, "mil e quinhentos reais"],
    [150_099, "mil e quinhentos reais e noventa e nove centavos"],
    [100_000_000, "um milhão de reais"],
    [100_000_001, "um milhão de reais e um centavo"],
    [150_000_000, "um milhão e quinhentos mil reais"],
    [200_000_000, "dois milhões de reais"],
    [100_000_100, "um milhão e um reais"],
    [100_000_000_000, "um bilhão de reais"],
    [
      9_999_999_999_999,
      "noventa e nove bilhões novecentos e noventa e nove milhões novecentos e noventa e nove mil novecentos e noventa e nove reais e noventa e nove centavos",
    ],
  ])("%d centavos → %s", (cents, words) => {
    expect(moneyInWords(cents)).toBe(words);
  });

  it("refuses negative and fractional centavos", () => {
    expect(() => moneyInWords(-100)).toThrow(EXTENSO_ERRORS.negative);
    expect(() => moneyInWords(10.5)).toThrow(EXTENSO_ERRORS.notInteger);
  });
});

describe("decimals and percentages", () => {
  it.each([
    [2.5, "dois vírgula cinco"],
    [2.05, "dois vírgula zero cinco"],
    [0.75, "zero vírgula setenta e cinco"],
    [21, "vinte e um"],
  ])("%d → %s", (n, words) => {
    expect(decimalInWords(n)).toBe(words);
  });

  it.each([
    [10, "dez por cento"],
    [2.5, "dois vírgula cinco por cento"],
    [100, "cem por cento"],
    [0, "zero por cento"],
  ])("%d%% → %s", (n, words) => {
    expect(percentInWords(n)).toBe(words);
  });

  it("refuses a negative decimal and a negative percentage", () => {
    expect(() => decimalInWords(-2.5)).toThrow(EXTENSO_ERRORS.negative);
    expect(() => percentInWords(-1)).toThrow(EXTENSO_ERRORS.negative);
  });
});

describe("dateInWords", () => {
  it.each([
    ["15/03/2026", "15 de março de 2026"],
    ["01/01/2027", "1º de janeiro de 2027"],
    ["29/02/2028", "29 de fevereiro de 2028"],
    ["31/12/2026", "31 de dezembro de 2026"],
    ["02/07/2026", "2 de julho de 2026"],
  ])("%s → %s", (date, words) => {
    expect(dateInWords(date)).toBe(words);
  });

  it.each(["31/02/2026", "29/02/2027", "2026-03-15", "15/3/2026", ""])("%s is not a date", (date) => {
    expect(dateInWords(date)).toBeNull();
  });
});

describe("ordinals", () => {
  it.each([
    [1, "m", "1º"],
    [1, "f", "1ª"],
    [2, "f", "2ª"],
    [10, "m", "10º"],
    [1000, "m", "1.000º"],
  ] as const)("%d (%s) → %s", (n, gender, text) => {
    expect(ordinalNumber(n, gender)).toBe(text);
  });

  it.each([
    [1, "m", "primeiro"],
    [1, "f", "primeira"],
    [2, "f", "segunda"],
    [3, "m", "terceiro"],
    [7, "f", "sétima"],
    [9, "m", "nono"],
    [10, "f", "décima"],
    [11, "m", "décimo primeiro"],
    [21, "f", "vigésima primeira"],
    [42, "m", "quadragésimo segundo"],
    [100, "f", "centésima"],
    [101, "m", "centésimo primeiro"],
    [345, "f", "trecentésima quadragésima quinta"],
    [999, "m", "nongentésimo nonagésimo nono"],
    [1000, "f", "milésima"],
  ] as const)("%d (%s) → %s", (n, gender, words) => {
    expect(ordinalInWords(n, gender)).toBe(words);
  });

  it("refuses zero, negatives, fractions and ordinals in words beyond 1000", () => {
    expect(() => ordinalNumber(0)).toThrow(EXTENSO_ERRORS.invalid);
    expect(() => ordinalNumber(-1)).toThrow(EXTENSO_ERRORS.negative);
    expect(() => ordinalInWords(0, "f")).toThrow(EXTENSO_ERRORS.invalid);
    expect(() => ordinalInWords(2.5)).toThrow(EXTENSO_ERRORS.notInteger);
    expect(() => ordinalInWords(1001)).toThrow(EXTENSO_ERRORS.tooLarge);
  });
});
