import { describe, expect, it } from "vitest";
import {
  FORMATTER_MESSAGES,
  FORMATTER_NAMES,
  formatterIssues,
  formatterNames,
  formattersFor,
  formatWith,
} from "./formatters";
import { placeholderKeys, renderTemplate } from "./render-template";
import { templateFormSchema } from "./templates";
import { VARIABLE_TYPE_LABELS, type VariableDefinition } from "./variables";

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

describe("each formatter on its own", () => {
  it.each<[VariableDefinition["type"], unknown, string, string]>([
    ["number", 21, "extenso", "vinte e um"],
    ["number", "2,5", "extenso", "dois vírgula cinco"],
    ["number", 21, "com_extenso", "21 (vinte e um)"],
    ["number", 1500, "com_extenso", "1.500 (mil e quinhentos)"],
    ["money", 150000, "com_extenso", "R$ 1.500,00 (mil e quinhentos reais)"],
    ["number", 10, "percentual", "10%"],
    ["number", 10, "percentual_extenso", "dez por cento"],
    ["number", 10, "percentual_com_extenso", "10% (dez por cento)"],
    ["number", 1, "ordinal", "1º"],
    ["number", 1, "ordinal_f", "1ª"],
    ["number", 1, "ordinal_extenso", "primeiro"],
    ["number", "3", "ordinal_extenso_f", "terceira"],
    ["number", 1000, "ordinal", "1.000º"],
    ["date", "2026-03-01", "extenso", "1º de março de 2026"],
    ["text", "joão", "maiusculas", "JOÃO"],
  ])("%s %o |%s → %j", (type, value, name, expected) => {
    expect(formatWith(type, value, [name])).toBe(expected);
  });

  it("a value a formatter cannot read shows as it would without it", () => {
    // Not a number, a money value that is not whole centavos, an impossible date.
    expect(formatWith("number", "abc", ["extenso"])).toBe("abc");
    expect(formatWith("number", "abc", ["percentual"])).toBe("abc");
    expect(formatWith("number", "abc", ["com_extenso"])).toBe("abc");
    expect(formatWith("number", "abc", ["ordinal"])).toBe("abc");
    expect(formatWith("money", "12,50", ["extenso"])).toBe("12,50");
    expect(formatWith("money", "12,50", ["com_extenso"])).toBe("12,50");
    expect(formatWith("date", "2025-02-30", ["extenso"])).toBe("2025-02-30");
    // Refused by the words: zero as an ordinal, an ordinal in words past a thousand, a negative sum.
    expect(formatWith("number", 0, ["ordinal"])).toBe("0");
    expect(formatWith("number", 1001, ["ordinal_extenso"])).toBe("1.001");
    expect(formatWith("number", -5, ["com_extenso"])).toBe("-5");
    expect(formatWith("number", -5, ["percentual_extenso"])).toBe("-5");
  });

  it("a value formatter applies only to its types", () => {
    expect(formatWith("date", "2026-03-15", ["com_extenso"])).toBe("15/03/2026");
    expect(formatWith("money", 1000, ["percentual"])).toBe("R$ 10,00");
    expect(formatWith("money", 1000, ["ordinal"])).toBe("R$ 10,00");
    expect(formatWith(undefined, 21, ["extenso"])).toBe("21");
    expect(formatWith("boolean", true, ["maiusculas"])).toBe("SIM");
  });

  it("applies left to right: uppercase of the words, and only the first value formatter", () => {
    expect(formatWith("number", 21, ["extenso", "maiusculas"])).toBe("VINTE E UM");
    expect(formatWith("number", 21, ["extenso", "ordinal"])).toBe("vinte e um");
    expect(formatWith("number", 21, ["maiusculas", "extenso"])).toBe("21");
    expect(formatWith("number", 21, ["inexistente", "ordinal"])).toBe("21º");
    expect(formatWith("number", -5, ["extenso", "ordinal"])).toBe("-5");
    expect(formatWith("text", "ana", [])).toBe("ana");
  });
});

describe("formatterNames", () => {
  it("reads the names after the key, trimmed, without accents, case or &nbsp;", () => {
    expect(formatterNames(undefined)).toEqual([]);
    expect(formatterNames("")).toEqual([]);
    expect(formatterNames("valor")).toEqual([]);
    expect(formatterNames("valor| Extenso |MAIÚSCULAS")).toEqual(["extenso", "maiusculas"]);
    expect(formatterNames("valor|&nbsp;extenso&#160;|")).toEqual(["extenso", ""]);
  });
});

describe("the editor's choices", () => {
  it("labels each with its example for the type", () => {
    expect(formattersFor("text")).toEqual([{ value: "maiusculas", label: "Maiúsculas (JOSÉ DA SILVA)" }]);
    expect(formattersFor("number")).toEqual([
      { value: "extenso", label: "Por extenso (vinte e um)" },
      { value: "com_extenso", label: "Valor e extenso (21 (vinte e um))" },
      { value: "percentual", label: "Percentual (10%)" },
      { value: "percentual_extenso", label: "Percentual por extenso (dez por cento)" },
      { value: "percentual_com_extenso", label: "Percentual e extenso (10% (dez por cento))" },
      { value: "ordinal", label: "Ordinal (1º)" },
      { value: "ordinal_f", label: "Ordinal feminino (1ª)" },
      { value: "ordinal_extenso", label: "Ordinal por extenso (primeiro)" },
      { value: "ordinal_extenso_f", label: "Ordinal feminino por extenso (primeira)" },
      { value: "maiusculas", label: "Maiúsculas (JOSÉ DA SILVA)" },
    ]);
    expect(formattersFor("money")[1]).toEqual({
      value: "com_extenso",
      label: "Valor e extenso (R$ 1.500,00 (mil e quinhentos reais))",
    });
  });
});

describe("formatterIssues: the messages a save shows", () => {
  const use = (placeholder: string) => {
    const m = /^\{\{\s*([^|}\s]+)\s*(\|[^}]*)?\}\}$/.exec(placeholder);
    return { key: m?.[1] ?? "", tail: `${m?.[1]}${m?.[2] ?? ""}`, placeholder };
  };
  const issues = (...placeholders: string[]) => formatterIssues(placeholders.map(use), VARS, VARIABLE_TYPE_LABELS);

  it("names the unknown formatter and lists the allowed ones, in Portuguese", () => {
    expect(issues("{{valor|porextenso}}")).toEqual([
      'Formatador desconhecido "porextenso" em {{valor|porextenso}}. Use um destes: extenso, com_extenso, percentual, percentual_extenso, percentual_com_extenso, ordinal, ordinal_f, ordinal_extenso, ordinal_extenso_f, maiusculas',
    ]);
    expect(issues("{{valor|por&nbsp;extenso}}")[0]).toMatch(/^Formatador desconhecido "por extenso" em /);
    expect(issues("{{valor|}}")).toEqual([
      "Formatador vazio em {{valor|}}: escreva o nome após a barra ou remova a barra",
    ]);
  });

  it("refuses a value formatter after another and one that does not fit the type", () => {
    expect(issues("{{n|extenso|ordinal}}")).toEqual([
      'Em {{n|extenso|ordinal}}, o formatador "ordinal" deve vir logo após a chave (apenas "maiusculas" pode vir depois de outro)',
    ]);
    expect(issues("{{nome|extenso}}")).toEqual(['O formatador "extenso" não se aplica à variável "nome" (Texto)']);
    expect(issues("{{valor|percentual}}")).toEqual([
      'O formatador "percentual" não se aplica à variável "valor" (Valor em Reais (R$))',
    ]);
  });

  it("accepts uppercase anywhere, a fitting formatter, and a key that is not a variable; says each problem once", () => {
    expect(issues("{{nome|maiusculas}}", "{{n|extenso|maiusculas}}", "{{data|extenso}}", "{{outra|ordinal}}")).toEqual(
      [],
    );
    expect(issues("{{nome|extenso}}", "{{nome|extenso}}")).toHaveLength(1);
  });
});
