// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TemplateFormInput } from "../../../domain/templates";
import type { VariableDefinition } from "../../../domain/variables";
import { ConditionDialog, conditionBlock, repeatBlock } from "./condition-dialog";
import { LogicToolbar } from "./logic-toolbar";

/** Issue 24: the editor's two insert dialogs, as the author sees them. */

afterEach(cleanup);

const tipo: VariableDefinition = { key: "tipo", label: "Tipo", type: "select", required: false, options: ["A", "B"] };
const itens: VariableDefinition = {
  key: "itens",
  label: "Itens",
  type: "list",
  required: false,
  options: [],
  fields: [{ key: "nome", label: "Nome", type: "text", required: false, options: [] }],
};

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
    expect([...value.options].map((o) => o.text)).toEqual(["Selecione...", "A", "B"]);
    fireEvent.change(value, { target: { value: "B" } });
    fireEvent.click(screen.getByRole("button", { name: "Inserir condição" }));
    expect(onInsert).toHaveBeenCalledWith(conditionBlock({ op: "=", key: "tipo", value: "B" }, false));
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
