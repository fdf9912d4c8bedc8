// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { VariableDefinition } from "../../../domain/templates/variables";
import { FilledData } from "./filled-data";

afterEach(cleanup);

const v = (key: string, type: VariableDefinition["type"], label = ""): VariableDefinition => ({
  key,
  label,
  type,
  required: false,
  options: [],
});

describe("Dados Preenchidos (spec 3 §2)", () => {
  it("prettifies keys, shows booleans as Sim/Não, formats pt-BR, keeps the template's order", () => {
    render(
      <FilledData
        variables={[
          v("nome_cliente", "text"),
          v("valor_total", "number"),
          v("data_inicio", "date"),
          v("aceita", "boolean"),
        ]}
        values={{ aceita: false, data_inicio: "2026-03-15", valor_total: "1234.5", nome_cliente: "Maria" }}
      />,
    );
    const terms = screen.getAllByRole("term").map((t) => t.textContent);
    expect(terms).toEqual(["Nome Cliente", "Valor Total", "Data Inicio", "Aceita"]);
    const defs = screen.getAllByRole("definition").map((d) => d.textContent);
    expect(defs).toEqual(["Maria", "1.234,5", "15/03/2026", "Não"]);
  });

  it("names each value by its variable's label; a key without one is prettified (issue 48)", () => {
    render(
      <FilledData
        variables={[
          v("cpf_cliente", "cpf", "CPF do cliente"),
          v("data_inicio", "date", "Data de início"),
          v("tem_multa", "boolean", "Tem multa?"),
          v("obs", "text"),
        ]}
        values={{
          tem_multa: true,
          data_inicio: "2026-03-15",
          cpf_cliente: "529.982.247-25",
          obs: "—",
          antigo_campo: "x",
        }}
      />,
    );
    const terms = screen.getAllByRole("term").map((t) => t.textContent);
    expect(terms).toEqual(["CPF do cliente", "Data de início", "Tem multa?", "Obs", "Antigo Campo"]);
  });

  it("says when nothing was filled", () => {
    render(<FilledData variables={[]} values={{}} />);
    expect(screen.getByText("Nenhum campo preenchido.")).toBeTruthy();
  });
});
