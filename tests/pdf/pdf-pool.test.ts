import { afterEach, describe, expect, it } from "vitest";
import { createPdfService, type PooledPdfService } from "../../src/server/platform/pdf/pdf-service";
import { childBrowserPids, pageCount, pageText, testChromium } from "./poppler";
import { contractBody } from "./sample-document";

describe.skipIf(!testChromium)("PDF browser and page pool", () => {
  let service: PooledPdfService;
  afterEach(() => service.close());
  const make = (options: { timeoutMs?: number } = {}) => {
    service = createPdfService({ chromiumPath: testChromium?.executablePath, poolSize: 2, ...options });
    return service;
  };
  const doc = (i: number) => ({ title: `Documento ${i}`, bodyHtml: `<p>Documento número ${i}</p>${contractBody(1)}` });

  it("launches nothing until the first render", () => {
    make();
    expect(service.stats().launches).toBe(0);
    expect(childBrowserPids()).toEqual([]);
  });

  it("20 concurrent renders share one browser and two pages, and all succeed", async () => {
    make();
    let mostBusy = 0;
    const sampler = setInterval(() => {
      mostBusy = Math.max(mostBusy, service.stats().busy);
    }, 5);
    const pdfs = await Promise.all(Array.from({ length: 20 }, (_, i) => service.render(doc(i)))).finally(() =>
      clearInterval(sampler),
    );
    expect(service.stats().launches).toBe(1);
    expect(mostBusy).toBe(2); // the pool's two pages, never 20
    expect(childBrowserPids()).toHaveLength(1);
    pdfs.forEach((pdf, i) => {
      expect(pageCount(pdf)).toBe(1);
      expect(pageText(pdf, 1)).toContain(`Documento número ${i}`);
    });
  });

  it("relaunches the browser on the next render after it was killed", async () => {
    make();
    await service.render(doc(1));
    const [pid] = childBrowserPids();
    expect(pid).toBeGreaterThan(0);
    process.kill(pid!, "SIGKILL");
    await expect.poll(() => childBrowserPids().includes(pid!)).toBe(false);
    const pdf = await service.render(doc(2));
    expect(pageText(pdf, 1)).toContain("Documento número 2");
    expect(service.stats().launches).toBe(2);
  });

  it("a render running when the browser dies is finished on a new browser", async () => {
    make();
    await service.render(doc(1));
    const [pid] = childBrowserPids();
    const long = service.render({ title: "Longo", bodyHtml: contractBody(60) });
    process.kill(pid!, "SIGKILL");
    expect(pageCount(await long)).toBeGreaterThan(10);
    expect(service.stats().launches).toBe(2);
  });

  it("answers 504 when a PDF exceeds its time, and keeps serving", async () => {
    make({ timeoutMs: 1 });
    await expect(service.render(doc(1))).rejects.toMatchObject({ status: 504, code: "PDF_TIMEOUT" });
    await expect(service.render(doc(2))).rejects.toMatchObject({ status: 504 });
    expect(service.stats()).toMatchObject({ launches: 1, busy: 0 });
  });

  it("close() ends the browser; a later render launches it again", async () => {
    make();
    await service.render(doc(1));
    await service.close();
    expect(childBrowserPids()).toEqual([]);
    await service.render(doc(2));
    expect(service.stats().launches).toBe(2);
  });
});
