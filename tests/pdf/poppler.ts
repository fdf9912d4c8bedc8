import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { browserDiscoveryFromEnv, findChromium } from "../../src/server/platform/pdf/browser-discovery";

/**
 * The browser the PDF tests use, found as the server finds it (CHROMIUM_PATH, system, Playwright's
 * cache; MINUTA_SYSTEM_CHROMIUM_PATHS= hides the system's); they skip, saying why, only without any.
 */
export const testChromium = findChromium(browserDiscoveryFromEnv(process.env));
if (!testChromium) {
  console.warn(
    "tests/pdf: nenhum navegador encontrado (CHROMIUM_PATH, /usr/bin/chromium, …, cache do Playwright): testes de PDF IGNORADOS. Instale com `apt-get install --no-install-recommends chromium poppler-utils`.",
  );
}

/** Runs a poppler-utils tool (pdfinfo, pdftotext, pdffonts, pdfimages) on the PDF's bytes. */
export function poppler(tool: string, pdf: Buffer, args: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), "minuta-pdf-test-"));
  try {
    const file = join(dir, "doc.pdf");
    writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const pageCount = (pdf: Buffer) => Number(/Pages:\s+(\d+)/.exec(poppler("pdfinfo", pdf))?.[1]);

export const pageText = (pdf: Buffer, page: number) =>
  poppler("pdftotext", pdf, ["-f", String(page), "-l", String(page)]);

/** Rows of `pdffonts` below its two header lines: one per font, "yes"/"no" in the emb column. */
export function fonts(pdf: Buffer): { name: string; embedded: boolean }[] {
  return poppler("pdffonts", pdf)
    .split("\n")
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const cols = line.trim().split(/\s+/);
      // name type… encoding emb sub uni objectId gen: emb is the 5th column from the end.
      return { name: cols[0] ?? "", embedded: cols[cols.length - 5] === "yes" };
    });
}

/** Image rows of `pdfimages -list` (page, width, height). */
export function images(pdf: Buffer): { page: number; width: number; height: number }[] {
  return poppler("pdfimages", pdf, ["-list"])
    .split("\n")
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const [page, , , width, height] = line.trim().split(/\s+/);
      return { page: Number(page), width: Number(width), height: Number(height) };
    });
}

/** Chromium processes this test process started (Playwright talks to them over a pipe). */
export function childBrowserPids(): number[] {
  const out = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)], { encoding: "utf8" });
  return out
    .split("\n")
    .filter((line) => line.includes("--remote-debugging-pipe"))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** Page `page` as RGB pixels at `dpi` (pdftoppm's binary PPM): at 96 dpi one pixel is one CSS px. */
export function raster(pdf: Buffer, page: number, dpi = 96) {
  const dir = mkdtempSync(join(tmpdir(), "minuta-pdf-raster-"));
  try {
    const file = join(dir, "doc.pdf");
    writeFileSync(file, pdf);
    const p = String(page);
    execFileSync("pdftoppm", ["-r", String(dpi), "-f", p, "-l", p, "-singlefile", file, join(dir, "page")]);
    const ppm = readFileSync(join(dir, "page.ppm"));
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString("latin1"));
    if (!header) throw new Error("pdftoppm did not write a binary PPM");
    const [whole, w, h] = header;
    const width = Number(w);
    const pixels = ppm.subarray(whole.length);
    const rgb = (x: number, y: number) => {
      const i = (y * width + x) * 3;
      return [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0] as const;
    };
    return { width, height: Number(h), rgb };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs of one colour name down a pixel column: [["white", 76], ["red", 50], …]. */
export function columnRuns(image: ReturnType<typeof raster>, x: number): [string, number][] {
  const name = ([r, g, b]: readonly [number, number, number]) =>
    r > 200 && g > 200 && b > 200
      ? "white"
      : r > 200 && g < 80 && b < 80
        ? "red"
        : g > 200 && r < 80 && b < 80
          ? "green"
          : b > 200 && r < 80 && g < 80
            ? "blue"
            : "other";
  const runs: [string, number][] = [];
  for (let y = 0; y < image.height; y++) {
    const c = name(image.rgb(x, y));
    const last = runs[runs.length - 1];
    if (last && last[0] === c) last[1]++;
    else runs.push([c, 1]);
  }
  return runs;
}
