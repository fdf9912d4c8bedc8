import { describe, expect, it } from "vitest";
import { CHROMIUM_MISSING_MESSAGE } from "../../src/server/platform/pdf/browser-discovery";
import { createPdfService } from "../../src/server/platform/pdf/pdf-service";

/** A machine without Chromium: the service says so at start and answers 503; nothing crashes. */
describe("PDF without a browser", () => {
  const logged: string[] = [];
  const logger = { info: () => undefined, warn: (m: string) => logged.push(m), error: () => undefined };

  it("warns at start, in Portuguese, how to install Chromium", () => {
    const service = createPdfService({
      systemPaths: ["/nonexistent/chromium"],
      playwrightCacheDir: "/nonexistent/cache",
      logger,
    });
    expect(service.chromium).toBeNull();
    expect(logged).toContain(CHROMIUM_MISSING_MESSAGE);
    expect(CHROMIUM_MISSING_MESSAGE).toMatch(/apt-get install --no-install-recommends chromium/);
    expect(CHROMIUM_MISSING_MESSAGE).toMatch(/CHROMIUM_PATH/);
  });

  it("render answers 503 with a Portuguese message", async () => {
    const service = createPdfService({ systemPaths: [], playwrightCacheDir: "/nonexistent/cache", logger });
    await expect(service.render({ title: "x", bodyHtml: "<p>x</p>" })).rejects.toMatchObject({
      status: 503,
      code: "PDF_UNAVAILABLE",
      message: expect.stringMatching(/PDF está indisponível/),
    });
    await service.close();
  });

  it("a CHROMIUM_PATH that is not an executable is not silently replaced by another browser", () => {
    const service = createPdfService({ chromiumPath: "/nonexistent/chrome", logger });
    expect(service.chromium).toBeNull();
  });

  it("a CHROMIUM_PATH that does not start answers 503 too", async () => {
    const service = createPdfService({ chromiumPath: "/bin/false", logger });
    await expect(service.render({ title: "x", bodyHtml: "<p>x</p>" })).rejects.toMatchObject({ status: 503 });
  });
});
