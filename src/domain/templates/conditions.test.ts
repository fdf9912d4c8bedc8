import { describe, expect, it } from "vitest";
import { type Condition, conditionText, evaluateCondition, parseCondition } from "./conditions";
import type { VariableType } from "./variables";

describe("parseCondition reads the marker grammar into a checked structure", () => {
  it.each<[string, Condition | null]>([
    ["tem_fiador", { op: "verdadeiro", key: "tem_fiador" }],
    ["obs preenchido", { op: "preenchido", key: "obs" }],
    ["obs&nbsp;vazio", { op: "vazio", key: "obs" }],
    ['tipo = "Jurídica"', { op: "=", key: "tipo", value: "Jurídica" }],
    ["tipo = &quot;Física&quot;", { op: "=", key: "tipo", value: "Física" }],
    ['tipo != "Física"', { op: "≠", key: "tipo", value: "Física" }],
    ['uf em "SP", "RJ"', { op: "em", key: "uf", values: ["SP", "RJ"] }],
    ['uf é um de "SP","MG"', { op: "em", key: "uf", values: ["SP", "MG"] }],
    ["multa > 0", { op: ">", key: "multa", value: 0 }],
    ["multa &gt;= 1.500,50", { op: "≥", key: "multa", value: 1500.5 }],
    ["multa > 1.500", { op: ">", key: "multa", value: 1500 }],
    ["multa > 12.500", { op: ">", key: "multa", value: 12500 }],
    ["multa ≤ 10.5", { op: "≤", key: "multa", value: 10.5 }],
    ["prazo < -3", { op: "<", key: "prazo", value: -3 }],
    ["parcelas.valor > 100", { op: ">", key: "parcelas.valor", value: 100 }],
    ["multa > abc", null],
    ["multa >", null],
    ["tipo = Jurídica", null],
    ['uf em "SP" "RJ"', null],
    ["constructor.prototype.x = 1", null],
    ["a; alert(1)", null],
    ["", null],
  ])("%s", (source, expected) => {
    expect(parseCondition(source)).toEqual(expected);
  });

  it("writes back what it reads (the editor inserts conditionText)", () => {
    const conditions: Condition[] = [
      { op: "verdadeiro", key: "pj" },
      { op: "em", key: "uf", values: ['São "Paulo"', "RJ"] },
      { op: "≥", key: "valor", value: 1500.25 },
      { op: "≠", key: "tipo", value: "Física" },
      { op: "vazio", key: "obs" },
    ];
    for (const c of conditions) expect(parseCondition(conditionText(c))).toEqual(c);
  });
});

describe("evaluateCondition", () => {
  const cases: [Condition, VariableType, unknown, boolean][] = [
    [{ op: "verdadeiro", key: "b" }, "boolean", true, true],
    [{ op: "verdadeiro", key: "b" }, "boolean", false, false],
    [{ op: "verdadeiro", key: "b" }, "boolean", undefined, false],
    [{ op: "=", key: "s", value: "Jurídica" }, "select", "Jurídica", true],
    [{ op: "=", key: "s", value: "Jurídica" }, "select", "Física", false],
    [{ op: "≠", key: "s", value: "Jurídica" }, "select", "Física", true],
    [{ op: "≠", key: "s", value: "Jurídica" }, "select", "", true],
    [{ op: "em", key: "s", values: ["SP", "RJ"] }, "select", "RJ", true],
    [{ op: "em", key: "s", values: ["SP", "RJ"] }, "select", "MG", false],
    [{ op: ">", key: "m", value: 0 }, "money", 1, true],
    [{ op: ">", key: "m", value: 0 }, "money", 0, false],
    [{ op: "≥", key: "m", value: 1500 }, "money", 150000, true],
    [{ op: "≥", key: "m", value: 1500 }, "money", 149999, false],
    [{ op: "=", key: "m", value: 0.1 }, "money", 10, true],
    [{ op: "<", key: "n", value: 10 }, "number", "9,5", true],
    [{ op: "≤", key: "n", value: 10 }, "number", 10, true],
    [{ op: "≤", key: "n", value: 10 }, "number", 10.01, false],
    [{ op: "≠", key: "n", value: 3 }, "number", 4, true],
    [{ op: ">", key: "n", value: 0 }, "number", "", false],
    [{ op: ">", key: "n", value: 0 }, "number", "abc", false],
    [{ op: "preenchido", key: "t" }, "text", "x", true],
    [{ op: "preenchido", key: "t" }, "text", "   ", false],
    [{ op: "vazio", key: "t" }, "text", undefined, true],
    [{ op: "vazio", key: "l" }, "list", [], true],
    [{ op: "preenchido", key: "l" }, "list", [{ a: 1 }], true],
    [{ op: "=", key: "t", value: "x" }, "text", { toString: () => "x" }, false],
  ];
  it.each(cases)("%j on %s %j → %s", (c, type, value, expected) => {
    expect(evaluateCondition(c, type, value)).toBe(expected);
  });
});
