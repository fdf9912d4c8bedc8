import { describe, expect, it } from "vitest";
import { itMaps } from "../../../tests/helpers/examples";
import {
  dateInWords,
  decimalInWords,
  EXTENSO_ERRORS,
  type Gender,
  MAX_EXTENSO,
  moneyInWords,
  numberInWords,
  ordinalInWords,
  ordinalNumber,
  percentInWords,
} from "./extenso";

describe("numberInWords", () => {
  itMaps(numberInWords, [
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
    // "e" only before the last group: a smaller middle group takes none.
    [1_005_001, "um milhão cinco mil e um"],
    [1_234_567, "um milhão duzentos e trinta e quatro mil quinhentos e sessenta e sete"],
    [2_000_000, "dois milhões"],
    [1_000_000_000, "um bilhão"],
    [2_500_000_000, "dois bilhões e quinhentos milhões"],
    [1_000_000_000_000, "um trilhão"],
    [
      MAX_EXTENSO,
      "novecentos e noventa e nove trilhões novecentos e noventa e nove bilhões novecentos e noventa e nove milhões novecentos e noventa e nove mil novecentos e noventa e nove",
    ],
  ]);
});

describe("moneyInWords (integer centavos)", () => {
  itMaps(moneyInWords, [
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
  ]);
});

describe("decimals and percentages", () => {
  itMaps(decimalInWords, [
    [2.5, "dois vírgula cinco"],
    [2.05, "dois vírgula zero cinco"],
    [2.005, "dois vírgula zero zero cinco"],
    [2.0005, "dois vírgula zero zero zero cinco"],
    [1234.5, "mil duzentos e trinta e quatro vírgula cinco"],
    [0.75, "zero vírgula setenta e cinco"],
    [21, "vinte e um"],
  ]);

  itMaps(percentInWords, [
    [10, "dez por cento"],
    [2.5, "dois vírgula cinco por cento"],
    [100, "cem por cento"],
    [0, "zero por cento"],
  ]);
});

describe("dateInWords", () => {
  itMaps(dateInWords, [
    ["15/03/2026", "15 de março de 2026"],
    ["01/01/2027", "1º de janeiro de 2027"],
    ["29/02/2028", "29 de fevereiro de 2028"],
    ["31/12/2026", "31 de dezembro de 2026"],
    ["02/07/2026", "2 de julho de 2026"],
    // Not a date: no such day, or not written dd/mm/yyyy.
    ["31/02/2026", null],
    ["29/02/2027", null],
    ["2026-03-15", null],
    ["15/3/2026", null],
    ["15/13/2026", null],
    // Two-digit years would be read as 19xx by Date: not the year written.
    ["15/03/0050", null],
    ["00/01/2026", null],
    ["x15/03/2026", null],
    ["15/03/20266", null],
    ["", null],
  ]);
});

describe("ordinals", () => {
  /** An ordinal in digits and in words, for a number and a gender. */
  const ordinal = ([n, gender]: readonly [number, Gender]) => [ordinalNumber(n, gender), ordinalInWords(n, gender)];
  itMaps(ordinal, [
    [
      [1, "m"],
      ["1º", "primeiro"],
    ],
    [
      [1, "f"],
      ["1ª", "primeira"],
    ],
    [
      [2, "f"],
      ["2ª", "segunda"],
    ],
    [
      [3, "m"],
      ["3º", "terceiro"],
    ],
    [
      [7, "f"],
      ["7ª", "sétima"],
    ],
    [
      [9, "m"],
      ["9º", "nono"],
    ],
    [
      [10, "m"],
      ["10º", "décimo"],
    ],
    [
      [10, "f"],
      ["10ª", "décima"],
    ],
    [
      [11, "m"],
      ["11º", "décimo primeiro"],
    ],
    [
      [21, "f"],
      ["21ª", "vigésima primeira"],
    ],
    [
      [42, "m"],
      ["42º", "quadragésimo segundo"],
    ],
    [
      [100, "f"],
      ["100ª", "centésima"],
    ],
    [
      [101, "m"],
      ["101º", "centésimo primeiro"],
    ],
    [
      [345, "f"],
      ["345ª", "trecentésima quadragésima quinta"],
    ],
    [
      [999, "m"],
      ["999º", "nongentésimo nonagésimo nono"],
    ],
    [
      [1000, "m"],
      ["1.000º", "milésimo"],
    ],
    [
      [1000, "f"],
      ["1.000ª", "milésima"],
    ],
  ]);
});

/** Negative numbers, fractions where a whole number is needed and values out of range: never a wrong text. */
describe("ordinals are masculine unless asked otherwise", () => {
  it("1º, primeiro, vigésimo primeiro", () => {
    expect(ordinalNumber(1)).toBe("1º");
    expect(ordinalInWords(1)).toBe("primeiro");
    expect(ordinalInWords(21)).toBe("vigésimo primeiro");
  });
});

describe("refusals", () => {
  it.each([
    [numberInWords, -1, EXTENSO_ERRORS.negative],
    [numberInWords, -0, EXTENSO_ERRORS.negative],
    [numberInWords, 1.5, EXTENSO_ERRORS.notInteger],
    [numberInWords, MAX_EXTENSO + 1, EXTENSO_ERRORS.tooLarge],
    [numberInWords, Number.NaN, EXTENSO_ERRORS.invalid],
    // A value read from a form or a spreadsheet that is not a number at all.
    [numberInWords, "12" as unknown as number, EXTENSO_ERRORS.invalid],
    [moneyInWords, -100, EXTENSO_ERRORS.negative],
    [moneyInWords, 10.5, EXTENSO_ERRORS.notInteger],
    [decimalInWords, -2.5, EXTENSO_ERRORS.negative],
    [percentInWords, -1, EXTENSO_ERRORS.negative],
    [ordinalNumber, 0, EXTENSO_ERRORS.invalid],
    [ordinalNumber, -1, EXTENSO_ERRORS.negative],
    [ordinalInWords, 0, EXTENSO_ERRORS.invalid],
    [ordinalInWords, 2.5, EXTENSO_ERRORS.notInteger],
    [ordinalInWords, 1001, EXTENSO_ERRORS.tooLarge],
  ])("%o refuses %d", (fn, n, message) => {
    expect(() => fn(n)).toThrow(message);
  });
});
