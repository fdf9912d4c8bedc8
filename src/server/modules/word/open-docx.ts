import PizZip from "pizzip";
import { DOCX_MAX_BYTES, DOCX_MAX_UNPACKED_BYTES, WORD_MESSAGES } from "../../../domain/word";
import { AppError } from "../../platform/errors/app-error";

/** The bytes a zip file starts with ("PK\x03\x04"); a .docx is one. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Parts that only a macro-enabled document (.docm renamed) carries. */
const MACRO_PART = /(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$/i;
const MACRO_TYPE = /macroEnabled/i;

const refuse = (message: string) => new AppError("NOT_A_DOCX", message);

interface ZipEntry {
  dir: boolean;
  _data?: { uncompressedSize?: number };
}

/**
 * Opens an uploaded .docx, judged by its bytes and never by its name: a zip holding
 * word/document.xml, no macros, not larger than 10 MB packed or 200 MB unpacked (sizes read from the
 * zip's directory before anything is inflated, so a zip bomb is refused without expanding it).
 * Every refusal is a Portuguese AppError; nothing is stored here.
 */
export function openDocx(data: Buffer): PizZip {
  if (data.byteLength === 0) throw refuse(WORD_MESSAGES.empty);
  if (data.byteLength > DOCX_MAX_BYTES) throw new AppError("DOCX_TOO_LARGE", WORD_MESSAGES.tooLarge);
  if (!ZIP_MAGIC.every((b, i) => data[i] === b)) throw refuse(WORD_MESSAGES.notDocx);
  let zip: PizZip;
  try {
    zip = new PizZip(data);
  } catch {
    throw refuse(WORD_MESSAGES.corrupt);
  }
  const entries = Object.entries(zip.files as Record<string, ZipEntry>);
  let unpacked = 0;
  for (const [, entry] of entries) unpacked += entry._data?.uncompressedSize ?? 0;
  if (unpacked > DOCX_MAX_UNPACKED_BYTES) throw refuse(WORD_MESSAGES.zipBomb);
  if (entries.some(([name]) => MACRO_PART.test(name))) throw refuse(WORD_MESSAGES.macros);
  const types = readPart(zip, "[Content_Types].xml");
  if (types === null || !zip.file("word/document.xml")) throw refuse(WORD_MESSAGES.notDocx);
  if (MACRO_TYPE.test(types)) throw refuse(WORD_MESSAGES.macros);
  if (readPart(zip, "word/document.xml") === null) throw refuse(WORD_MESSAGES.corrupt);
  return zip;
}

/** A part's text, or null when it is missing or cannot be inflated (a corrupt entry). */
export function readPart(zip: PizZip, name: string): string | null {
  const file = zip.file(name);
  if (!file) return null;
  try {
    return file.asText();
  } catch {
    return null;
  }
}

/** Names of the zip's parts matching a pattern (headers, footers, comments…). */
export const partNames = (zip: PizZip, re: RegExp): string[] => Object.keys(zip.files).filter((n) => re.test(n));
