import { describe, expect, it } from "vitest";
import { variableNamed } from "../../../tests/helpers/variables";
import { parseMoney } from "../shared/format-value";
import { maskDecimal } from "../shared/masks";
import { formatValue, renderTemplate } from "../templates/render-template";
import { templateFormSchema } from "../templates/templates";
import { titleVariable, VARIABLE_TYPE_LABELS, type VariableDefinition } from "../templates/variables";
import { DOCUMENT_MESSAGES, variableValueError } from "./documents";
import { documentTitle } from "./title";

/** Issue 21 points 12 (money beside number) and 16 (a variable completes the document title). */
const v = (key: string, type: VariableDefinition["type"], required = false) => variableNamed(key, type, { required });

describe("money variables: a BRL mask, two decimals, integer centavos", () => {
  it("is a type of its own beside number", () => {
    expect(VARIABLE_TYPE_LABELS.money).toBe("Valor em Reais (R$)");
  });

  it("renders whole centavos as reais with two decimals", () => {
    expect(formatValue("money", 250000)).toBe("R$ 2.500,00");
    expect(formatValue("money", 250050)).toBe("R$ 2.500,50");
    expect(formatValue("money", 5)).toBe("R$ 0,05");
    const html = renderTemplate({
      content: "<p>Valor: {{valor}}</p>",
      variables: [v("valor", "money")],
      values: { valor: 123456 },
    });
    expect(html).toContain("Valor: R$ 1.234,56");
  });

  it("reads reais as typed, never digits as centavos (issue 48)", () => {
    expect(parseMoney("2500,50")).toBe(250050);
    expect(parseMoney("R$ 2.500,5")).toBe(250050);
    expect(parseMoney("250050")).toBe(25005000);
    expect(parseMoney("")).toBeNull();
  });

  it("accepts only whole centavos", () => {
    const money = v("valor", "money");
    expect(variableValueError(money, 250050, "final")).toBeNull();
    for (const bad of [2500.5, -1, "2.500,00", "1e3", 1e16, true])
      expect(variableValueError(money, bad, "final")).toBe(DOCUMENT_MESSAGES.moneyInvalid);
  });
});

describe("number variables: pt-BR, no exponent notation", () => {
  it("drops the exponent's letter as it is typed and refuses it when sent", () => {
    expect(maskDecimal("1e3")).toBe("13");
    expect(maskDecimal("2.500,5")).toBe("2.500,5");
    expect(maskDecimal("-10,5,2")).toBe("-10,52");
    expect(variableValueError(v("n", "number"), "1e3", "final")).toBe(DOCUMENT_MESSAGES.numberInvalid);
    expect(DOCUMENT_MESSAGES.numberInvalid).toContain("vírgula");
  });

  it("formats numbers pt-BR", () => {
    expect(formatValue("number", "2500.5")).toBe("2.500,5");
    expect(formatValue("number", "2.500,00")).toBe("2.500");
  });
});

describe("document titles completed by a variable", () => {
  const at = new Date("2026-11-25T15:00:00Z");
  const template = {
    title: "Contrato de Prestação de Serviços",
    variables: [v("cidade", "select"), v("notas", "textarea", true), v("cliente", "text", true), v("valor", "money")],
    titleVariableKey: null,
  };

  it("defaults to the first required text variable", () => {
    expect(titleVariable(template.variables, null)?.key).toBe("cliente");
    expect(documentTitle(template, { cliente: "Mariana Duarte" }, at)).toBe(
      "Contrato de Prestação de Serviços — Mariana Duarte - 25/11/2026",
    );
  });

  it("uses the author's choice, formatted like the document", () => {
    expect(documentTitle({ ...template, titleVariableKey: "valor" }, { valor: 990000 }, at)).toBe(
      "Contrato de Prestação de Serviços — R$ 9.900,00 - 25/11/2026",
    );
  });

  it("keeps the plain title while the value is empty", () => {
    expect(documentTitle(template, {}, at)).toBe("Contrato de Prestação de Serviços - 25/11/2026");
  });

  it("refuses a title variable that is not one of the template's (or is long text)", () => {
    const base = {
      title: "Contrato",
      categoryId: "00000000-0000-4000-8000-000000000001",
      templateContent: "<p>{{cliente}}</p>",
      variablesSchema: template.variables.map((x) => (x.type === "select" ? { ...x, options: ["Recife"] } : x)),
    };
    expect(templateFormSchema.parse({ ...base, titleVariableKey: "cidade" }).titleVariableKey).toBe("cidade");
    expect(templateFormSchema.parse({ ...base, titleVariableKey: "" }).titleVariableKey).toBeNull();
    for (const key of ["inexistente", "notas"]) {
      const r = templateFormSchema.safeParse({ ...base, titleVariableKey: key });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(["titleVariableKey"]);
    }
  });
});
