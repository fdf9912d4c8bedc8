import { describe, expect, it } from "vitest";
import { SUB_FIELD_TYPES, VARIABLE_TYPES, variableListSchema } from "./variables";

describe("a variable list as the template form sends it (variableListSchema)", () => {
  const issuesOf = (input: unknown) => {
    const r = variableListSchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  const field = (key: string, over: Record<string, unknown> = {}) => ({ key, label: key, ...over });
  const lista = (over: Record<string, unknown> = {}) => ({
    key: "parcelas",
    label: "Parcelas",
    type: "list",
    fields: [field("numero", { type: "number" }), field("vencimento", { type: "date" })],
    ...over,
  });

  it("accepts accented keys, underscores and digits after the first character", () => {
    expect(
      issuesOf([
        { key: "endereço_2", label: "Endereço" },
        { key: "_x", label: "X" },
      ]),
    ).toEqual({});
    expect(issuesOf([{ key: "2via", label: "Segunda via" }])).toEqual({
      "0.key": "Chave da variável 1 deve conter apenas letras, números e _ (sem espaços)",
    });
    expect(issuesOf([{ key: "nome-completo", label: "Nome" }])).toEqual({
      "0.key": "Chave da variável 1 deve conter apenas letras, números e _ (sem espaços)",
    });
  });

  it("trims key, label and options; a key or label made of spaces is missing", () => {
    const [parsed] = variableListSchema.parse([
      { key: "  estado ", label: " Estado ", type: "select", options: [" SP ", "", "  RJ"] },
    ]);
    expect(parsed).toEqual({ key: "estado", label: "Estado", type: "select", required: false, options: ["SP", "RJ"] });
    expect(issuesOf([{ key: "   ", label: "   " }])).toEqual({
      "0.key": "Chave da variável 1 é obrigatória",
      "0.label": "Label da variável 1 é obrigatório",
    });
  });

  it("a variable sent without key, label or type is a text variable missing its key and label", () => {
    expect(issuesOf([{}])).toEqual({
      "0.key": "Chave da variável 1 é obrigatória",
      "0.label": "Label da variável 1 é obrigatório",
    });
    expect(variableListSchema.parse([{ key: "nome", label: "Nome" }])[0]?.type).toBe("text");
  });

  it("names a select without options by its label, else its key, else its position", () => {
    expect(issuesOf([{ key: "uf", label: "", type: "select" }])["0.options"]).toBe(
      'Variável "uf" do tipo "Lista de Opções" deve ter pelo menos uma opção',
    );
    expect(
      issuesOf([
        { key: "a", label: "A" },
        { key: "", label: "", type: "select" },
      ])["1.options"],
    ).toBe('Variável "2" do tipo "Lista de Opções" deve ter pelo menos uma opção');
  });

  it("flags a duplicate key once per repeat, after the first, and not an empty one", () => {
    expect(
      issuesOf([
        { key: "nome", label: "A" },
        { key: "", label: "B" },
        { key: "", label: "C" },
        { key: "nome", label: "D" },
      ]),
    ).toEqual({
      "1.key": "Chave da variável 2 é obrigatória",
      "2.key": "Chave da variável 3 é obrigatória",
      "3.key": 'A chave "nome" está duplicada',
    });
  });

  it("limits the sizes, with the messages in Portuguese", () => {
    expect(issuesOf([{ key: "k".repeat(101), label: "A" }])).toEqual({ "0.key": "Chave muito longa" });
    expect(issuesOf([{ key: "k".repeat(100), label: "L".repeat(200) }])).toEqual({});
    expect(issuesOf([{ key: "a", label: "L".repeat(201) }])).toEqual({ "0.label": "Label muito longo" });
    expect(issuesOf([{ key: "a", label: "A", type: "select", options: ["o".repeat(501)] }])).toEqual({
      "0.options.0": "Opção muito longa",
    });
    const options = Array.from({ length: 201 }, (_, i) => `Opção ${i}`);
    expect(issuesOf([{ key: "a", label: "A", type: "select", options }])).toEqual({
      "0.options": "No máximo 200 opções",
    });
    expect(issuesOf([{ key: "a", label: "A", type: "select", options: options.slice(0, 200) }])).toEqual({});
    const hundred = Array.from({ length: 100 }, (_, i) => ({ key: `v${i}`, label: `V${i}` }));
    expect(issuesOf(hundred)).toEqual({});
    expect(issuesOf([...hundred, { key: "mais", label: "Mais" }])).toEqual({
      "": "No máximo 100 variáveis por modelo",
    });
    expect(issuesOf([{ key: "a", label: "A", type: "data" }])).toEqual({ "0.type": "Tipo de variável inválido" });
  });

  it("a Lista needs at least one field, each well named, labelled and unique", () => {
    expect(issuesOf([lista()])).toEqual({});
    expect(issuesOf([lista({ fields: [] })])).toEqual({
      "0.fields": 'A Lista "Parcelas" deve ter pelo menos um campo',
    });
    expect(issuesOf([lista({ label: "", fields: undefined })])).toEqual({
      "0.label": "Label da variável 1 é obrigatório",
      "0.fields": 'A Lista "parcelas" deve ter pelo menos um campo',
    });
    expect(
      issuesOf([
        lista({
          fields: [
            field("numero"),
            field("data vencimento"),
            field("soma"),
            field("numero"),
            field("valor", { label: "" }),
            field("forma", { type: "select" }),
            field("", { label: "Vazio" }),
          ],
        }),
      ]),
    ).toEqual({
      "0.fields.1.key": 'Campo 2 da Lista "Parcelas": a chave deve conter apenas letras, números e _ (sem espaços)',
      "0.fields.2.key": 'Campo "soma" da Lista "Parcelas": os nomes indice, quantidade, soma são reservados',
      "0.fields.3.key": 'A Lista "Parcelas" tem o campo "numero" duplicado',
      "0.fields.4.label": 'Campo 5 da Lista "Parcelas": o label é obrigatório',
      "0.fields.5.options": 'Campo "forma" da Lista "Parcelas" do tipo "Lista de Opções" deve ter pelo menos uma opção',
      "0.fields.6.key": 'Campo 7 da Lista "Parcelas": a chave deve conter apenas letras, números e _ (sem espaços)',
    });
    expect(issuesOf([lista({ fields: [field("forma", { type: "select", options: ["Pix", "Boleto"] })] })])).toEqual({});
    for (const reserved of ["indice", "quantidade"])
      expect(issuesOf([lista({ fields: [field(reserved)] })])).toEqual({
        "0.fields.0.key": `Campo "${reserved}" da Lista "Parcelas": os nomes indice, quantidade, soma são reservados`,
      });
  });

  it("a Lista's field may be any type but Lista, at most 20 of them", () => {
    expect(SUB_FIELD_TYPES).toEqual(VARIABLE_TYPES.filter((t) => t !== "list"));
    expect(SUB_FIELD_TYPES).not.toContain("list");
    expect(SUB_FIELD_TYPES).toHaveLength(11);
    expect(issuesOf([lista({ fields: [field("sub", { type: "list" })] })])).toEqual({
      "0.fields.0.type": "Tipo de campo inválido",
    });
    expect(variableListSchema.parse([lista({ fields: [{ key: "x", label: "X" }] })])[0]?.fields).toEqual([
      { key: "x", label: "X", type: "text", required: false, options: [] },
    ]);
    const fields = Array.from({ length: 21 }, (_, i) => field(`c${i}`));
    expect(issuesOf([lista({ fields: fields.slice(0, 20) })])).toEqual({});
    expect(issuesOf([lista({ fields })])).toEqual({ "0.fields": "No máximo 20 campos por lista" });
  });

  it("a Lista's item counts: whole, 0 to 500, the minimum not above the maximum", () => {
    expect(issuesOf([lista({ minItems: 0, maxItems: 500 })])).toEqual({});
    expect(issuesOf([lista({ minItems: 3, maxItems: 3 })])).toEqual({});
    expect(issuesOf([lista({ minItems: 500 })])).toEqual({});
    expect(issuesOf([lista({ minItems: 4, maxItems: 3 })])).toEqual({
      "0.minItems": 'Na Lista "Parcelas", o mínimo de itens não pode passar do máximo',
    });
    expect(issuesOf([lista({ minItems: -1 })])).toEqual({ "0.minItems": "Quantidade de itens inválida" });
    expect(issuesOf([lista({ minItems: 1.5 })])).toEqual({ "0.minItems": "Quantidade de itens inválida" });
    expect(issuesOf([lista({ maxItems: "3" })])).toEqual({ "0.maxItems": "Quantidade de itens inválida" });
    expect(issuesOf([lista({ maxItems: 501 })])).toEqual({ "0.maxItems": "No máximo 500 itens por lista" });
  });
});
