import type { Page } from "playwright-core";
import {
  type BrowserDiscovery,
  CHROMIUM_MISSING_MESSAGE,
  type ChromiumLocation,
  describeChromium,
  findChromium,
} from "./browser-discovery";
import { BrowserLaunchError, BrowserPool, RenderTimeoutError } from "./browser-pool";
import { inlineImages } from "./inline-images";
import {
  type BlockHeights,
  bodyDocument,
  MEASURE_FOOTER_ID,
  MEASURE_HEADER_ID,
  type PdfLayoutInput,
  pageSetup,
} from "./pdf-document";
import { pdfTimedOut, pdfUnavailable } from "./pdf-errors";
import type { ImageResolver, PdfRenderInput, PdfService } from "./types";

/** Fits pino (Fastify's logger) and console. */
export interface PdfLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/** Where the browser is looked for (config.browser: CHROMIUM_PATH, system, Playwright's cache), and the pool. */
export interface PdfServiceOptions extends BrowserDiscovery {
  /** Reused pages rendering at once (≈ 1 per core). */
  poolSize?: number;
  /** Per PDF, from the moment it has a page. */
  timeoutMs?: number;
  logger?: PdfLogger;
}

/** The service plus what operators, tests and the bench may observe. */
export interface PooledPdfService extends PdfService {
  /** The browser it will use, or null: PDF is off and render() answers 503. */
  readonly chromium: ChromiumLocation | null;
  stats(): { launches: number; busy: number; queued: number };
}

export function createPdfService(options: PdfServiceOptions = {}): PooledPdfService {
  const { poolSize = 2, timeoutMs = 30_000, logger } = options;
  const chromium = findChromium(options);
  if (chromium) logger?.info(`PDF: navegador ${describeChromium(chromium)}`);
  // Said at start even without a logger: the operator must learn why PDFs answer 503.
  else (logger ?? console).warn(CHROMIUM_MISSING_MESSAGE);
  const pool = chromium ? new BrowserPool(chromium.executablePath, Math.max(1, poolSize)) : null;

  return {
    chromium,
    available: chromium !== null,
    stats: () => pool?.stats() ?? { launches: 0, busy: 0, queued: 0 },
    close: async () => pool?.close(),
    async render(input, renderOptions) {
      if (!pool) throw pdfUnavailable();
      const layout = await inlineAll(input, renderOptions?.resolveImage);
      try {
        return await pool.withPage((page) => renderOn(page, layout), timeoutMs);
      } catch (err) {
        if (err instanceof RenderTimeoutError) throw pdfTimedOut();
        if (err instanceof BrowserLaunchError) {
          logger?.error(`PDF: ${err.message}: ${String(err.cause)}`);
          throw pdfUnavailable();
        }
        throw err;
      }
    },
  };
}

/** Our stored images become data: URLs before the page sees the HTML (it has no network). */
async function inlineAll(input: PdfRenderInput, resolve: ImageResolver | undefined): Promise<PdfLayoutInput> {
  const [bodyHtml, headerHtml, footerHtml] = await Promise.all([
    inlineImages(input.bodyHtml, resolve),
    input.headerHtml ? inlineImages(input.headerHtml, resolve) : undefined,
    input.footerHtml ? inlineImages(input.footerHtml, resolve) : undefined,
  ]);
  return { title: input.title, bodyHtml, headerHtml, footerHtml };
}

async function renderOn(page: Page, layout: PdfLayoutInput): Promise<Buffer> {
  await page.setContent(bodyDocument(layout), { waitUntil: "load" });
  const heights: BlockHeights =
    layout.headerHtml || layout.footerHtml
      ? await page.evaluate(
          ([headerId, footerId]) => ({
            header: document.getElementById(headerId)?.getBoundingClientRect().height ?? 0,
            footer: document.getElementById(footerId)?.getBoundingClientRect().height ?? 0,
          }),
          [MEASURE_HEADER_ID, MEASURE_FOOTER_ID] as const,
        )
      : { header: 0, footer: 0 };
  return page.pdf({ format: "A4", printBackground: true, displayHeaderFooter: true, ...pageSetup(layout, heights) });
}
