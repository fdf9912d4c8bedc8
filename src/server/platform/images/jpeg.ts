import jpeg from "jpeg-js";
import type { RgbaImage } from "./png";

/**
 * A JPEG users send (a logo), checked as PNGs are (png.ts): the frame header's size is read and
 * checked BEFORE anything is decoded (a 65000×65000 header costs nothing), the pixels are decoded by
 * jpeg-js (pure JavaScript) and written back as a fresh baseline JPEG — no metadata segment, comment
 * or byte after the end marker is ever served as it was sent.
 */
export class JpegError extends Error {
  constructor(
    readonly reason: "invalid" | "too-big",
    message: string,
  ) {
    super(message);
  }
}

const invalid = (why: string) => new JpegError("invalid", `JPEG inválido: ${why}`);

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): C0–CF but DHT, JPG and DAC. */
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
/** Markers without a length: TEM, RST0–7, SOI, EOI. */
const standalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd9);

/** Width and height from the first frame header, walking the segments before the image data. */
export function jpegSize(data: Buffer): { width: number; height: number } {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) throw invalid("assinatura ausente");
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) throw invalid("segmento");
    const marker = data[at + 1] as number;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    if (marker === 0xda) throw invalid("dados antes do cabeçalho do quadro");
    const length = data.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > data.length) throw invalid("segmento truncado");
    if (isFrame(marker)) {
      if (length < 8) throw invalid("cabeçalho do quadro");
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw invalid("cabeçalho do quadro ausente");
}

/** Decodes a JPEG to RGBA, refusing anything malformed or larger than `max` (checked before decoding). */
export function decodeJpeg(data: Buffer, max: { width: number; height: number }): RgbaImage {
  const { width, height } = jpegSize(data);
  if (width === 0 || height === 0) throw invalid("tamanho zero");
  if (width > max.width || height > max.height) throw new JpegError("too-big", `${width}×${height} px`);
  try {
    const image = jpeg.decode(data, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: (max.width * max.height) / 1_000_000,
      maxMemoryUsageInMB: 512,
    });
    return { width: image.width, height: image.height, pixels: Buffer.from(image.data) };
  } catch {
    throw invalid("dados da imagem");
  }
}

/** A fresh baseline JPEG of the pixels (quality 90: a logo's edges stay clean). */
export const encodeJpeg = (image: RgbaImage): Buffer =>
  jpeg.encode({ width: image.width, height: image.height, data: image.pixels }, 90).data;
