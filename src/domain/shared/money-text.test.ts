import { describe, expect, it } from "vitest";
import { cellValue } from "../batches/cells";
import type { VariableDefinition } from "../templates/variables";
import { parseMoney } from "./format-value";

/** Issue 48 points 1 and 2: one rule for money typed by a person, in every field and in a spreadsheet. */
describe("parseMoney: reais as a person types them, whole centavos back", () => {
  it.each([
    ["199,90", 19990],
    ["1.999,00", 199900],
    ["R$ 1.999,00", 199900],
    ["R$1.999,00", 199900],
    ["1999", 199900],
    ["1800", 180000],
    ["1.800", 180000],
    ["1.800,50", 180050],
    ["1800,5", 180050],
    ["0,07", 7],
    ["149.90", 14990],
    ["1.250.000,00", 125000000],
    [" 10 ", 1000],
  ])("reads %j as %i centavos", (typed, cents) => {
    expect(parseMoney(typed)).toBe(cents);
  });

  it.each(["", "abc", "-5", "1,999", "1.999.00", "1,2,3", "199,905", "0.500", "1e3", "R$", "999999999999,99"])(
    "does not take %j for a sum",
    (typed) => {
      expect(parseMoney(typed)).toBeNull();
    },
  );
});

describe("a spreadsheet's money cell is read as the form reads what is typed (issue 48 point 2)", () => {
  const valor: VariableDefinition = { key: "valor", label: "Valor", type: "money", required: true, options: [] };
  it.each([
    ["1800", 180000],
    ["10000", 1000000],
    ["1.800,50", 180050],
    ["1800,5", 180050],
    ["R$ 1.999,00", 199900],
  ])("%j is %i centavos in both", (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
    expect(cellValue(valor, text)).toEqual({ value: cents });
  });

  it.each(["1,500", "1,500.50", "0.500"])("%j, which a person's field refuses, is refused in a cell too", (text) => {
    expect(parseMoney(text)).toBeNull();
    expect(cellValue(valor, text)).toEqual({ error: "Valor em reais inválido (ex.: 1.500,00)" });
  });

  it("takes a number cell as reais", () => {
    expect(cellValue(valor, 1800.5)).toEqual({ value: 180050 });
  });
});
