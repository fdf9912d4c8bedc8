/**
 * The product's one CSV writer (every `text/csv` download: the audit trail, a batch's errors): the
 * way a Brazilian Excel opens it — UTF-8 with a BOM, ";" between cells, CRLF, every cell in quotes.
 */

/** Put before the first line so Excel reads the file as UTF-8 (accents right). */
export const CSV_BOM = "\uFEFF";

/**
 * A spreadsheet must not run what a file holds (CSV/formula injection): a text cell starting with
 * = + - @, a tab or a carriage return is kept as text by a leading apostrophe. Numbers are written as
 * they are. Also used for text cells of .xlsx files that carry what users typed.
 */
export const inertCell = (v: string): string => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

const cell = (v: string | number) => `"${(typeof v === "number" ? String(v) : inertCell(v)).replaceAll('"', '""')}"`;

/** One line of cells, with its CRLF. */
export const csvLine = (cells: readonly (string | number)[]): string => `${cells.map(cell).join(";")}\r\n`;

/** A whole table (header first) as the bytes of a .csv file. */
export const csvFile = (rows: readonly (readonly (string | number)[])[]): Buffer =>
  Buffer.from(`${CSV_BOM}${rows.map(csvLine).join("")}`, "utf8");
