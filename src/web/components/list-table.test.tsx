// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { VariableDefinition } from "../../domain/templates/variables";
import { ListTable } from "./list-table";

afterEach(cleanup);

const PARCELAS: VariableDefinition = {
  key: "parcelas",
  label: "Parcelas",
  type: "list",
  required: true,
  options: [],
  minItems: 1,
  maxItems: 2,
  fields: [
    { key: "descricao", label: "Descrição", type: "text", required: true, options: [] },
    { key: "cpf", label: "CPF", type: "cpf", required: false, options: [] },
  ],
};

function Harness() {
  const [items, setItems] = useState<Record<string, unknown>[]>([]);
  return (
    <>
      <ListTable
        variable={PARCELAS}
        value={items}
        onChange={setItems}
        cellError={(i, k) => (i === 0 && k === "cpf" ? "CPF inválido" : undefined)}
      />
      <output data-testid="value">{JSON.stringify(items)}</output>
    </>
  );
}
const value = () => JSON.parse(screen.getByTestId("value").textContent ?? "[]");
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`)) as HTMLInputElement;

describe("ListTable: a Lista as editable rows", () => {
  it("adds rows up to the maximum, types with the sub-field's mask, moves and removes rows", () => {
    render(<Harness />);
    expect(screen.getByText("0 de no máximo 2 itens (mínimo 1)")).toBeTruthy();
    const add = screen.getByRole("button", { name: "Adicionar item" });
    fireEvent.click(add);
    fireEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input("Descrição (item 1)"), { target: { value: "Primeira" } });
    fireEvent.change(input("Descrição (item 2)"), { target: { value: "Segunda" } });
    fireEvent.change(input("CPF (item 2)"), { target: { value: "52998224725" } });
    expect(value()).toEqual([
      { descricao: "Primeira", cpf: "" },
      { descricao: "Segunda", cpf: "529.982.247-25" },
    ]);
    expect(screen.getByText("CPF inválido")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Mover item 2 para cima" }));
    expect(value().map((i: { descricao: string }) => i.descricao)).toEqual(["Segunda", "Primeira"]);
    expect(input("Descrição (item 1)").value).toBe("Segunda");
    fireEvent.click(screen.getByRole("button", { name: "Remover item 1" }));
    expect(value()).toEqual([{ descricao: "Primeira", cpf: "" }]);
    expect((screen.getByRole("button", { name: "Mover item 1 para cima" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
