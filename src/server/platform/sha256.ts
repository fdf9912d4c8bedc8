import { createHash } from "node:crypto";

/** The SHA-256 of text (UTF-8) or bytes, as lowercase hex: the form every stored hash column uses. */
export const sha256Hex = (data: string | Uint8Array): string => createHash("sha256").update(data).digest("hex");
