import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findChromium } from "../../src/server/integrations/pdf/browser-discovery";

/** The browser the PDF tests use; they skip (saying why) only when there is none at all. */
export const testChromium = findChromium(process.env.CHROMIUM_PATH);
if (!testChromium) {
  console.warn(
    "tests/pdf: nenhum Chromium encontrado (CHROMIUM_PATH, /usr/bin/chromium, …): testes de PDF IGNORADOS. Instale com `apt-get install --no-install-recommends chromium poppler-utils`.",
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
