import { describe, expect, it } from "vitest";
import { formatCnpj, formatCpf, formatPhone, isValidCnpj, isValidCpf, isValidPhone } from "../shared/brazil";
import { hasVisibleContent, headerFooterFormSchema, templateFormSchema } from "./templates";
import {
  canCompleteTitle,
  newVariable,
  parseOptionsText,
  placeholderOf,
  readVariables,
  titleVariable,
  VARIABLE_TYPE_LABELS,
  VARIABLE_TYPES,
  type VariableDefinition,
  type VariableType,
} from "./variables";

const base = { title: "Contrato", categoryId: "0f8fad5b-d9cb-469f-a165-70867728950e", templateContent: "<p>x</p>" };
const errorsOf = (input: unknown) => {
  const r = templateFormSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("variable types", () => {
  it("has the ten types with the labels of spec 2 §3, money (issue 21) and Lista (issue 24)", () => {
    expect(VARIABLE_TYPES).toHaveLength(12);
    expect(VARIABLE_TYPE_LABELS).toEqual({
      text: "Texto",
      number: "Número",
      money: "Valor em Reais (R$)",
      date: "Data",
      boolean: "Sim/Não",
      select: "Lista de Opções",
      textarea: "Texto Longo",
      cpf: "CPF Brasileiro",
      cnpj: "CNPJ Brasileiro",
      email: "E-mail",
      phone: "Telefone Brasileiro",
      list: "Lista",
    });
    expect(newVariable()).toEqual({ key: "", label: "", type: "text", required: false, options: [] });
  });

  it("drops blank option lines", () => {
    expect(parseOptionsText("A\n\n  B  \r\n   \nC")).toEqual(["A", "B", "C"]);
  });

  it("reads stored schemas leniently", () => {
    expect(readVariables(null)).toEqual([]);
    expect(readVariables([{ key: "a", label: "A", type: "number" }, { type: "bogus" }, "x"])).toEqual([
      { key: "a", label: "A", type: "number", required: false, options: [] },
    ]);
  });
});

describe("template form rules (spec 2 §5)", () => {
  it("requires title, category and content", () => {
    expect(errorsOf({ title: " ", categoryId: "", templateContent: "<p><br></p>" })).toEqual({
      title: "Título é obrigatório",
      categoryId: "Categoria é obrigatória",
      templateContent: "Conteúdo do template é obrigatório",
    });
    expect(errorsOf({})).toMatchObject({ title: "Título é obrigatório", categoryId: "Categoria é obrigatória" });
  });

  it("numbers the key and label messages by position, flags duplicates and empty selects", () => {
    const errors = errorsOf({
      ...base,
      variablesSchema: [
        { key: "nome", label: "Nome", type: "text" },
        { key: "", label: "" },
        { key: "nome", label: "Outro" },
        { key: "estado", label: "Estado", type: "select", options: ["", "  "] },
        { key: "com espaço", label: "X" },
      ],
    });
    expect(errors).toEqual({
      "variablesSchema.1.key": "Chave da variável 2 é obrigatória",
      "variablesSchema.1.label": "Label da variável 2 é obrigatório",
      "variablesSchema.2.key": 'A chave "nome" está duplicada',
      "variablesSchema.3.options": 'Variável "Estado" do tipo "Lista de Opções" deve ter pelo menos uma opção',
      "variablesSchema.4.key": "Chave da variável 5 deve conter apenas letras, números e _ (sem espaços)",
    });
  });

  it("accepts a valid form with defaults", () => {
    const r = templateFormSchema.parse({ ...base, defaultHeaderId: "" });
    expect(r).toMatchObject({ isActive: true, variablesSchema: [], defaultHeaderId: null, defaultFooterId: null });
  });

  it("counts an image as content", () => {
    expect(hasVisibleContent('<p><img src="data:image/png;base64,AA=="></p>')).toBe(true);
    expect(hasVisibleContent("<p>&nbsp;</p>")).toBe(false);
  });
});

describe("header/footer form rules (spec 2 §5)", () => {
  const errors = (input: unknown) => {
    const r = headerFooterFormSchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  it("requires the name, an image unless text-only and HTML unless image-only", () => {
    expect(errors({ name: "", layoutType: "image-text" })).toEqual({
      name: "Nome é obrigatório",
      imageUrl: "Selecione uma imagem para este tipo de layout",
      contentHtml: "Conteúdo HTML é obrigatório para este tipo de layout",
    });
    expect(errors({ name: "A", layoutType: "text-only", contentHtml: "<p>x</p>" })).toEqual({});
    expect(
      errors({ name: "A", layoutType: "image-only", imageUrl: "/api/files/0f8fad5b-d9cb-469f-a165-70867728950e" }),
    ).toEqual({});
  });

  it("keeps the height within 40–200 px, default 80, and only accepts stored-file image URLs", () => {
    const ok = headerFooterFormSchema.parse({ name: "A", layoutType: "text-only", contentHtml: "<p>x</p>" });
    expect(ok).toMatchObject({ imageHeight: 80, type: "header", imagePosition: "left", isActive: true });
    expect(errors({ name: "A", layoutType: "text-only", contentHtml: "x", imageHeight: 39 })).toEqual({
      imageHeight: "A altura da imagem deve estar entre 40 e 200 px",
    });
    expect(errors({ name: "A", layoutType: "image-only", imageUrl: "javascript:alert(1)" })).toHaveProperty("imageUrl");
  });
});

describe("brazil", () => {
  it("validates and masks CPF, CNPJ and phones", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("12ABC34501DE35")).toBe(true);
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatPhone("5511987654321")).toBe("+55 (11) 98765-4321");
    expect(isValidPhone("+55 (11) 98765-4321")).toBe(true);
    expect(isValidPhone("123")).toBe(false);
  });
});

describe("brazil input helpers", () => {
  it("masks a CNPJ progressively and reads E.164 phones", async () => {
    const { maskCnpjInput, isBrazilianE164, phoneDigits } = await import("../shared/brazil");
    expect(maskCnpjInput("11222")).toBe("11.222");
    expect(maskCnpjInput("11222333000181")).toBe("11.222.333/0001-81");
    expect(phoneDigits("+55 (11) 98765-4321")).toBe("5511987654321");
    expect(isBrazilianE164("5511987654321")).toBe(true);
    expect(isBrazilianE164("11987654321")).toBe(false);
  });
});

describe("the variable that completes a document title", () => {
  const v = (key: string, type: VariableType, required = false): VariableDefinition => ({
    key,
    label: key,
    type,
    required,
    options: [],
  });

  it("fits only the short types: not long text, Sim/Não or a Lista", () => {
    const fits = VARIABLE_TYPES.filter((type) => canCompleteTitle({ type }));
    expect(fits).toEqual(["text", "number", "money", "date", "select", "cpf", "cnpj", "email", "phone"]);
  });

  it("takes the author's choice while it is one of the variables and fits, else the first required text", () => {
    const vars = [v("obs", "textarea", true), v("cpf", "cpf"), v("opcional", "text"), v("cliente", "text", true)];
    expect(titleVariable(vars, "cpf")?.key).toBe("cpf");
    expect(titleVariable(vars, "obs")?.key).toBe("cliente");
    expect(titleVariable(vars, "removida")?.key).toBe("cliente");
    expect(titleVariable(vars, "")?.key).toBe("cliente");
    expect(titleVariable(vars, undefined)?.key).toBe("cliente");
    expect(titleVariable([v("opcional", "text"), v("n", "number", true)], null)).toBeNull();
  });
});

describe("placeholderOf", () => {
  it("writes the key in braces, with its formatter after a bar", () => {
    expect(placeholderOf("valor")).toBe("{{valor}}");
    expect(placeholderOf("valor", "extenso")).toBe("{{valor|extenso}}");
  });
});

describe("readVariables", () => {
  it("keeps what older templates stored beside a variable (name, placeholder, validation)", () => {
    const old = { key: "nome", label: "Nome", name: "Nome", placeholder: "Fulano", validation: "obrigatório" };
    expect(readVariables([old])).toEqual([{ ...old, type: "text", required: false, options: [] }]);
    expect(readVariables([{ ...old, name: "n".repeat(201) }])).toEqual([]);
    expect(readVariables([{ ...old, placeholder: "p".repeat(501) }])).toEqual([]);
    expect(readVariables([{ ...old, validation: "v".repeat(501) }])).toEqual([]);
  });

  it("keeps a Lista's fields and counts, drops what is not an array", () => {
    expect(readVariables({ key: "a" })).toEqual([]);
    expect(readVariables(undefined)).toEqual([]);
    expect(
      readVariables([{ key: "p", label: "P", type: "list", fields: [{ key: "n", label: "N" }], minItems: 1 }]),
    ).toEqual([
      {
        key: "p",
        label: "P",
        type: "list",
        required: false,
        options: [],
        fields: [{ key: "n", label: "N", type: "text", required: false, options: [] }],
        minItems: 1,
      },
    ]);
  });
});
