// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentProps } from "react";
import { Controller } from "react-hook-form";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TemplateDetail, TemplateFormOptions } from "../../../domain/templates/templates";
import type { VariableDefinition } from "../../../domain/templates/variables";
import { setSession } from "../../lib/session";

/** Issue 13 §5, §8, §13, §15: the template form with many variables, its errors, counts and test values. */

const renders = vi.hoisted(() => ({ editor: 0, keyInputs: new Map<string, number>() }));

// The rich-text editor is replaced by a textarea that counts its renders (Quill needs a real browser).
vi.mock("../../components/rich-text-field", () => ({
  // biome-ignore lint/suspicious/noExplicitAny: test stub of a generic component
  RichTextField: ({ control, name, label, error }: any) => {
    renders.editor += 1;
    return (
      <>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <textarea aria-label={label} value={field.value ?? ""} onChange={(e) => field.onChange(e.target.value)} />
          )}
        />
        {error && <p role="alert">{error}</p>}
      </>
    );
  },
}));

// Each card has one "Chave" input: counting its renders per card counts the cards' renders.
vi.mock("../../components/ui/form-field", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../components/ui/form-field")>();
  return {
    ...real,
    InputField: (props: ComponentProps<typeof real.InputField>) => {
      if (props.label === "Chave") {
        const key = String(props.name);
        renders.keyInputs.set(key, (renders.keyInputs.get(key) ?? 0) + 1);
      }
      return <real.InputField {...props} />;
    },
  };
});

const { TemplateFormView } = await import("./template-form-view");

const CATEGORY = "11111111-1111-4111-8111-111111111111";
const options: TemplateFormOptions = { categories: [{ id: CATEGORY, name: "Contratos" }], headers: [], footers: [] };

function template(variables: Partial<VariableDefinition>[]): TemplateDetail {
  return {
    id: "22222222-2222-4222-8222-222222222222",
    title: "Contrato",
    category: { id: CATEGORY, name: "Contratos" },
    corporateAccount: null,
    isActive: true,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    canEdit: true,
    templateContent: "<p>Olá {{v0}}</p>",
    variablesSchema: variables.map((v, i) => ({
      key: `v${i}`,
      label: `Variável ${i}`,
      type: "text",
      required: false,
      options: [],
      ...v,
    })) as VariableDefinition[],
    titleVariableKey: null,
    defaultHeaderId: null,
    defaultFooterId: null,
    defaultHeader: null,
    defaultFooter: null,
  };
}

function show(t: TemplateDetail) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  setSession(null); // signed out: no session request
  const view = render(
    <QueryClientProvider client={client}>
      <TemplateFormView template={t} options={options} onDone={() => {}} />
    </QueryClientProvider>,
  );
  // happy-dom does not apply a select's initial value from the form: choose them as a user would.
  fireEvent.change(screen.getByLabelText(/^Categoria/), { target: { value: CATEGORY } });
  screen.getAllByLabelText("Tipo").forEach((select, i) => {
    fireEvent.change(select, { target: { value: t.variablesSchema[i]?.type } });
  });
  return view;
}

const typeInto = (el: HTMLElement, text: string) => {
  for (const ch of text) fireEvent.change(el, { target: { value: (el as HTMLInputElement).value + ch } });
};

beforeEach(() => {
  renders.editor = 0;
  renders.keyInputs.clear();
});
afterEach(cleanup);

describe("template form with many variables (§5)", () => {
  it("typing in one card re-renders neither the other cards nor the editor", () => {
    show(template(Array.from({ length: 20 }, () => ({}))));
    const labels = screen.getAllByLabelText(/^Rótulo/);
    expect(labels).toHaveLength(20);
    renders.editor = 0;
    renders.keyInputs.clear();
    typeInto(labels[3] as HTMLElement, " do contratante");
    const others = [...renders.keyInputs.entries()].filter(([k]) => k !== "variablesSchema.3.key");
    expect(others).toEqual([]);
    expect(renders.editor).toBe(0);
    expect(screen.getByRole("heading", { name: /Variável 4/ })).toBeTruthy();
  });

  it("adding a variable does not re-render the editor", () => {
    show(template(Array.from({ length: 10 }, () => ({}))));
    renders.editor = 0;
    fireEvent.click(screen.getByRole("button", { name: "Adicionar variável" }));
    expect(screen.getAllByLabelText(/^Rótulo/)).toHaveLength(11);
    expect(renders.editor).toBe(0);
  });
});

describe("errors re-validate when their field changes (§8)", () => {
  it("the select-without-options error goes once options are added and the label renamed", async () => {
    show(template([{ key: "outro", label: "Outro", type: "select", options: [] }]));
    fireEvent.click(screen.getByRole("button", { name: "Salvar modelo" }));
    const message = 'Variável "Outro" do tipo "Lista de Opções" deve ter pelo menos uma opção';
    expect(await screen.findByText(message)).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Opções (uma por linha)"), { target: { value: "Sim\nNão" } });
      fireEvent.change(screen.getByLabelText(/^Rótulo/), { target: { value: "Outro nome" } });
    });
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(screen.queryByText(/deve ter pelo menos uma opção/)).toBeNull();
  });

  it("a duplicated key error goes when the other card's key changes", async () => {
    show(template([{ key: "nome" }, { key: "nome" }]));
    fireEvent.click(screen.getByRole("button", { name: "Salvar modelo" }));
    expect(await screen.findByText('A chave "nome" está duplicada')).toBeTruthy();
    const keys = screen.getAllByLabelText(/^Chave/);
    await act(async () => {
      fireEvent.change(keys[0] as HTMLElement, { target: { value: "nome_cliente" } });
    });
    await waitFor(() => expect(screen.queryByText('A chave "nome" está duplicada')).toBeNull());
  });
});

describe("counts in the singular when one (§13)", () => {
  it("'+1 opção' beyond the 8 previewed, '+2 opções' for two", () => {
    const nine = Array.from({ length: 9 }, (_, i) => `Opção ${i + 1}`);
    show(
      template([
        { type: "select", options: nine },
        { type: "select", options: [...nine, "Mais uma"] },
      ]),
    );
    expect(screen.getByText("+1 opção")).toBeTruthy();
    expect(screen.getByText("+2 opções")).toBeTruthy();
    expect(screen.queryByText("+1 opções")).toBeNull();
  });
});

describe("test values are masked and checked like the document form (§15)", () => {
  it("CPF, CNPJ and phone are masked; an invalid CPF is refused once left", () => {
    show(template([{ type: "cpf" }, { type: "cnpj" }, { type: "phone" }]));
    const cpf = screen.getByLabelText("Valor de teste da variável 1") as HTMLInputElement;
    typeInto(cpf, "52998224725");
    expect(cpf.value).toBe("529.982.247-25");
    expect(cpf.maxLength).toBe(14);
    const cnpj = screen.getByLabelText("Valor de teste da variável 2") as HTMLInputElement;
    typeInto(cnpj, "11222333000181");
    expect(cnpj.value).toBe("11.222.333/0001-81");
    const phone = screen.getByLabelText("Valor de teste da variável 3") as HTMLInputElement;
    typeInto(phone, "11987654321");
    expect(phone.value).toBe("55 (11) 98765-4321");

    fireEvent.change(cpf, { target: { value: "111.111.111-11" } });
    fireEvent.blur(cpf);
    expect(screen.getByText("CPF inválido")).toBeTruthy();
    fireEvent.change(cpf, { target: { value: "529.982.247-25" } });
    expect(screen.queryByText("CPF inválido")).toBeNull();
  });
});

describe("formatters when inserting a variable (issue 24)", () => {
  it("inserts {{valor|extenso}} and the preview shows the amount written out", async () => {
    show(template([{ key: "valor", type: "money" }]));
    const format = screen.getByLabelText(/^Formato ao inserir/) as HTMLSelectElement;
    expect([...format.options].map((o) => o.value)).toEqual(["", "extenso", "com_extenso", "maiusculas"]);
    fireEvent.change(format, { target: { value: "extenso" } });
    expect(screen.getByText("{{valor|extenso}}")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Inserir no modelo" }));
    const body = screen.getByLabelText("Conteúdo do modelo") as HTMLTextAreaElement;
    expect(body.value).toBe("<p>Olá {{v0}} {{valor|extenso}}</p>");
    const money = screen.getByLabelText("Valor de teste da variável 1") as HTMLInputElement;
    fireEvent.change(money, { target: { value: "1.500,00" } });
    const details = screen
      .getByText("Pré-visualização com os valores de teste")
      .closest("details") as HTMLDetailsElement;
    await act(async () => {
      details.open = true;
      details.dispatchEvent(new Event("toggle"));
    });
    await waitFor(() => expect(details.textContent).toContain("Olá {{v0}} mil e quinhentos reais"));
  });

  it("a text variable offers only uppercase; an unknown formatter typed in the body is refused, naming it", async () => {
    show(template([{ key: "nome", type: "text" }]));
    const format = screen.getByLabelText(/^Formato ao inserir/) as HTMLSelectElement;
    expect([...format.options].map((o) => o.value)).toEqual(["", "maiusculas"]);
    fireEvent.change(screen.getByLabelText("Conteúdo do modelo"), { target: { value: "<p>{{nome|extensso}}</p>" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar modelo" }));
    expect(await screen.findByText(/Formatador desconhecido "extensso" em \{\{nome\|extensso\}\}/)).toBeTruthy();
  });
});
