import { describe, expect, it } from "vitest";
import { variableNamed } from "../../../tests/helpers/variables";
import { decimalText } from "../shared/format-value";
import { escapeHtml } from "../shared/html";
import {
  formatBoolean,
  formatDateBR,
  formatValue,
  parseDecimal,
  placeholderKeys,
  renderTemplate,
} from "./render-template";
import type { VariableDefinition, VariableType } from "./variables";

const v = variableNamed;
const body = (html: string) => {
  const m = /<div class="minuta-document__body minuta-content">([\s\S]*)<\/div><\/div>$/.exec(html);
  return m?.[1] ?? html;
};
/** The body a template renders to with these values and variable definitions. */
const renderBody = (content: string, values: Record<string, unknown>, variables: VariableDefinition[] = []) =>
  body(renderTemplate({ content, variables, values }));
const BLANK = (key: string) => `<span class="minuta-blank" data-key="${key}"></span>`;

describe("placeholders", () => {
  it("replaces every occurrence of each key, with optional spaces (also &nbsp;) inside the braces", () => {
    expect(
      renderBody("<p>{{nome}} e {{ nome }} e {{&nbsp;nome&nbsp;}}, {{cidade}}</p>", { nome: "Ana", cidade: "Recife" }, [
        v("nome", "text"),
        v("cidade", "text"),
      ]),
    ).toBe("<p>Ana e Ana e Ana, Recife</p>");
  });

  it("leaves unknown and empty placeholders visibly empty, never 'undefined' or 'null'", () => {
    const html = renderTemplate({
      content: "<p>[{{a}}][{{b}}][{{c}}][{{d}}][{{nao_existe}}]</p>",
      variables: [v("a", "text"), v("b", "text"), v("c", "number"), v("d", "select")],
      values: { a: undefined, b: null, c: "", d: [] },
    });
    expect(html).not.toMatch(/undefined|null/);
    expect(body(html)).toBe(
      `<p>[${BLANK("a")}][${BLANK("b")}][${BLANK("c")}][${BLANK("d")}][${BLANK("nao_existe")}]</p>`,
    );
  });

  it("shows missing keys as highlighted placeholders in placeholder mode (template view)", () => {
    const html = renderTemplate({ content: "<p>{{nome}}</p>", missing: "placeholder" });
    expect(body(html)).toBe('<p><span class="minuta-placeholder">{{nome}}</span></p>');
  });

  it("does not touch braces that are not a placeholder", () => {
    expect(renderBody("<p>{{}} {{ 1abc }} {nome} {{nome completo}}</p>", { nome: "X" })).toBe(
      "<p>{{}} {{ 1abc }} {nome} {{nome completo}}</p>",
    );
  });

  it("accepts accented keys", () => {
    expect(renderBody("<p>{{endereço}}</p>", { endereço: "Rua A" })).toBe("<p>Rua A</p>");
  });

  it("never replaces inside a tag: a value cannot become an attribute (javascript: links)", () => {
    expect(
      renderBody('<p><a href="{{url}}" title="{{url}}">{{url}}</a></p>', { url: "javascript:alert(1)" }, [
        v("url", "text"),
      ]),
    ).toBe('<p><a href="{{url}}" title="{{url}}">javascript:alert(1)</a></p>');
  });

  it("lists the keys a body uses, once, in order, ignoring attributes", () => {
    expect(placeholderKeys('<p>{{b}} {{a}}</p><a href="{{c}}">{{ b }}</a>')).toEqual(["b", "a"]);
  });

  it("does not read inherited properties as values", () => {
    expect(renderBody("<p>{{constructor}}{{toString}}</p>", {})).toBe(
      `<p>${BLANK("constructor")}${BLANK("toString")}</p>`,
    );
  });
});

describe("escaping values", () => {
  it.each([
    ["<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"],
    ['"><img src=x onerror=alert(1)>', "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"],
    ["Tom & Jerry's", "Tom &amp; Jerry&#39;s"],
    ["{{outra}}", "{{outra}}"],
  ])("escapes %s", (value, expected) => {
    expect(renderBody("<p>{{x}}</p>", { x: value, outra: "NAO" }, [v("x", "text"), v("outra", "text")])).toBe(
      `<p>${expected}</p>`,
    );
  });

  it("keeps line breaks of long text as <br> after escaping", () => {
    expect(renderBody("<p>{{obs}}</p>", { obs: "linha 1\n<b>linha 2</b>\r\nlinha 3" }, [v("obs", "textarea")])).toBe(
      "<p>linha 1<br>&lt;b&gt;linha 2&lt;/b&gt;<br>linha 3</p>",
    );
  });

  it("escapeHtml escapes the five characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("formatting per type", () => {
  it.each<[VariableType, unknown, string]>([
    // booleans as Sim/Não
    ["boolean", true, "Sim"],
    ["boolean", false, "Não"],
    ["boolean", "true", "Sim"],
    ["boolean", "false", "Não"],
    ["boolean", "sim", "Sim"],
    ["boolean", 0, "Não"],
    ["boolean", undefined, ""],
    ["text", true, "Sim"],
    // numbers in pt-BR
    ["number", 1234567.891, "1.234.567,891"],
    ["number", "1234.5", "1.234,5"],
    ["number", "1.234,56", "1.234,56"],
    ["number", "10,5", "10,5"],
    // Dots between groups of three digits are thousands, as the number field asks (decision 0052);
    // any other single dot is a program's decimal point.
    ["number", "12.500", "12.500"],
    ["number", "1.500", "1.500"],
    ["number", "-1.500", "-1.500"],
    ["number", "1.250.000", "1.250.000"],
    ["number", "1.5", "1,5"],
    ["number", "2.50", "2,5"],
    ["number", "0.500", "0,5"],
    ["number", "1234.567", "1.234,567"],
    ["number", "1.2345", "1,2345"],
    ["number", -3, "-3"],
    ["number", 0, "0"],
    ["number", "abc", "abc"],
    // dates as dd/mm/yyyy without shifting the day
    ["date", "2025-03-01", "01/03/2025"],
    ["date", "2025-12-31", "31/12/2025"],
    ["date", "01/03/2025", "01/03/2025"],
    // 02:00 UTC on the 2nd is still the 1st in Brasília.
    ["date", "2025-03-02T02:00:00.000Z", "01/03/2025"],
    ["date", new Date("2025-06-15T15:00:00Z"), "15/06/2025"],
    ["date", "2025-02-30", "2025-02-30"],
    ["date", "amanhã", "amanhã"],
    // CPF, CNPJ (also alphanumeric) and phones masked
    ["cpf", "52998224725", "529.982.247-25"],
    ["cpf", "529.982.247-25", "529.982.247-25"],
    ["cpf", "123", "123"],
    ["cnpj", "11222333000181", "11.222.333/0001-81"],
    ["cnpj", "12abc34501de35", "12.ABC.345/01DE-35"],
    ["phone", "5511987654321", "+55 (11) 98765-4321"],
    ["phone", "11987654321", "(11) 98765-4321"],
    ["phone", "1133334444", "(11) 3333-4444"],
    ["phone", "+55 (11) 3333-4444", "+55 (11) 3333-4444"],
    ["phone", "12345", "12345"],
    // text, e-mail and select as typed; lists joined
    ["text", "  Olá  ", "  Olá  "],
    ["email", "a@b.com", "a@b.com"],
    ["select", "Opção 2", "Opção 2"],
    ["select", ["a", "b"], "a, b"],
    ["text", 42, "42"],
    ["text", { a: 1 }, ""],
  ])("%s %o as %j", (type, value, expected) => {
    expect(formatValue(type, value)).toBe(expected);
  });

  it("writes a stored number as the number field shows it, which reads back as the same number", () => {
    for (const [n, shown] of [
      [1.125, "1,125"],
      [12.5, "12,5"],
      [1500, "1500"],
      [-0.5, "-0,5"],
    ] as const) {
      expect(decimalText(n)).toBe(shown);
      expect(parseDecimal(decimalText(n))).toBe(n);
    }
    // The program form of 1.125 would read back a thousand times larger.
    expect(parseDecimal(String(1.125))).toBe(1125);
  });

  it("leaves what is not a boolean, a number or a real date unparsed", () => {
    expect(formatBoolean("talvez")).toBeNull();
    expect(parseDecimal(Number.NaN)).toBeNull();
    expect(formatDateBR("2025-02-30")).toBeNull();
  });

  it("renders each type through the template", () => {
    const vars = [v("n", "number"), v("d", "date"), v("b", "boolean"), v("c", "cpf")];
    expect(
      renderBody("<p>{{n}}|{{d}}|{{b}}|{{c}}</p>", { n: 2500.5, d: "2024-07-09", b: false, c: "52998224725" }, vars),
    ).toBe("<p>2.500,5|09/07/2024|Não|529.982.247-25</p>");
  });
});
