import { DOCX_MAX_BYTES, DOCX_MAX_PARTS, DOCX_MAX_UNPACKED_BYTES, WORD_MESSAGES } from "../../../domain/word/word";
import { AppError } from "../../platform/errors/app-error";
import { partText, storedZip, unzipBounded, type ZipParts } from "../../platform/zip/bounded-unzip";
import { checkDocxXml } from "./docx-xml";

/** The bytes a zip file starts with ("PK\x03\x04"); a .docx is one. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Parts that only a macro-enabled document (.docm renamed) carries. */
const MACRO_PART = /(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$/i;
const MACRO_TYPE = /macroEnabled/i;

const refuse = (message: string) => new AppError("NOT_A_DOCX", message);

/** A .docx that passed the door: its parts, the same as a stored zip for the Word libraries, its paragraphs. */
export interface OpenedDocx {
  parts: ZipParts;
  /** The parts re-packed without compression: mammoth and docxtemplater read this, never the upload. */
  stored: Buffer;
  /** The text of each paragraph of word/document.xml. */
  paragraphs: string[];
}

/**
 * Opens an uploaded .docx, judged by its bytes and never by its name: a zip holding
 * word/document.xml, no macros, not larger than 10 MB packed or 50 MB unpacked (counted while
 * inflating, so a zip bomb is refused at the limit whatever sizes it declares), every XML part
 * well-formed with no DOCTYPE or entity and not too many elements (decision 0053). Every refusal is a
 * Portuguese AppError; nothing is stored here.
 */
export async function openDocx(data: Buffer): Promise<OpenedDocx> {
  if (data.byteLength === 0) throw refuse(WORD_MESSAGES.empty);
  if (data.byteLength > DOCX_MAX_BYTES) throw new AppError("DOCX_TOO_LARGE", WORD_MESSAGES.tooLarge);
  if (!ZIP_MAGIC.every((b, i) => data[i] === b)) throw refuse(WORD_MESSAGES.notDocx);
  const parts = await unzipBounded(data, {
    maxUnpackedBytes: DOCX_MAX_UNPACKED_BYTES,
    maxEntries: DOCX_MAX_PARTS,
    tooLarge: () => new AppError("DOCX_TOO_LARGE", WORD_MESSAGES.zipBomb),
    corrupt: () => refuse(WORD_MESSAGES.corrupt),
  });
  if ([...parts.keys()].some((name) => MACRO_PART.test(name))) throw refuse(WORD_MESSAGES.macros);
  const types = partText(parts, "[Content_Types].xml");
  if (types === null || !parts.has("word/document.xml")) throw refuse(WORD_MESSAGES.notDocx);
  if (MACRO_TYPE.test(types)) throw refuse(WORD_MESSAGES.macros);
  const { paragraphs } = checkDocxXml(parts);
  return { parts, stored: storedZip(parts), paragraphs };
}

/** Names of the parts matching a pattern (headers, footers, comments…). */
export const partNames = (parts: ZipParts, re: RegExp): string[] => [...parts.keys()].filter((n) => re.test(n));
