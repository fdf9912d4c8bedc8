import { afterAll, describe, expect, it } from "vitest";
import { createPdfService } from "../../src/server/platform/pdf/pdf-service";
import { columnRuns, fonts, images, pageCount, pageText, poppler, raster, testChromium } from "./poppler";
import { contractBody, FOOTER_TEXT, footerHtml, HEADER_TEXT, headerHtml, RED_PIXEL_PNG } from "./sample-document";

const LOGO = "/api/files/11111111-2222-3333-4444-555555555555";

describe.skipIf(!testChromium)("PDF layout (real Chromium)", () => {
  const service = createPdfService({ chromiumPath: testChromium?.executablePath });
  afterAll(() => service.close());

  const render = () =>
    service.render(
      {
        title: "Contrato de prestação de serviços",
        bodyHtml: contractBody(7),
        headerHtml: headerHtml(LOGO),
        footerHtml: footerHtml(),
      },
      { resolveImage: async (src) => (src === LOGO ? { contentType: "image/png", data: RED_PIXEL_PNG } : null) },
    );

  it("a 3-page document: A4, header, footer and 'Página N de 3' on every page", async () => {
    const pdf = await render();
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pageCount(pdf)).toBe(3);
    const info = poppler("pdfinfo", pdf);
    expect(info).toMatch(/Page size:\s+595\.\d+ x 84[12]\.\d+ pts \(A4\)/);
    expect(info).toMatch(/Title:\s+Contrato de prestação de serviços/);
    for (const n of [1, 2, 3]) {
      const text = pageText(pdf, n);
      expect(text).toContain(HEADER_TEXT);
      expect(text).toContain(FOOTER_TEXT);
      expect(text).toContain(`Página ${n} de 3`);
      // Header above the body, footer and page number below it.
      expect(text.indexOf(HEADER_TEXT)).toBeLessThan(text.indexOf("CONTRATANTE"));
      expect(text.lastIndexOf("CONTRATANTE")).toBeLessThan(text.indexOf(FOOTER_TEXT));
      expect(text.indexOf(FOOTER_TEXT)).toBeLessThan(text.indexOf(`Página ${n} de 3`));
    }
    // Selectable text with Portuguese accents, not pictures of text.
    expect(pageText(pdf, 1)).toContain("acentuação: ação, função, têm, você, parágrafo, cláusula");
  });

  it("embeds every font", async () => {
    const list = fonts(await render());
    expect(list.length).toBeGreaterThan(0);
    expect(list.filter((f) => !f.embedded)).toEqual([]);
  });

  it("shows an image our storage resolves (inlined, on every page's header)", async () => {
    const list = images(await render());
    expect(list.map((i) => i.page)).toEqual([1, 2, 3]);
    expect(list.every((i) => i.width === 1 && i.height === 1)).toBe(true);
  });

  it("renders without header or footer blocks, still numbering pages", async () => {
    const pdf = await service.render({ title: "Sem blocos", bodyHtml: contractBody(1) });
    expect(pageCount(pdf)).toBe(1);
    expect(pageText(pdf, 1)).toContain("Página 1 de 1");
    expect(pageText(pdf, 1)).not.toContain(HEADER_TEXT);
  });

  it("2 cm margins, and 20 px between the header, the body and the footer on every page", async () => {
    const box = (color: string, px: number) => `<div style="height:${px}px;background:${color}"></div>`;
    const pdf = await service.render({
      title: "Geometria",
      headerHtml: box("#f00", 50),
      bodyHtml: box("#0f0", 2000),
      footerHtml: box("#00f", 30),
    });
    expect(pageCount(pdf)).toBe(3);
    const cm2 = (96 / 2.54) * 2; // 75.6 px
    const near = (actual: number | undefined, expected: number) =>
      expect(Math.abs((actual ?? 0) - expected)).toBeLessThanOrEqual(2);
    for (const n of [1, 2, 3]) {
      const page = raster(pdf, n);
      // A column left of the centred page number, inside the blocks and the body.
      const runs = columnRuns(page, Math.round(page.width / 4));
      const [top, header, gap1, body, gap2, footer, bottom] = runs;
      expect(runs.map(([c]) => c)).toEqual(["white", "red", "white", "green", "white", "blue", "white"]);
      near(top?.[1], cm2);
      near(header?.[1], 50);
      near(gap1?.[1], 20);
      // The last page's body ends early: its gap to the footer is larger.
      if (n < 3) near(gap2?.[1], 20);
      else expect(gap2?.[1]).toBeGreaterThan(20);
      near(footer?.[1], 30);
      // Below the footer: 8 px, the "Página X de Y" line (16 px) and 2 cm.
      near(bottom?.[1], 8 + 16 + cm2);
      const bodyRow = (top?.[1] ?? 0) + (header?.[1] ?? 0) + (gap1?.[1] ?? 0) + 5;
      const greenXs = Array.from({ length: page.width }, (_, x) => x).filter(
        (x) => page.rgb(x, bodyRow)[1] > 200 && page.rgb(x, bodyRow)[0] < 80,
      );
      near(greenXs[0], cm2);
      near(page.width - 1 - (greenXs[greenXs.length - 1] ?? 0), cm2);
      expect(body?.[1]).toBeGreaterThan(0);
    }
  });
});
