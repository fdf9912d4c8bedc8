import { describe, expect, it } from "vitest";
import { variableNamed } from "../../../tests/helpers/variables";
import { DOCUMENT_CSS, renderHeaderFooter, renderTemplate, safeImageSrc } from "./render-template";
import type { HeaderFooterBlock } from "./templates";

/** The header and footer of the one renderer (browser and server), and the document's styles. */
const v = variableNamed;

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
