import { describe, expect, it } from "vitest";
import { placeholderKeys, renderTemplate } from "./render-template";
import { FORMATTER_MESSAGES, FORMATTER_NAMES, formattersFor, formatWith } from "./template-formatters";
import { templateFormSchema } from "./templates";
import type { VariableDefinition } from "./variables";

const VARS: VariableDefinition[] = (
  [
    ["valor", "money"],
    ["n", "number"],
    ["data", "date"],
    ["nome", "text"],
    ["taxa", "number"],
  ] as const
).map(([key, type]) => ({ key, label: key, type, required: false, options: [] }));
const body = (content: string, values: Record<string, unknown>, missing?: "blank" | "placeholder") => {
  const html = renderTemplate({ content, variables: VARS, values, missing });
  return /<div class="minuta-document__body minuta-content">([\s\S]*)<\/div><\/div>$/.exec(html)?.[1] ?? html;
};

describe("{{key|formatter}} in the shared renderer", () => {
  it("writes money, numbers, dates out and applies ordinals, percentages and uppercase", () => {
    expect(body("<p>{{valor}} ({{valor|extenso}})</p>", { valor: 150000 })).toBe(
      "<p>R$ 1.500,00 (mil e quinhentos reais)</p>",
    );
    expect(body("<p>{{valor|com_extenso}}</p>", { valor: "100000001" })).toBe(
      "<p>R$ 1.000.000,01 (um milhão de reais e um centavo)</p>",
    );
    expect(body("<p>{{ n | extenso }}, {{n|ordinal}}, {{n|ordinal_f}}, {{n|ordinal_extenso_f}}</p>", { n: 21 })).toBe(
      "<p>vinte e um, 21º, 21ª, vigésima primeira</p>",
    );
    expect(body("<p>{{data|extenso}}</p>", { data: "2026-03-15" })).toBe("<p>15 de março de 2026</p>");
    expect(body("<p>{{taxa|percentual_com_extenso}} e {{taxa|percentual}}</p>", { taxa: "2,5" })).toBe(
      "<p>2,5% (dois vírgula cinco por cento) e 2,5%</p>",
    );
    expect(body("<p>{{nome|maiusculas}} — {{valor|extenso|maiusculas}}</p>", { nome: "José", valor: 100 })).toBe(
      "<p>JOSÉ — UM REAL</p>",
    );
    expect(body("<p>{{&nbsp;valor&nbsp;|&nbsp;extenso&nbsp;}}</p>", { valor: 1 })).toBe("<p>um centavo</p>");
  });

  it("escapes the formatted value like any other value", () => {
    expect(body("<p>{{nome|maiusculas}}</p>", { nome: '<img src=x onerror="alert(1)">&' })).toBe(
      "<p>&lt;IMG SRC=X ONERROR=&quot;ALERT(1)&quot;&gt;&amp;</p>",
    );
  });

  it("shows the plain value when a formatter does not fit it (negative, text, unknown name in an old template)", () => {
    expect(body("<p>{{n|extenso}}</p>", { n: -5 })).toBe("<p>-5</p>");
    expect(body("<p>{{n|ordinal}}</p>", { n: 2.5 })).toBe("<p>2,5</p>");
    expect(body("<p>{{nome|extenso}}</p>", { nome: "Ana" })).toBe("<p>Ana</p>");
    expect(body("<p>{{nome|inexistente}}</p>", { nome: "Ana" })).toBe("<p>Ana</p>");
  });

  it("a blank value is a blank slot, or the placeholder as written in the template view", () => {
    expect(body("<p>{{valor|extenso}}</p>", {})).toBe('<p><span class="minuta-blank" data-key="valor"></span></p>');
    expect(body("<p>{{valor|extenso}}</p>", {}, "placeholder")).toBe(
      '<p><span class="minuta-placeholder">{{valor|extenso}}</span></p>',
    );
  });

  it("finds the key of a placeholder with formatters; never replaces inside a tag", () => {
    expect(placeholderKeys("<p>{{valor|extenso}} {{ nome | maiusculas }} {{valor}}</p>")).toEqual(["valor", "nome"]);
    expect(body('<p title="{{valor|extenso}}">x</p>', { valor: 100 })).toBe('<p title="{{valor|extenso}}">x</p>');
  });

  it("formatWith accepts names without accents or case, and ignores unknown ones", () => {
    expect(formatWith("text", "ação", ["maiusculas"])).toBe("AÇÃO");
    expect(formatWith("money", 0, ["extenso"])).toBe("zero reais");
    expect(formatWith("money", "", ["extenso"])).toBe("");
  });

  it("offers per type only the formatters that fit it", () => {
    expect(formattersFor("text").map((f) => f.value)).toEqual(["maiusculas"]);
    expect(formattersFor("date").map((f) => f.value)).toEqual(["extenso", "maiusculas"]);
    expect(formattersFor("money").map((f) => f.value)).toEqual(["extenso", "com_extenso", "maiusculas"]);
    expect(formattersFor("number").length).toBe(FORMATTER_NAMES.length);
    expect(formattersFor("money")[0]?.label).toBe("Por extenso (mil e quinhentos reais)");
    expect(formattersFor("date")[0]?.label).toBe("Por extenso (15 de março de 2026)");
  });
});

describe("saving a template with formatters", () => {
  const save = (templateContent: string) =>
    templateFormSchema.safeParse({
      title: "Contrato",
      categoryId: "00000000-0000-4000-8000-000000000000",
      templateContent,
      variablesSchema: VARS,
    });
  const messages = (content: string) => {
    const r = save(content);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("accepts the allow-listed formatters, also written with accents and capitals", () => {
    expect(
      messages("<p>{{valor|extenso}} {{n|ordinal_extenso_f}} {{nome|Maiúsculas}} {{data|extenso|maiusculas}}</p>"),
    ).toEqual([]);
  });

  it("refuses an unknown or empty formatter, naming it", () => {
    expect(messages("<p>{{valor|porextenso}}</p>")).toEqual([
      `templateContent: ${FORMATTER_MESSAGES.unknown("porextenso", "{{valor|porextenso}}")}`,
    ]);
    expect(messages("<p>{{valor|porextenso}}</p>")[0]).toContain('Formatador desconhecido "porextenso"');
    expect(messages("<p>{{valor|}}</p>")).toEqual([`templateContent: ${FORMATTER_MESSAGES.unknown("", "{{valor|}}")}`]);
  });

  it("refuses a formatter that does not fit the variable's type, and a value formatter after another", () => {
    expect(messages("<p>{{nome|extenso}}</p>")).toEqual([
      `templateContent: ${FORMATTER_MESSAGES.notForType("extenso", "nome", "Texto")}`,
    ]);
    expect(messages("<p>{{n|maiusculas|extenso}}</p>")).toEqual([
      `templateContent: ${FORMATTER_MESSAGES.notFirst("extenso", "{{n|maiusculas|extenso}}")}`,
    ]);
  });
});
