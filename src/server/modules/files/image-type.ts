/** Raster image formats accepted for uploads, recognised by their first bytes (never by name or header). */
export interface ImageType {
  mime: "image/png" | "image/jpeg" | "image/gif" | "image/webp" | "image/bmp" | "image/x-icon";
  ext: "png" | "jpg" | "gif" | "webp" | "bmp" | "ico";
}

const startsWith = (buf: Uint8Array, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type of a file's content, or null when it is not a supported raster image (SVG is refused). */
export function detectImageType(buf: Uint8Array): ImageType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", ext: "png" };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (startsWith(buf, ascii("GIF87a")) || startsWith(buf, ascii("GIF89a"))) return { mime: "image/gif", ext: "gif" };
  if (startsWith(buf, ascii("RIFF")) && startsWith(buf, ascii("WEBP"), 8)) return { mime: "image/webp", ext: "webp" };
  if (startsWith(buf, ascii("BM")) && buf.length > 26) return { mime: "image/bmp", ext: "bmp" };
  if (startsWith(buf, [0x00, 0x00, 0x01, 0x00]) && buf.length > 22) return { mime: "image/x-icon", ext: "ico" };
  return null;
}
