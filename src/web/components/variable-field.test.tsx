// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { VariableDefinition } from "../../domain/templates/variables";
import { VariableField } from "./variable-field";

afterEach(cleanup);

function Harness({ variable }: { variable: VariableDefinition }) {
  const [value, setValue] = useState<unknown>(variable.type === "boolean" ? false : "");
  return (
    <>
      <VariableField variable={variable} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const v = (type: VariableDefinition["type"], extra: Partial<VariableDefinition> = {}): VariableDefinition => ({
  key: `campo_${type}`,
  label: `Campo ${type}`,
  type,
  required: false,
  options: [],
  ...extra,
});

/** Types a string one key at a time, the way a user does, so each step goes through the mask. */
function typeKeys(input: HTMLInputElement, text: string) {
  for (const ch of text) fireEvent.change(input, { target: { value: input.value + ch } });
}

/** Renders the field of a variable of `type` and types `keys` into it. */
function typedInto(type: "cpf" | "cnpj" | "phone", keys: string) {
  render(<Harness variable={v(type)} />);
  const input = screen.getByLabelText(`Campo ${type}`) as HTMLInputElement;
  typeKeys(input, keys);
  return input;
}

describe("VariableField masks (spec 3 §5)", () => {
  it("masks a CPF key by key and stops at 14 characters", () => {
    const input = typedInto("cpf", "5298298227499");
    expect(input.value).toBe("529.829.822-74");
    expect(input.maxLength).toBe(14);
  });

  it("masks a CNPJ, letters included (2026 format), at most 18 characters", () => {
    const input = typedInto("cnpj", "12abc34501de35");
    expect(input.value).toBe("12.ABC.345/01DE-35");
    expect(input.maxLength).toBe(18);
  });

  it("masks a mobile and a landline phone with the country code (issue 21)", () => {
    const input = typedInto("phone", "11987654321");
    expect(input.value).toBe("55 (11) 98765-4321");
    fireEvent.change(input, { target: { value: "1134567890" } });
    expect(input.value).toBe("55 (11) 3456-7890");
    fireEvent.change(input, { target: { value: "" } });
    typeKeys(input, "5511987654321");
    expect(input.value).toBe("55 (11) 98765-4321");
  });

  it("reads money as typed in reais and keeps whole centavos; numbers drop the exponent (issues 21, 48)", () => {
    render(<Harness variable={v("money")} />);
    const money = screen.getByLabelText("Campo money") as HTMLInputElement;
    typeKeys(money, "1800");
    expect(screen.getByText("Valor entendido: R$ 1.800,00")).toBeTruthy();
    expect(screen.getByTestId("value").textContent).toBe("180000");
    fireEvent.change(money, { target: { value: "1.800,50" } });
    expect(screen.getByTestId("value").textContent).toBe("180050");
    fireEvent.change(money, { target: { value: "1800,5" } });
    expect(screen.getByTestId("value").textContent).toBe("180050");
    fireEvent.blur(money);
    expect(money.value).toBe("R$ 1.800,50");
    // What it cannot read reaches the form as typed, so the form refuses it instead of dropping it.
    fireEvent.change(money, { target: { value: "mil" } });
    expect(screen.getByTestId("value").textContent).toBe('"mil"');
    expect(screen.getByText("Valor não reconhecido: escreva em reais, como 1.999,00 ou 199,90")).toBeTruthy();
    cleanup();
    render(<Harness variable={v("number")} />);
    const number = screen.getByLabelText("Campo number") as HTMLInputElement;
    typeKeys(number, "1e3");
    expect(number.value).toBe("13");
  });

  it("offers the select's options and a Sim/Não checkbox", () => {
    render(
      <>
        <Harness variable={v("select", { options: ["Mensal", "Anual"], required: true })} />
        <Harness variable={v("boolean")} />
      </>,
    );
    const select = screen.getByLabelText(/Campo select/) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(["Selecione...", "Mensal", "Anual"]);
    fireEvent.click(screen.getByLabelText("Campo boolean"));
    expect(screen.getAllByTestId("value")[1]?.textContent).toBe("true");
  });

  it("uses a date picker and a multi-line box", () => {
    render(
      <>
        <Harness variable={v("date")} />
        <Harness variable={v("textarea")} />
      </>,
    );
    expect((screen.getByLabelText("Campo date") as HTMLInputElement).type).toBe("date");
    expect(screen.getByLabelText("Campo textarea").tagName).toBe("TEXTAREA");
  });
});

describe("VariableField numbers (decision 0052)", () => {
  it("shows a stored number with a comma, so editing it keeps its value", () => {
    const variable = v("number");
    render(<VariableField variable={variable} value={1.125} onChange={() => undefined} />);
    expect((screen.getByLabelText("Campo number") as HTMLInputElement).value).toBe("1,125");
  });
});
