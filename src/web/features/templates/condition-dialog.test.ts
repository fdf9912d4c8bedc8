import { describe, expect, it } from "vitest";
import { renderTemplate } from "../../../domain/render-template";
import type { Condition } from "../../../domain/template-conditions";
import { templateLogicIssues } from "../../../domain/template-scope";
import type { VariableDefinition } from "../../../domain/variables";
import { conditionBlock, repeatBlock } from "./condition-dialog";

const VARS: VariableDefinition[] = [
  { key: "tipo", label: "Tipo", type: "select", required: false, options: ['Sócio "A"', "B & C"] },
  { key: "multa", label: "Multa", type: "money", required: false, options: [] },
  {
    key: "itens",
    label: "Itens",
    type: "list",
    required: false,
    options: [],
    fields: [{ key: "nome", label: "Nome", type: "text", required: false, options: [] }],
  },
];

describe("the blocks the editor inserts are what the save accepts", () => {
  it.each<Condition>([
    { op: "=", key: "tipo", value: 'Sócio "A"' },
    { op: "em", key: "tipo", values: ["B & C", 'Sócio "A"'] },
    { op: "≥", key: "multa", value: 1500.5 },
    { op: "vazio", key: "multa" },
  ])("%j", (condition) => {
    const body = conditionBlock(condition, true) + repeatBlock("itens", ["nome"]);
    expect(templateLogicIssues(body, VARS)).toEqual([]);
  });

  it("renders the branch the values choose and one line per item", () => {
    const body = conditionBlock({ op: ">", key: "multa", value: 0 }, true) + repeatBlock("itens", ["nome"]);
    const html = renderTemplate({
      content: body,
      variables: VARS,
      values: { multa: 1, itens: [{ nome: "a" }, { nome: "b" }] },
    });
    expect(html).toContain("<p>Texto exibido quando a condição é verdadeira.</p><p>1. a</p><p>2. b</p>");
    expect(html).not.toContain("caso contrário");
  });
});
