import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMoney } from "./format";

describe("pt-BR formats", () => {
  it("formats dates as dd/MM/yyyy in Brazilian time", () => {
    expect(formatDate("2025-03-09T12:00:00Z")).toBe("09/03/2025");
    expect(formatDate("2025-03-01T02:00:00Z")).toBe("28/02/2025");
    expect(formatDate(null)).toBe("");
    expect(formatDate("nope")).toBe("");
  });
  it("formats date-times and money", () => {
    expect(formatDateTime("2025-03-09T15:07:00Z")).toBe("09/03/2025 12:07");
    expect(formatMoney(1234.56).replace(/\s/g, " ")).toBe("R$ 1.234,56");
  });
});
