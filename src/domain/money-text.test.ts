import { describe, expect, it } from "vitest";
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
