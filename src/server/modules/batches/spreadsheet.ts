import ExcelJS from "exceljs";
import {
  BATCH_MESSAGES,
  type Cell,
  MAX_BATCH_ROWS,
  MAX_BATCH_UNPACKED_BYTES,
  MAX_BATCH_XLSX_PARTS,
} from "../../../domain/batches/batches";
import { AppError } from "../../platform/errors/app-error";
import { storedZip, unzipBounded } from "../../platform/zip/bounded-unzip";

/** A spreadsheet as rows of cells: the header row first, blank rows dropped. */
export interface Sheet {
  headers: string[];
  /** Each data row with its number in the file (the header is row 1). */
  rows: { rowNumber: number; cells: Cell[] }[];
}

const invalid = (message: string) => new AppError("VALIDATION_ERROR", message, { file: message });
const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const blankRow = (cells: Cell[]) => cells.every((c) => c === null || (typeof c === "string" && c.trim() === ""));

/** Reads an .xlsx (by its ZIP signature) or a .csv; a Portuguese 400 when it is neither or is empty. */
export async function readSheet(bytes: Uint8Array): Promise<Sheet> {
  const table = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  const [header, ...rest] = table;
  if (!header || blankRow(header.cells)) throw invalid(BATCH_MESSAGES.emptyFile);
  const rows = rest.filter((r) => !blankRow(r.cells));
  if (rows.length === 0) throw invalid(BATCH_MESSAGES.noRows);
  if (rows.length > MAX_BATCH_ROWS) throw invalid(BATCH_MESSAGES.tooManyRows);
  return { headers: header.cells.map((c) => (c === null ? "" : String(c).trim())), rows };
}

/** exceljs cell value → Cell: formulas by their result, rich text and hyperlinks by their text. */
function xlsxCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value;
  if (typeof value === "object") {
    if ("result" in value) return xlsxCell(value.result as ExcelJS.CellValue);
    if ("richText" in value) return value.richText.map((t) => t.text).join("");
    if ("text" in value) return String(value.text);
    if ("error" in value) return null;
  }
  return null;
}

/**
 * Unpacked within the limits first, counting while inflating (decision 0053): exceljs reads the
 * counted parts as a stored zip and never inflates the upload itself.
 */
async function readXlsx(bytes: Uint8Array): Promise<{ rowNumber: number; cells: Cell[] }[]> {
  const parts = await unzipBounded(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    maxUnpackedBytes: MAX_BATCH_UNPACKED_BYTES,
    maxEntries: MAX_BATCH_XLSX_PARTS,
    tooLarge: () => new AppError("PAYLOAD_TOO_LARGE", BATCH_MESSAGES.unpackedTooLarge),
    corrupt: () => invalid(BATCH_MESSAGES.unreadable),
  });
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(storedZip(parts) as unknown as ArrayBuffer);
  } catch {
    throw invalid(BATCH_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalid(BATCH_MESSAGES.emptyFile);
  const width = sheet.getRow(1).cellCount;
  const out: { rowNumber: number; cells: Cell[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (out.length > MAX_BATCH_ROWS + 1) return;
    const cells: Cell[] = [];
    for (let i = 1; i <= Math.max(width, row.cellCount); i++) cells.push(xlsxCell(row.getCell(i).value));
    out.push({ rowNumber, cells });
  });
  return out;
}

/**
 * Text as Brazilian Excel saves "CSV": UTF-8 (with or without BOM) or Windows-1252 when the bytes are
 * not valid UTF-8.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The delimiter of the header line: semicolon (Excel in pt-BR) or comma, whichever appears more outside quotes. */
export function detectDelimiter(text: string): ";" | "," {
  let semi = 0;
  let comma = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ";") semi++;
    else if (!quoted && ch === ",") comma++;
  }
  return semi >= comma && semi > 0 ? ";" : ",";
}

/** RFC 4180 fields: quotes around a field, "" for a quote inside, line breaks inside quotes kept. */
export function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function readCsv(bytes: Uint8Array): { rowNumber: number; cells: Cell[] }[] {
  if (bytes.includes(0)) throw invalid(BATCH_MESSAGES.unreadable);
  const text = decodeText(bytes);
  return parseCsv(text, detectDelimiter(text)).map((cells, i) => ({ rowNumber: i + 1, cells }));
}
