import {
  DRAWN_MAX_BYTES,
  DRAWN_MAX_HEIGHT,
  DRAWN_MAX_WIDTH,
  SIGNATURE_MESSAGES,
} from "../../../domain/signatures/signatures";
import { AppError } from "../../platform/errors/app-error";
import { decodePng, encodePng, PngError } from "../../platform/images/png";

const PREFIX = "data:image/png;base64,";

const refuse = (message: string) => new AppError("VALIDATION_ERROR", message, { drawnSignature: message });

/**
 * The drawn signature as it will be kept: the data URL's PNG is decoded (a real PNG, ≤ 200 kB,
 * ≤ 2000×800 px, checked before anything is inflated) and re-encoded here, so only pixels we wrote
 * ever reach the database and the seal. Refused in Portuguese, on the drawnSignature field.
 */
export function normalizeDrawnSignature(dataUrl: string): string {
  if (!dataUrl.startsWith(PREFIX)) throw refuse(SIGNATURE_MESSAGES.drawnNotPng);
  const png = Buffer.from(dataUrl.slice(PREFIX.length), "base64");
  if (png.length > DRAWN_MAX_BYTES) throw refuse(SIGNATURE_MESSAGES.drawnTooHeavy);
  try {
    const image = decodePng(png, { width: DRAWN_MAX_WIDTH, height: DRAWN_MAX_HEIGHT });
    return PREFIX + encodePng(image).toString("base64");
  } catch (err) {
    if (!(err instanceof PngError)) throw err;
    throw refuse(err.reason === "too-big" ? SIGNATURE_MESSAGES.drawnTooBig : SIGNATURE_MESSAGES.drawnNotPng);
  }
}
