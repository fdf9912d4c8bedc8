import type { XSheet } from "./workbook";

/** Writes and downloads a workbook; the writer is its own chunk, fetched on the first click only. */
export async function downloadWorkbook(sheets: XSheet[], fileName: string): Promise<void> {
  const { default: writeXlsxFile } = await import("write-excel-file/browser");
  await writeXlsxFile(sheets as Parameters<typeof writeXlsxFile>[0], {}).toFile(fileName);
}
