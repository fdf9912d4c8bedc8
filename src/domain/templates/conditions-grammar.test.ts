import { describe, expect, it } from "vitest";
import {
  CONDITION_OP_LABELS,
  type Condition,
  conditionText,
  decodeText,
  evaluateCondition,
  opsForType,
  parseCondition,
} from "./conditions";
import type { VariableType } from "./variables";

describe("the condition form offers the operators that fit the variable's type, in this order", () => {
  it.each<[VariableType, string[]]>([
    ["boolean", ["verdadeiro"]],
    ["select", ["=", "≠", "em", "preenchido", "vazio"]],
    ["number", [">", "≥", "=", "≠", "<", "≤", "preenchido", "vazio"]],
    ["money", [">", "≥", "=", "≠", "<", "≤", "preenchido", "vazio"]],
    ["list", ["preenchido", "vazio"]],
    ["text", ["=", "≠", "preenchido", "vazio"]],
    ["date", ["=", "≠", "preenchido", "vazio"]],
    ["cpf", ["=", "≠", "preenchido", "vazio"]],
  ])("%s", (type, ops) => {
    expect(opsForType(type)).toEqual(ops);
  });

  it("labels each operator in Portuguese", () => {
    expect(CONDITION_OP_LABELS).toEqual({
      verdadeiro: "é Sim",
      "=": "é igual a",
      "≠": "é diferente de",
      em: "é um de",
      ">": "é maior que",
      "≥": "é maior ou igual a",
      "<": "é menor que",
      "≤": "é menor ou igual a",
      preenchido: "está preenchido",
      vazio: "está vazio",
    });
  });
});

describe("decodeText turns the entities Quill and the sanitizer write back into characters", () => {
  it.each([
    ["a&nbsp;b&nbsp;c", "a b c"],
    ["a&#160;b", "a b"],
    ["a\u00a0b", "a b"],
    ["&quot;SP&quot;", '"SP"'],
    ["d&#39;água d&#x27;ouro", "d'água d'ouro"],
    ["a &lt; b &lt; c", "a < b < c"],
    ["a &gt; b &gt; c", "a > b > c"],
    ["P&amp;D &amp; C", "P&D & C"],
    ["&amp;lt;", "&lt;"],
    ["texto comum", "texto comum"],
  ])("%s → %s", (source, expected) => {
    expect(decodeText(source)).toBe(expected);
  });
});

describe("parseCondition: the grammar's edges", () => {
  it.each<[string, Condition | null]>([
    // keys
    ["  tem_fiador  ", { op: "verdadeiro", key: "tem_fiador" }],
    ["_interno", { op: "verdadeiro", key: "_interno" }],
    ["situação2", { op: "verdadeiro", key: "situação2" }],
    ["2via", null],
    ["parcelas.valor2 > 1", { op: ">", key: "parcelas.valor2", value: 1 }],
    ["parcelas.valor.x > 1", null],
    ["parcelas. > 1", null],
    ["multa>1", null],
    // every spelling of every operator
    ['tipo == "A"', { op: "=", key: "tipo", value: "A" }],
    ['tipo ≠ "A"', { op: "≠", key: "tipo", value: "A" }],
    ["n = 2", { op: "=", key: "n", value: 2 }],
    ["n != 2", { op: "≠", key: "n", value: 2 }],
    ["n ≥ 2", { op: "≥", key: "n", value: 2 }],
    ["n >= 2", { op: "≥", key: "n", value: 2 }],
    ["n <= 2", { op: "≤", key: "n", value: 2 }],
    ["n < 2", { op: "<", key: "n", value: 2 }],
    ["n &lt;= 2", { op: "≤", key: "n", value: 2 }],
    ["n >2", { op: ">", key: "n", value: 2 }],
    ["n => 2", null],
    ["n x = 2", null],
    ['tipo é "A"', null],
    ['tipo = "em casa"', { op: "=", key: "tipo", value: "em casa" }],
    ["n ~ 2", null],
    // numbers in Brazilian and plain writing
    ["n > 1.500.000", { op: ">", key: "n", value: 1500000 }],
    ["n > 1.500.000,25", { op: ">", key: "n", value: 1500000.25 }],
    ["n > 1500,5", { op: ">", key: "n", value: 1500.5 }],
    ["n > -0,5", { op: ">", key: "n", value: -0.5 }],
    ["n > 1.2345", { op: ">", key: "n", value: 1.2345 }],
    ["n > 123456789012345", { op: ">", key: "n", value: 123456789012345 }],
    ["n > 1234567890123456", null],
    ["n > 1,1234567890", { op: ">", key: "n", value: 1.123456789 }],
    ["n > 1,12345678901", null],
    ["n > 1.12345678901", null],
    ["n > 1.50,5", null],
    ["n > +5", null],
    ["n > 5,", null],
    ["n > 1e3", null],
    ["n > 5 reais", null],
    ["n > cerca de 5", null],
    ['n > "5"', null],
    // quoted texts
    ['tipo = "Física"   ', { op: "=", key: "tipo", value: "Física" }],
    ['tipo = ""', { op: "=", key: "tipo", value: "" }],
    ['tipo = "a\\"b\\\\c"', { op: "=", key: "tipo", value: 'a"b\\c' }],
    ['tipo = "A", "B"', null],
    ['tipo = "A" x', null],
    ['tipo = x"A"', null],
    ['tipo = "A', null],
    ['obs = "linha 1\nlinha 2"', { op: "=", key: "obs", value: "linha 1\nlinha 2" }],
    ['tipo =\n"Física"', { op: "=", key: "tipo", value: "Física" }],
    ['tipo\n= "Física"', { op: "=", key: "tipo", value: "Física" }],
    // lists of options
    ['uf em "SP" , "RJ"', { op: "em", key: "uf", values: ["SP", "RJ"] }],
    ['uf em "SP",\t"RJ"', { op: "em", key: "uf", values: ["SP", "RJ"] }],
    ['uf em\t"SP"', { op: "em", key: "uf", values: ["SP"] }],
    ['uf em\n\n"SP"', { op: "em", key: "uf", values: ["SP"] }],
    ['uf em "S\\"P"', { op: "em", key: "uf", values: ['S"P'] }],
    ['uf em ""', { op: "em", key: "uf", values: [""] }],
    ['uf em "SP",', null],
    ['uf em "SP";"RJ"', null],
    ['uf em x"SP"', null],
    ['uf em"SP"', null],
    ["uf em SP", null],
    // the other words
    ["obs preenchida", null],
    ["obs vazio sim", null],
    ["obs  preenchido", { op: "preenchido", key: "obs" }],
  ])("%j", (source, expected) => {
    expect(parseCondition(source)).toEqual(expected);
  });

  it("caps a text at 500 characters and a list at 50 options", () => {
    const long = "a".repeat(500);
    expect(parseCondition(`t = "${long}"`)).toEqual({ op: "=", key: "t", value: long });
    expect(parseCondition(`t = "${long}a"`)).toBeNull();
    expect(parseCondition(`t em "${long}a"`)).toBeNull();
    const options = (n: number) => Array.from({ length: n }, (_, i) => `"o${i}"`).join(", ");
    expect(parseCondition(`t em ${options(50)}`)).toMatchObject({ op: "em", values: expect.any(Array) });
    expect(parseCondition(`t em ${options(51)}`)).toBeNull();
  });
});

describe("conditionText writes the marker the editor inserts", () => {
  it.each<[Condition, string]>([
    [{ op: "verdadeiro", key: "tem_fiador" }, "tem_fiador"],
    [{ op: "preenchido", key: "obs" }, "obs preenchido"],
    [{ op: "vazio", key: "obs" }, "obs vazio"],
    [{ op: "em", key: "uf", values: ["SP", "RJ"] }, 'uf em "SP", "RJ"'],
    [{ op: "em", key: "uf", values: ['S"P', "a\\b"] }, 'uf em "S\\"P", "a\\\\b"'],
    [{ op: "=", key: "tipo", value: "Jurídica" }, 'tipo = "Jurídica"'],
    [{ op: "≠", key: "tipo", value: 'a"b' }, 'tipo ≠ "a\\"b"'],
    [{ op: "≥", key: "multa", value: 1500.25 }, "multa ≥ 1500,25"],
    [{ op: "<", key: "prazo", value: -3 }, "prazo < -3"],
    [{ op: "=", key: "n", value: 2 }, "n = 2"],
  ])("%j → %s", (c, text) => {
    expect(conditionText(c)).toBe(text);
  });

  it("reads back what it writes, quotes and backslashes included", () => {
    const conditions: Condition[] = [
      { op: "em", key: "uf", values: ['S"P', "a\\b", ""] },
      { op: "=", key: "tipo", value: 'x\\"y' },
      { op: "<", key: "prazo", value: -0.75 },
      { op: "preenchido", key: "obs" },
    ];
    for (const c of conditions) expect(parseCondition(conditionText(c))).toEqual(c);
  });
});

describe("evaluateCondition: what holds for each value", () => {
  const cases: [Condition, VariableType | undefined, unknown, boolean][] = [
    // "é Sim"
    [{ op: "verdadeiro", key: "b" }, "boolean", "true", true],
    [{ op: "verdadeiro", key: "b" }, "boolean", " Sim ", true],
    [{ op: "verdadeiro", key: "b" }, "boolean", "TRUE", true],
    [{ op: "verdadeiro", key: "b" }, "boolean", "não", false],
    [{ op: "verdadeiro", key: "b" }, "boolean", "false", false],
    [{ op: "verdadeiro", key: "b" }, "boolean", "1", false],
    [{ op: "verdadeiro", key: "b" }, "boolean", 1, false],
    [{ op: "verdadeiro", key: "b" }, "boolean", "", false],
    // "é um de"
    [{ op: "em", key: "s", values: ["SP", "RJ"] }, "select", " RJ ", true],
    [{ op: "em", key: "s", values: ["1"] }, "select", 1, false],
    [{ op: "em", key: "s", values: ["SP"] }, "select", undefined, false],
    // blank values: only "≠" holds
    [{ op: "=", key: "s", value: "A" }, "select", "", false],
    [{ op: "=", key: "s", value: "" }, "text", "", false],
    [{ op: "≠", key: "s", value: "A" }, "select", undefined, true],
    [{ op: "≠", key: "n", value: 0 }, "number", null, true],
    [{ op: "≠", key: "n", value: 0 }, "number", "  ", true],
    [{ op: "=", key: "n", value: 0 }, "number", undefined, false],
    [{ op: "<", key: "n", value: 5 }, "number", "", false],
    [{ op: "≤", key: "n", value: 5 }, "number", null, false],
    // texts, compared without surrounding spaces
    [{ op: "=", key: "s", value: "Jurídica" }, "text", "  Jurídica ", true],
    [{ op: "=", key: "s", value: " Jurídica " }, "text", "Jurídica", true],
    [{ op: "=", key: "s", value: "Jurídica" }, "text", "jurídica", false],
    [{ op: "≠", key: "s", value: "Jurídica" }, "text", " Jurídica", false],
    [{ op: "≠", key: "s", value: "1" }, "text", 1, true],
    [{ op: "=", key: "s", value: "1" }, "text", 1, false],
    // numbers: each operator at, below and above the literal
    [{ op: "=", key: "n", value: 10 }, "number", 10, true],
    [{ op: "=", key: "n", value: 10 }, "number", 11, false],
    [{ op: "≠", key: "n", value: 10 }, "number", 10, false],
    [{ op: "≠", key: "n", value: 10 }, "number", 9, true],
    [{ op: ">", key: "n", value: 10 }, "number", 10, false],
    [{ op: ">", key: "n", value: 10 }, "number", 11, true],
    [{ op: "≥", key: "n", value: 10 }, "number", 10, true],
    [{ op: "≥", key: "n", value: 10 }, "number", 9, false],
    [{ op: "<", key: "n", value: 10 }, "number", 10, false],
    [{ op: "<", key: "n", value: 10 }, "number", 11, false],
    [{ op: "≤", key: "n", value: 10 }, "number", 9, true],
    [{ op: "≤", key: "n", value: 10 }, "number", 11, false],
    [{ op: ">", key: "n", value: 1000 }, "number", "1.234,5", true],
    [{ op: ">", key: "n", value: 1000 }, "number", "12.500", true],
    [{ op: "=", key: "n", value: 1500 }, "number", "1.500", true],
    [{ op: "=", key: "n", value: 1.5 }, undefined, "1,5", true],
    [{ op: "=", key: "n", value: 100 }, undefined, 100, true],
    [{ op: "≠", key: "n", value: 3 }, "number", "três", false],
    [{ op: "<", key: "n", value: 3 }, "number", "três", false],
    // money: the value in centavos, the literal in reais
    [{ op: "=", key: "m", value: 19.99 }, "money", 1999, true],
    [{ op: "=", key: "m", value: 19.99 }, "money", "1999", true],
    [{ op: "=", key: "m", value: 10 }, "money", 10, false],
    [{ op: "=", key: "m", value: 10 }, "money", 1000, true],
    [{ op: "<", key: "m", value: 1 }, "money", 99, true],
    [{ op: ">", key: "m", value: 0 }, "money", "10,00", false],
    [{ op: ">", key: "m", value: -1 }, "money", -5, false],
    [{ op: "≠", key: "m", value: 5 }, "money", "cinco", false],
  ];
  it.each(cases)("%j on %s %j → %s", (c, type, value, expected) => {
    expect(evaluateCondition(c, type, value)).toBe(expected);
  });
});
