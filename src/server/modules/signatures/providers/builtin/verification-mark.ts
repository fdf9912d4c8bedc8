import { randomBytes } from "node:crypto";
import { PDFDict, type PDFDocument, PDFName, PDFString } from "pdf-lib";
import { isVerificationCode, VERIFICATION_CODE_ALPHABET } from "../../../../../domain/verification/verification";
import { matchSliced } from "../../../../platform/bytes/sliced";

/** The document information entry that carries the code, so an uploaded copy names its own request. */
const INFO_KEY = "MinutaVerificationCode";

/** A new verification code: 80 random bits as 16 Crockford base32 characters (stored without hyphens). */
export function newVerificationCode(): string {
  let n = BigInt(`0x${randomBytes(10).toString("hex")}`);
  let code = "";
  for (let i = 0; i < 16; i++) {
    code = VERIFICATION_CODE_ALPHABET[Number(n & 31n)] + code;
    n >>= 5n;
  }
  return code;
}

/** Writes the code into the PDF's document information dictionary (before the seal covers it). */
export function markVerificationCode(doc: PDFDocument, code: string): void {
  const { context } = doc;
  const ref = context.trailerInfo.Info;
  let info = ref ? context.lookupMaybe(ref, PDFDict) : undefined;
  if (!info) {
    info = context.obj({});
    context.trailerInfo.Info = context.register(info);
  }
  info.set(PDFName.of(INFO_KEY), PDFString.of(code));
}

const MARK = new RegExp(`^/${INFO_KEY}\\s*\\(([0-9A-Z]{16})\\)`);

/**
 * The code a sealed PDF carries (read from its bytes, without parsing the file), or null. Searched a
 * slice per event-loop turn: the file may be a 20 MB upload (decision 0053).
 */
export async function verificationCodeIn(pdf: Buffer): Promise<string | null> {
  const code = (await matchSliced(pdf, `/${INFO_KEY}`, MARK, 256))?.[1];
  return code && isVerificationCode(code) ? code : null;
}
