// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Condition } from "../../../domain/templates/conditions";
import { renderTemplate } from "../../../domain/templates/render-template";
import { templateLogicIssues } from "../../../domain/templates/scope";
import type { TemplateFormInput } from "../../../domain/templates/templates";
import type { VariableDefinition } from "../../../domain/templates/variables";
import { ConditionDialog, conditionBlock, repeatBlock, repeatTableRow } from "./condition-dialog";
import { LogicToolbar } from "./logic-toolbar";

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

  it("as a table: a header row, then one row per item (the marker rows are gone)", () => {
    const body = repeatTableRow("itens", [{ key: "nome", label: "Nome <do> item" }]);
    expect(templateLogicIssues(body, VARS)).toEqual([]);
    const html = renderTemplate({ content: body, variables: VARS, values: { itens: [{ nome: "a" }, { nome: "b" }] } });
    expect(html).toContain(
      "<table><tbody><tr><td>Nº</td><td>Nome &lt;do&gt; item</td></tr><tr><td>1</td><td>a</td></tr><tr><td>2</td><td>b</td></tr></tbody></table>",
    );
  });
});

afterEach(cleanup);

/** Issue 24: the editor's two insert dialogs, as the author sees them. */

const [tipo, , itens] = VARS as [VariableDefinition, VariableDefinition, VariableDefinition];

function Toolbar({ variables, onAppend }: { variables: VariableDefinition[]; onAppend: (html: string) => void }) {
  const { control } = useForm<TemplateFormInput>({
    defaultValues: { templateContent: "", variablesSchema: variables } as Partial<TemplateFormInput>,
  });
  return <LogicToolbar control={control} onAppend={onAppend} />;
}

describe("Inserir condição", () => {
  it("asks for a variable first, and cannot insert, while the template has none", () => {
    const onInsert = vi.fn();
    render(<ConditionDialog open onOpenChange={() => {}} variables={[]} onInsert={onInsert} />);
    expect(screen.getByText("Crie uma variável antes de inserir uma condição.")).toBeTruthy();
    const button = screen.getByRole("button", { name: "Inserir condição" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("offers a Lista de Opções' values after Selecione... and inserts the chosen one's block", () => {
    const onInsert = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConditionDialog open onOpenChange={onOpenChange} variables={[tipo]} onInsert={onInsert} />);
    fireEvent.change(screen.getByLabelText("Condição"), { target: { value: "=" } });
    const value = screen.getByLabelText("Valor") as HTMLSelectElement;
    expect([...value.options].map((o) => o.text)).toEqual(["Selecione...", 'Sócio "A"', "B & C"]);
    fireEvent.change(value, { target: { value: "B & C" } });
    fireEvent.click(screen.getByRole("button", { name: "Inserir condição" }));
    expect(onInsert).toHaveBeenCalledWith(conditionBlock({ op: "=", key: "tipo", value: "B & C" }, false));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe("Inserir repetição", () => {
  it("asks for a Lista first, and cannot insert, while the template has none", () => {
    render(<Toolbar variables={[tipo]} onAppend={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Inserir repetição" }));
    expect(
      screen.getByText("Crie uma variável do tipo “Lista”, com seus campos, antes de inserir uma repetição."),
    ).toBeTruthy();
    const insert = screen.getAllByRole("button", { name: "Inserir repetição" }).at(-1) as HTMLButtonElement;
    expect(insert.disabled).toBe(true);
  });

  it("inserts the block of the chosen Lista with its fields", () => {
    const onAppend = vi.fn();
    render(<Toolbar variables={[tipo, itens]} onAppend={onAppend} />);
    fireEvent.click(screen.getByRole("button", { name: "Inserir repetição" }));
    fireEvent.click(screen.getAllByRole("button", { name: "Inserir repetição" }).at(-1) as HTMLButtonElement);
    expect(onAppend).toHaveBeenCalledWith(repeatBlock("itens", ["nome"]));
  });
});
