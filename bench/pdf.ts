/**
 * PDF: a 3-page contract through the service vs bare `page.pdf()` on the same HTML and page setup,
 * in the same run (goal: service ≤ 1.3× bare), and 20 concurrent requests on the pool (one browser).
 */
import { chromium } from "playwright-core";
import { browserDiscoveryFromEnv, findChromium } from "../src/server/platform/pdf/browser-discovery";
import { CHROMIUM_ARGS } from "../src/server/platform/pdf/browser-pool";
import {
  bodyDocument,
  MEASURE_FOOTER_ID,
  MEASURE_HEADER_ID,
  type PdfLayoutInput,
  pageSetup,
} from "../src/server/platform/pdf/pdf-document";
import { createPdfService } from "../src/server/platform/pdf/pdf-service";
import { contractBody, footerHtml, headerHtml, RED_PIXEL_PNG } from "../tests/pdf/sample-document";

const LOGO = "/api/files/11111111-2222-3333-4444-555555555555";
const LOGO_DATA_URL = `data:image/png;base64,${RED_PIXEL_PNG.toString("base64")}`;
const WARM = 5;
const N = 20;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] ?? 0;
};
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const line = (label: string, value: string) => console.log(`${label.padEnd(48)} ${value}`);

export async function benchPdf(): Promise<void> {
  const found = findChromium(browserDiscoveryFromEnv(process.env));
  if (!found) return line("PDF", "skipped: no Chromium (CHROMIUM_PATH or /usr/bin/chromium)");

  const input = {
    title: "Contrato",
    bodyHtml: contractBody(7),
    headerHtml: headerHtml(LOGO),
    footerHtml: footerHtml(),
  };
  const resolveImage = async (src: string) => (src === LOGO ? { contentType: "image/png", data: RED_PIXEL_PNG } : null);
  const service = createPdfService({ chromiumPath: found.executablePath });

  // Bare: its own browser and one reused page, the HTML already inlined and the margins already known.
  const browser = await chromium.launch({ executablePath: found.executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    const layout: PdfLayoutInput = { ...input, headerHtml: headerHtml(LOGO_DATA_URL) };
    const html = bodyDocument(layout);
    await page.setContent(html);
    const height = (id: string) => page.evaluate((el) => document.getElementById(el)?.offsetHeight ?? 0, id);
    const setup = pageSetup(layout, {
      header: await height(MEASURE_HEADER_ID),
      footer: await height(MEASURE_FOOTER_ID),
    });
    const bare = async () => {
      await page.setContent(html, { waitUntil: "load" });
      return page.pdf({ format: "A4", printBackground: true, displayHeaderFooter: true, ...setup });
    };
    const viaService = () => service.render(input, { resolveImage });

    for (let i = 0; i < WARM; i++) {
      await viaService();
      await bare();
    }
    // Alternate the two so a busy moment of the shared machine hits both alike.
    const serviceMs: number[] = [];
    const bareMs: number[] = [];
    for (let i = 0; i < N; i++) {
      let t = process.hrtime.bigint();
      await viaService();
      serviceMs.push(ms(t));
      t = process.hrtime.bigint();
      await bare();
      bareMs.push(ms(t));
    }
    const ratio = median(serviceMs) / median(bareMs);
    line("PDF 3 pages: bare page.pdf() median", `${median(bareMs).toFixed(0)} ms  (${N} runs)`);
    line("PDF 3 pages: service median", `${median(serviceMs).toFixed(0)} ms  (${N} runs)`);
    line("PDF 3 pages: service / bare", `${ratio.toFixed(2)}×  (goal ≤ 1.3×)`);
  } finally {
    await browser.close();
  }

  const t = process.hrtime.bigint();
  const pdfs = await Promise.all(Array.from({ length: 20 }, () => service.render(input, { resolveImage })));
  const wall = ms(t) / 1000;
  const ok = pdfs.filter((p) => p.subarray(0, 5).toString() === "%PDF-").length;
  const { launches } = service.stats();
  line("PDF 20 concurrent (3 pages, pool of 2)", `${wall.toFixed(2)} s, ${(20 / wall).toFixed(1)} PDFs/s, ${ok}/20 ok`);
  line("PDF browser launches for all of the above", String(launches));
  await service.close();
}
