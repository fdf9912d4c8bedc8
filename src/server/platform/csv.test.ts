import { describe, expect, it } from "vitest";
import { csvFile, csvLine, inertCell } from "./csv";

describe("the CSV writer", () => {
  it("opens in Brazilian Excel: BOM, semicolons, every cell quoted, quotes doubled, CRLF", () => {
    const text = csvFile([
      ["Linha", "Erro"],
      [2, 'CPF "inválido"; confira'],
    ]).toString("utf8");
    expect(text).toBe('\uFEFF"Linha";"Erro"\r\n"2";"CPF ""inválido""; confira"\r\n');
  });

  it("keeps a text cell that a spreadsheet would run as text; numbers stay numbers", () => {
    expect(csvLine(["=1+1", "+55 11", "-x", "@SUM(A1)", "\tx", "\rx", "a=b", -5])).toBe(
      `"'=1+1";"'+55 11";"'-x";"'@SUM(A1)";"'\tx";"'\rx";"a=b";"-5"\r\n`,
    );
    expect(inertCell("Cliente")).toBe("Cliente");
  });
});
