import { verificationContracts as c } from "../../../domain/verification/contract";
import { call, sendBytes } from "../../lib/client";

/** The public verification (no session): by the code printed on the evidence page, or by the PDF itself. */
export const verifyCode = (code: string) => call(c.byCode, { params: { code } });
export const verifyFile = (file: Blob) => sendBytes(c.byFile, file);
