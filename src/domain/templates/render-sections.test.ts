import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { variableNamed } from "../../../tests/helpers/variables";
import { documentValuesSchema } from "../documents/values";
import { escapeHtml } from "../shared/html";
import { hiddenKeys } from "./render-sections";
import { renderTemplate } from "./render-template";
import { logicUses, templateLogicIssues } from "./scope";

const v = variableNamed;
const parcelas = v("parcelas", "list", {
  label: "Parcelas",
  minItems: 1,
  maxItems: 3,
  fields: [
    { key: "numero", label: "Número", type: "number", required: true, options: [] },
    { key: "valor", label: "Valor", type: "money", required: true, options: [] },
  ],
});
const VARS = [
  v("pj", "boolean"),
  v("razao", "text", { required: true }),
  v("tipo", "select", { options: ["Física", "Jurídica"] }),
  v("multa", "money"),
  parcelas,
];
const body = (s: string) =>
  renderTemplate({ content: s, variables: VARS, values: VALUES }).replace(/^<div[^>]*><div[^>]*>|<\/div><\/div>$/g, "");
let VALUES: Record<string, unknown> = {};

describe("rendering conditional sections", () => {
  const content =
    "<p>{{#se pj}}</p><p>Empresa {{razao}}</p><p>{{#senão}}</p><p>Pessoa física</p><p>{{/se}}</p><p>Fim</p>";
  it("shows the then branch and drops the marker paragraphs", () => {
    VALUES = { pj: true, razao: "ACME" };
    expect(body(content)).toBe("<p>Empresa ACME</p><p>Fim</p>");
  });
  it("shows the else branch", () => {
    VALUES = { pj: false };
    expect(body(content)).toBe("<p>Pessoa física</p><p>Fim</p>");
  });
  it("nests two levels", () => {
    VALUES = { pj: true, multa: 1000 };
    const c =
      "<p>{{#se pj}}</p><p>A</p><p>{{#se multa &gt; 5}}</p><p>Multa {{multa|extenso}}</p><p>{{/se}}</p><p>{{/se}}</p>";
    expect(body(c)).toBe("<p>A</p><p>Multa R$ 10,00</p>".replace("R$ 10,00", "dez reais"));
  });
  it("inline sections inside one paragraph", () => {
    VALUES = { tipo: "Jurídica" };
    expect(body('<p>Parte {{#se tipo = "Jurídica"}}empresa{{#senão}}pessoa{{/se}}.</p>')).toBe("<p>Parte empresa.</p>");
  });
  it("a template view without values shows both branches, labelled", () => {
    const html = renderTemplate({ content, variables: VARS, missing: "placeholder" });
    expect(html).toContain("Empresa");
    expect(html).toContain("Pessoa física");
    expect(html).toContain("minuta-section-label");
  });
});

describe("rendering lists and computed values", () => {
  const content =
    "<p>{{parcelas.quantidade}} parcelas:</p><ol><li>{{#cada parcelas}}</li><li>{{parcelas.indice|ordinal_f}} parcela: {{parcelas.valor}}</li><li>{{/cada}}</li></ol><p>Total {{parcelas.soma.valor|com_extenso}}</p>";
  it("repeats the block per item, with index, count and sum", () => {
    VALUES = {
      parcelas: [
        { numero: 1, valor: 50000 },
        { numero: 2, valor: 100000 },
      ],
    };
    expect(body(content)).toBe(
      "<p>2 parcelas:</p><ol><li>1ª parcela: R$ 500,00</li><li>2ª parcela: R$ 1.000,00</li></ol><p>Total R$ 1.500,00 (mil e quinhentos reais)</p>",
    );
  });
  it("an empty list renders no item", () => {
    VALUES = { parcelas: [] };
    expect(body(content)).toBe(
      '<p>0 parcelas:</p><ol></ol><p>Total <span class="minuta-blank" data-key="parcelas.soma.valor"></span></p>',
    );
  });
  it("escapes item values", () => {
    VALUES = { parcelas: [{ numero: "<b>1</b>", valor: 1 }] };
    expect(body("<p>{{#cada parcelas}}{{parcelas.numero}};{{/cada}}</p>")).toBe("<p>&lt;b&gt;1&lt;/b&gt;;</p>");
  });
  it("repeats a table row: the marker rows go, the row between them repeats per item", () => {
    VALUES = {
      parcelas: [
        { numero: 1, valor: 50000 },
        { numero: 2, valor: 100000 },
      ],
    };
    const table =
      '<table><tbody><tr><td data-row="h">Nº</td><td data-row="h">Valor</td></tr>' +
      '<tr><td data-row="a">{{#cada parcelas}}</td><td data-row="a"><br></td></tr>' +
      '<tr><td data-row="b">{{parcelas.indice}}</td><td data-row="b">{{parcelas.valor}}</td></tr>' +
      '<tr><td data-row="c">{{/cada}}</td><td data-row="c"><br></td></tr></tbody></table>';
    expect(body(table)).toBe(
      '<table><tbody><tr><td data-row="h">Nº</td><td data-row="h">Valor</td></tr>' +
        '<tr><td data-row="b">1</td><td data-row="b">R$ 500,00</td></tr>' +
        '<tr><td data-row="b">2</td><td data-row="b">R$ 1.000,00</td></tr></tbody></table>',
    );
  });
  it("a table row shown only under a condition; a row with a marker and other text keeps its text", () => {
    VALUES = { pj: false, razao: "ACME" };
    const table =
      "<table><tbody><tr><td>{{#se pj}}</td><td></td></tr><tr><td>CNPJ</td><td>{{razao}}</td></tr>" +
      "<tr><td>{{/se}}</td><td></td></tr><tr><td>Parte {{#se pj}}PJ{{#senão}}PF{{/se}}</td><td>x</td></tr></tbody></table>";
    expect(body(table)).toBe("<table><tbody><tr><td>Parte PF</td><td>x</td></tr></tbody></table>");
  });
  it("a condition on an item field, per item", () => {
    VALUES = { parcelas: [{ valor: 100 }, { valor: 900000 }] };
    expect(body("<p>{{#cada parcelas}}{{#se parcelas.valor &gt; 1000}}alta{{#senão}}baixa{{/se}} {{/cada}}</p>")).toBe(
      "<p>baixa alta </p>",
    );
  });
});

describe("save check of sections (templateLogicIssues)", () => {
  it.each([
    ["<p>{{#se pj}}</p><p>x</p>", "não foi fechada"],
    ["<p>x</p><p>{{/se}}</p>", "sem a abertura"],
    ["<p>{{#senão}}</p>", "só pode ficar dentro"],
    ["<p>{{#se pj}}{{#senão}}{{#senão}}{{/se}}</p>", "mais de um"],
    ["<p>{{#se pj}}{{#se pj}}{{#se pj}}a{{/se}}{{/se}}{{/se}}</p>", "no máximo 2 níveis"],
    ["<p>{{#se pj}}a</p><p>b{{/se}}</p>", "mesmo nível"],
    ["<p>{{#se multa &gt; abc}}a{{/se}}</p>", "Condição inválida"],
    ["<p>{{#se nada}}a{{/se}}</p>", "não pode ser excluída nem renomeada"],
    ["<p>{{#se razao &gt; 3}}a{{/se}}</p>", "não aceita esta comparação"],
    ['<p>{{#se multa = "x"}}a{{/se}}</p>', "não aceita esta comparação"],
    ['<p>{{#se tipo = "Outra"}}a{{/se}}</p>', "não é uma opção"],
    ["<p>{{#cada razao}}a{{/cada}}</p>", "não é uma variável do tipo Lista"],
    ["<p>{{#cada parcelas}}{{#cada parcelas}}a{{/cada}}{{/cada}}</p>", "dentro de outro bloco"],
    ["<p>{{parcelas.valor}}</p>", "só pode ser usado dentro"],
    ["<p>{{parcelas}}</p>", "bloco de repetição"],
    ["<p>{{#cada parcelas}}{{parcelas.xyz}}{{/cada}}</p>", "campo desconhecido"],
    ["<p>{{#foo}}</p>", "Marcador desconhecido"],
  ])("%s is refused (%s)", (content, message) => {
    expect(templateLogicIssues(content, VARS).join("\n")).toContain(message);
  });
  it("a well-formed body has no issue, and its uses are listed per variable", () => {
    const ok =
      '<p>{{#se pj}}</p><p>{{#se tipo em "Física", "Jurídica"}}x{{/se}}</p><p>{{/se}}</p><p>{{#cada parcelas}}{{parcelas.valor}}{{/cada}} {{parcelas.soma.valor|extenso}}</p>';
    expect(templateLogicIssues(ok, VARS)).toEqual([]);
    expect([...logicUses(ok).keys()]).toEqual(["pj", "tipo", "parcelas"]);
  });
});

describe("visibility: hidden variables are not required and not stored", () => {
  const content = "<p>{{#se pj}}</p><p>{{razao}}</p><p>{{/se}}</p><p>{{#cada parcelas}}{{parcelas.valor}}{{/cada}}</p>";
  const schema = documentValuesSchema(VARS, { mode: "final", content });
  const one = [{ numero: 1, valor: 100 }];
  it("a hidden required variable is not required, and its value is dropped", () => {
    expect(hiddenKeys(content, VARS, { pj: false })).toEqual(new Set(["razao"]));
    const r = schema.safeParse({ pj: false, razao: "sobra", parcelas: one });
    expect(r.success && r.data).toEqual({ pj: false, parcelas: one });
  });
  it("the same variable shown is required", () => {
    const r = schema.safeParse({ pj: true, parcelas: one });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["razao", "razao é obrigatório"]]);
  });
  it("lists: min, max, item fields by their own rules", () => {
    const msgs = (values: unknown) =>
      schema.safeParse({ pj: false, parcelas: values }).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(msgs([])).toEqual(['parcelas: Informe pelo menos 1 item em "Parcelas"']);
    expect(msgs([...one, ...one, ...one, ...one])).toEqual(['parcelas: No máximo 3 itens em "Parcelas"']);
    expect(msgs([{ numero: "x", valor: -1, extra: 1 }])).toEqual([
      "parcelas.0.extra: Campo desconhecido: extra",
      "parcelas.0.numero: Número inválido: use só dígitos, com vírgula para os decimais (ex.: 2.500,5)",
      "parcelas.0.valor: Valor em reais inválido: envie centavos inteiros (ex.: 250050 para R$ 2.500,50)",
    ]);
    expect(msgs("texto")).toEqual(["parcelas: Lista inválida: envie uma lista de itens"]);
  });
});

describe("properties: rendering never executes input and always yields sanitized HTML", () => {
  const hostile = fc.oneof(
    fc.string(),
    fc.constantFrom(
      "<script>alert(1)</script>",
      '"><img src=x onerror=alert(1)>',
      "{{#se pj}}",
      "{{razao}}",
      "$" + "{process.exit()}",
      "__proto__",
      "constructor",
    ),
  );
  it("values from any source come out as escaped text", () => {
    const content =
      "<p>{{#se pj}}{{razao}}{{#senão}}{{tipo}}{{/se}}</p><p>{{#cada parcelas}}{{parcelas.numero}}{{/cada}}</p>";
    fc.assert(
      fc.property(
        fc.boolean(),
        hostile,
        hostile,
        fc.array(fc.record({ numero: hostile, valor: fc.anything() }), { maxLength: 5 }),
        (pj, razao, tipo, items) => {
          const html = renderTemplate({ content, variables: VARS, values: { pj, razao, tipo, parcelas: items } });
          expect(html).not.toMatch(/<script|<img|<[^>]*onerror=/);
          if (!pj && typeof tipo === "string" && tipo.trim())
            expect(html).toContain(escapeHtml(tipo.trim()).slice(0, 5));
          const tags = html.match(/<\/?([a-z]+)/g) ?? [];
          expect(new Set(tags.map((t) => t.replace(/[</]/g, "")))).toEqual(
            new Set(["div", "p", ...(html.includes("<span") ? ["span"] : [])]),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
  it("any marker text in a body either parses into a safe tree or is refused; rendering never throws", () => {
    const marker = fc.oneof(
      fc.string(),
      fc.constantFrom("#se ", "#se pj", "/se", "#senão", "#cada parcelas", "/cada", "#se multa > 1", "#se __proto__"),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(marker, fc.string()), { maxLength: 8 }), (parts) => {
        const content = parts.map(([m, t]) => `<p>{{${m}}}</p><p>${t.replace(/[<>&]/g, "")}</p>`).join("");
        templateLogicIssues(content, VARS);
        const html = renderTemplate({ content, variables: VARS, values: { pj: true, multa: 5 } });
        expect(html.startsWith('<div class="minuta-document">')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
