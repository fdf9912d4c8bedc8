import { ParseSpeeds, PDFDocument } from "pdf-lib";
import {
  PDF_UPLOAD_MESSAGES as M,
  PDF_MAX_BYTES,
  PDF_MAX_PAGES,
  type PdfPageSize,
} from "../../../domain/documents/uploaded-pdf";
import { AppError } from "../../platform/errors/app-error";

export interface InspectedPdf {
  pageCount: number;
  pages: PdfPageSize[];
  /** The file already carries digital signatures (a signature dictionary's /ByteRange). */
  hadSignatures: boolean;
}

const HEADER = Buffer.from("%PDF-");
const EOF_MARK = Buffer.from("%%EOF");
/** Readers accept the header anywhere in the first 1 KiB and the end mark in the last one. */
const WINDOW = 1024;

/**
 * Judges an uploaded file by its bytes (issue 40): a PDF, whole (its end mark and cross-reference
 * start are there), readable, not encrypted, within 25 MB and 200 pages. Each refusal is a Portuguese
 * 4xx naming the reason. pdf-lib reads the objects in slices of 1 500, yielding to the event loop
 * between them, so a 25 MB file does not hold other requests for the whole parse.
 */
export async function inspectPdf(data: Buffer): Promise<InspectedPdf> {
  if (data.byteLength === 0) throw new AppError("NOT_A_PDF", M.empty);
  if (data.byteLength > PDF_MAX_BYTES) throw new AppError("PDF_TOO_LARGE", M.tooLarge);
  const header = data.subarray(0, WINDOW).indexOf(HEADER);
  if (header < 0) throw new AppError("NOT_A_PDF", M.notAPdf);
  const tail = data.subarray(Math.max(0, data.byteLength - WINDOW));
  if (tail.indexOf(EOF_MARK) < 0 || data.lastIndexOf("startxref") < 0) {
    throw new AppError("PDF_UNREADABLE", M.truncated);
  }
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(data, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
      parseSpeed: ParseSpeeds.Fast,
    });
  } catch {
    throw new AppError("PDF_UNREADABLE", M.corrupt);
  }
  if (doc.isEncrypted) throw new AppError("PDF_ENCRYPTED", M.encrypted);
  let pageCount: number;
  try {
    pageCount = doc.getPageCount();
  } catch {
    throw new AppError("PDF_UNREADABLE", M.corrupt);
  }
  if (pageCount === 0) throw new AppError("PDF_UNREADABLE", M.noPages);
  if (pageCount > PDF_MAX_PAGES) throw new AppError("PDF_TOO_MANY_PAGES", M.tooManyPages(pageCount));
  const pages = doc.getPages().map((page): PdfPageSize => {
    const { width, height } = page.getSize();
    const quarterTurn = Math.abs(page.getRotation().angle) % 180 === 90;
    return quarterTurn ? { width: height, height: width } : { width, height };
  });
  if (pages.some((p) => !(p.width > 0 && p.height > 0))) throw new AppError("PDF_UNREADABLE", M.corrupt);
  return { pageCount, pages, hadSignatures: data.indexOf("/ByteRange") >= 0 };
}
