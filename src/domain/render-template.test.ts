import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html";
import {
  DOCUMENT_CSS,
  formatBoolean,
  formatDateBR,
  formatValue,
  parseDecimal,
  placeholderKeys,
  renderHeaderFooter,
  renderTemplate,
  safeImageSrc,
} from "./render-template";
import type { HeaderFooterBlock } from "./templates";
import type { VariableDefinition, VariableType } from "./variables";

const v = (key: string, type: VariableType): VariableDefinition => ({
  key,
  label: key,
  type,
  required: false,
  options: [],
});
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

const block = (over: Partial<HeaderFooterBlock> = {}): HeaderFooterBlock => ({
  id: "h1",
  name: "Cabeçalho",
  type: "header",
  layoutType: "image-text",
  imageUrl: "/api/files/0f8fad5b-d9cb-469f-a165-70867728950e",
  imagePosition: "left",
  imageHeight: 80,
  contentHtml: "<p>Empresa {{empresa}}</p>",
  ...over,
});

describe("header and footer", () => {
  it("wraps the body with header and footer separated by 20 px", () => {
    const html = renderTemplate({
      content: "<p>Corpo</p>",
      header: block(),
      footer: block({ id: "f1", type: "footer", layoutType: "text-only", contentHtml: "<p>Rodapé</p>" }),
      values: { empresa: "ACME" },
    });
    expect(
      html.startsWith(
        '<div class="minuta-document"><header class="minuta-document__header" style="margin-bottom:20px">',
      ),
    ).toBe(true);
    expect(html).toContain('<footer class="minuta-document__footer" style="margin-top:20px">');
    expect(html.indexOf("Empresa ACME")).toBeLessThan(html.indexOf("Corpo"));
    expect(html.indexOf("Corpo")).toBeLessThan(html.indexOf("Rodapé"));
  });

  it("renders no header or footer element when none is chosen", () => {
    expect(renderTemplate({ content: "<p>x</p>" })).toBe(
      '<div class="minuta-document"><div class="minuta-document__body minuta-content"><p>x</p></div></div>',
    );
  });

  it("image-text: image at its height and position, then the text", () => {
    const html = renderHeaderFooter(block({ imageHeight: 120 }));
    expect(html).toContain('src="/api/files/0f8fad5b-d9cb-469f-a165-70867728950e"');
    expect(html).toContain("height:120px");
    expect(html).toContain("flex-direction:row");
    expect(renderHeaderFooter(block({ imagePosition: "right" }))).toContain("flex-direction:row-reverse");
    expect(renderHeaderFooter(block({ imagePosition: "center" }))).toContain("flex-direction:column");
  });

  it("image-only has no text; text-only has no image", () => {
    const imageOnly = renderHeaderFooter(block({ layoutType: "image-only", imagePosition: "right" }));
    expect(imageOnly).toContain("<img");
    expect(imageOnly).not.toContain("Empresa");
    expect(imageOnly).toContain("justify-content:flex-end");
    const textOnly = renderHeaderFooter(block({ layoutType: "text-only" }));
    expect(textOnly).not.toContain("<img");
    expect(textOnly).toContain("Empresa");
  });

  it("clamps the image height to 40–200 px", () => {
    expect(renderHeaderFooter(block({ imageHeight: 500 }))).toContain("height:200px");
    expect(renderHeaderFooter(block({ imageHeight: 10 }))).toContain("height:40px");
  });

  it("prefixes stored-file URLs with the asset base URL for documents that leave the app", () => {
    const html = renderTemplate({ content: "<p>x</p>", header: block(), assetBaseUrl: "https://minuta.example/" });
    expect(html).toContain('src="https://minuta.example/api/files/0f8fad5b-d9cb-469f-a165-70867728950e"');
  });

  it("drops unsafe image sources", () => {
    expect(safeImageSrc("javascript:alert(1)")).toBeNull();
    expect(safeImageSrc("data:image/svg+xml;base64,PHN2Zz4=")).toBeNull();
    expect(safeImageSrc('https://x.com/a.png" onerror="alert(1)')).toBeNull();
    expect(safeImageSrc("data:image/png;base64,iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(safeImageSrc("https://cdn.example.com/logo.png")).toBe("https://cdn.example.com/logo.png");
    expect(renderHeaderFooter(block({ imageUrl: "javascript:alert(1)" }))).not.toContain("<img");
  });

  it("escapes values in the header too", () => {
    const html = renderTemplate({ content: "<p>x</p>", header: block(), values: { empresa: "<b>X</b>" } });
    expect(html).toContain("Empresa &lt;b&gt;X&lt;/b&gt;");
  });
});

describe("image sources of a header or footer", () => {
  const FILE = "/api/files/0f8fad5b-d9cb-469f-a165-70867728950e";

  it("has no image without a source", () => {
    expect(safeImageSrc(null)).toBeNull();
    expect(safeImageSrc(undefined)).toBeNull();
    expect(safeImageSrc("")).toBeNull();
    expect(safeImageSrc("   ")).toBeNull();
    expect(renderHeaderFooter(block({ imageUrl: null, layoutType: "image-only" }))).not.toContain("<img");
  });

  it("reads a source pasted with spaces around it", () => {
    expect(safeImageSrc(`  ${FILE}\n`)).toBe(FILE);
    expect(safeImageSrc(" https://cdn.example.com/logo.png ")).toBe("https://cdn.example.com/logo.png");
  });

  it("takes only our stored files' own path, whole", () => {
    expect(safeImageSrc(FILE, "https://minuta.example")).toBe(`https://minuta.example${FILE}`);
    expect(safeImageSrc(`..${FILE}`)).toBeNull();
    expect(safeImageSrc(`javascript:${FILE}`)).toBeNull();
    expect(safeImageSrc(`${FILE}/../../segredo`)).toBeNull();
    expect(safeImageSrc(`${FILE}0`)).toBeNull();
  });

  it("takes http and https addresses, whole", () => {
    expect(safeImageSrc("http://cdn.example.com/logo.png")).toBe("http://cdn.example.com/logo.png");
    expect(safeImageSrc("HTTPS://CDN.EXAMPLE.COM/LOGO.PNG")).toBe("HTTPS://CDN.EXAMPLE.COM/LOGO.PNG");
    expect(safeImageSrc("javascript:alert(1)//https://x.com/a.png")).toBeNull();
    expect(safeImageSrc("https://x.com/a b.png")).toBeNull();
  });

  it("takes raster data URLs whose data is base64 (line breaks allowed), whole", () => {
    expect(safeImageSrc("data:image/jpeg;base64,/9j/4AAQ\nSkZJRg==")).toBe("data:image/jpeg;base64,/9j/4AAQ\nSkZJRg==");
    expect(safeImageSrc("javascript:data:image/png;base64,iVBORw0KGgo=")).toBeNull();
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo="onerror="alert(1)')).toBeNull();
    expect(safeImageSrc("data:image/png;base64,iVBORw0KGgo=<svg>")).toBeNull();
  });
});

describe("header and footer layout", () => {
  const styleOf = (html: string) => /^<div class="[^"]*" style="([^"]*)">/.exec(html)?.[1];

  it("classes the block by type, layout and position", () => {
    expect(renderHeaderFooter(block({ type: "footer", layoutType: "text-only", imagePosition: "center" }))).toMatch(
      /^<div class="minuta-hf minuta-hf--footer minuta-hf--text-only minuta-hf--center" /,
    );
  });

  it("places an image beside the text at its side, or above it when centred", () => {
    expect(styleOf(renderHeaderFooter(block({ imagePosition: "left" })))).toBe(
      "display:flex;align-items:center;gap:16px;flex-direction:row",
    );
    expect(styleOf(renderHeaderFooter(block({ imagePosition: "right" })))).toBe(
      "display:flex;align-items:center;gap:16px;flex-direction:row-reverse",
    );
    expect(styleOf(renderHeaderFooter(block({ imagePosition: "center" })))).toBe(
      "display:flex;flex-direction:column;align-items:center;gap:8px;text-align:center",
    );
  });

  it("aligns a block with only an image or only text to its position", () => {
    const only = (imagePosition: HeaderFooterBlock["imagePosition"], layoutType: HeaderFooterBlock["layoutType"]) =>
      styleOf(renderHeaderFooter(block({ imagePosition, layoutType })));
    expect(only("left", "image-only")).toBe("display:flex;align-items:center;justify-content:flex-start");
    expect(only("center", "image-only")).toBe("display:flex;align-items:center;justify-content:center");
    expect(only("right", "text-only")).toBe("display:flex;align-items:center;justify-content:flex-end");
  });

  it("renders exactly the text of a text-only block, and nothing of a block without text", () => {
    expect(renderHeaderFooter(block({ layoutType: "text-only", contentHtml: "<p>Rodapé</p>" }))).toBe(
      '<div class="minuta-hf minuta-hf--header minuta-hf--text-only minuta-hf--left" style="display:flex;align-items:center;justify-content:flex-start">' +
        '<div class="minuta-hf__content minuta-content" style="flex:1 1 auto;min-width:0"><p>Rodapé</p></div></div>',
    );
    expect(renderHeaderFooter(block({ layoutType: "text-only", contentHtml: null }))).toBe(
      '<div class="minuta-hf minuta-hf--header minuta-hf--text-only minuta-hf--left" style="display:flex;align-items:center;justify-content:flex-start"></div>',
    );
  });

  it("shows a placeholder of the header as a blank, or as written in the template view", () => {
    const b = block({ layoutType: "text-only" });
    expect(renderHeaderFooter(b)).toContain('<p>Empresa <span class="minuta-blank" data-key="empresa"></span></p>');
    expect(renderTemplate({ content: "<p>x</p>", header: b, missing: "placeholder" })).toContain(
      '<p>Empresa <span class="minuta-placeholder">{{empresa}}</span></p>',
    );
  });

  it("formats header values by the variable's type", () => {
    const html = renderTemplate({
      content: "<p>x</p>",
      header: block({ layoutType: "text-only", contentHtml: "<p>CNPJ {{cnpj}}</p>" }),
      variables: [v("cnpj", "cnpj")],
      values: { cnpj: "11222333000181" },
    });
    expect(html).toContain("<p>CNPJ 11.222.333/0001-81</p>");
  });
});

describe("document styles (view, print tab, PDF)", () => {
  it("styles the slots the renderer writes and Quill's eight indent levels", () => {
    for (const cls of [".minuta-document{", ".minuta-placeholder{", ".minuta-blank{", ".minuta-section-label{"])
      expect(DOCUMENT_CSS).toContain(cls);
    const indents = [...DOCUMENT_CSS.matchAll(/\.minuta-content \.ql-indent-(\d)\{padding-left:(\d+)em\}/g)];
    expect(indents.map((m) => [m[1], m[2]])).toEqual([
      ["1", "3"],
      ["2", "6"],
      ["3", "9"],
      ["4", "12"],
      ["5", "15"],
      ["6", "18"],
      ["7", "21"],
      ["8", "24"],
    ]);
    expect(DOCUMENT_CSS).toContain(".ql-indent-7{padding-left:21em}.minuta-content .ql-indent-8{padding-left:24em}\n");
  });
});
