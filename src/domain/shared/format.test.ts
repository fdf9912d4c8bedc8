import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMoney, formatPercent, formatShare } from "./format";

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
  it("formats percentages pt-BR, one formatter for the dashboards and reports (issue 21)", () => {
    expect(formatShare(1, 3)).toBe("33,3%");
    expect(formatShare(57, 61)).toBe("93,4%");
    expect(formatShare(0, 0)).toBe("0%");
    expect(formatPercent(66.67)).toBe("66,7%");
    expect(formatPercent(100)).toBe("100%");
  });
});
