import { crc32, deflateSync, inflateSync } from "node:zlib";

/**
 * A small, strict PNG reader and writer for images users send (the drawn signature, logos): the header
 * is read and the size checked BEFORE anything is inflated (a 16000×16000 "bomb" costs nothing), every
 * chunk's CRC is checked, inflating is capped at exactly the bytes the header announces, and the
 * pixels are written back as a fresh 8-bit RGBA PNG with no other chunk (text, metadata, trailing
 * bytes). Reads every standard PNG: greyscale, RGB, palette, grey+alpha and RGBA at any bit depth the
 * format allows (1 to 16; 16-bit samples keep their high byte), interlaced (Adam7) or not.
 */
export class PngError extends Error {
  constructor(
    readonly reason: "invalid" | "too-big",
    message: string,
  ) {
    super(message);
  }
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel of each colour type, and the bit depths the format allows for it. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
/** Adam7's seven passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

export interface RgbaImage {
  width: number;
  height: number;
  /** width × height × 4 bytes, rows top to bottom. */
  pixels: Buffer;
}

interface Chunks {
  width: number;
  height: number;
  colorType: number;
  depth: number;
  interlaced: boolean;
  palette: Buffer | null;
  transparency: Buffer | null;
  data: Buffer;
}

const invalid = (why: string) => new PngError("invalid", `PNG inválido: ${why}`);

function readChunks(png: Buffer, max: { width: number; height: number }): Chunks {
  if (png.length < 8 + 25 || !png.subarray(0, 8).equals(SIGNATURE)) throw invalid("assinatura ausente");
  let at = 8;
  let header: Omit<Chunks, "data" | "palette" | "transparency"> | null = null;
  let palette: Buffer | null = null;
  let transparency: Buffer | null = null;
  const idat: Buffer[] = [];
  for (;;) {
    if (at + 12 > png.length) throw invalid("fim inesperado");
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    if (at + 12 + length > png.length) throw invalid("bloco truncado");
    const body = png.subarray(at + 8, at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== png.readUInt32BE(at + 8 + length)) throw invalid("CRC");
    at += 12 + length;
    if (!header && type !== "IHDR") throw invalid("IHDR ausente");
    if (type === "IHDR") {
      if (header || length !== 13) throw invalid("IHDR");
      const width = body.readUInt32BE(0);
      const height = body.readUInt32BE(4);
      if (width === 0 || height === 0) throw invalid("tamanho zero");
      if (width > max.width || height > max.height) throw new PngError("too-big", `${width}×${height} px`);
      const [depth, colorType, compression, filter, interlace] = body.subarray(8);
      if (colorType === undefined || depth === undefined || !DEPTHS[colorType]?.includes(depth))
        throw invalid("formato de cor");
      if (compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1))
        throw invalid("método desconhecido");
      header = { width, height, colorType, depth, interlaced: interlace === 1 };
    } else if (type === "PLTE") palette = body;
    else if (type === "tRNS") transparency = body;
    else if (type === "IDAT") idat.push(body);
    else if (type === "IEND") break;
    // An unknown chunk may be skipped only when ancillary (lower-case first letter).
    else if ((type.charCodeAt(0) & 0x20) === 0) throw invalid(`bloco crítico ${type}`);
  }
  if (!header || idat.length === 0) throw invalid("sem imagem");
  if (header.colorType === 3 && !palette) throw invalid("paleta ausente");
  return { ...header, palette, transparency, data: Buffer.concat(idat) };
}

/**
 * Undoes the PNG row filters (None, Sub, Up, Average, Paeth) of `height` rows of `stride` bytes found
 * at `start` in the inflated data; answers the raw rows. `bpp`: bytes per pixel, at least 1.
 */
function unfilter(data: Buffer, start: number, stride: number, height: number, bpp: number): Buffer {
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[start + y * (stride + 1)];
    const src = start + y * (stride + 1) + 1;
    const row = y * stride;
    const prev = row - stride;
    if (filter === 0 || (filter === 2 && y === 0)) {
      data.copy(out, row, src, src + stride);
      continue;
    }
    for (let x = 0; x < stride; x++) {
      const raw = data[src + x] as number;
      const left = x >= bpp ? (out[row + x - bpp] as number) : 0;
      const up = y > 0 ? (out[prev + x] as number) : 0;
      let value: number;
      if (filter === 1) value = raw + left;
      else if (filter === 2) value = raw + up;
      else if (filter === 3) value = raw + ((left + up) >> 1);
      else if (filter === 4) {
        const upLeft = y > 0 && x >= bpp ? (out[prev + x - bpp] as number) : 0;
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else throw invalid("filtro desconhecido");
      out[row + x] = value & 0xff;
    }
  }
  return out;
}

interface Pass {
  x0: number;
  y0: number;
  dx: number;
  dy: number;
  width: number;
  height: number;
}

/** The sub-images the data holds: the whole image, or Adam7's non-empty passes. */
function passesOf(c: Chunks): Pass[] {
  if (!c.interlaced) return [{ x0: 0, y0: 0, dx: 1, dy: 1, width: c.width, height: c.height }];
  return ADAM7.map(([x0, y0, dx, dy]) => ({
    x0,
    y0,
    dx,
    dy,
    width: Math.ceil((c.width - x0) / dx),
    height: Math.ceil((c.height - y0) / dy),
  })).filter((p) => p.width > 0 && p.height > 0);
}

/** The `index`-th sample of a row, as stored: 1/2/4 bits packed from the high bit, 8, or 16 (high byte). */
function sampleAt(rows: Buffer, row: number, index: number, depth: number): number {
  if (depth === 8) return rows[row + index] as number;
  if (depth === 16) return rows[row + index * 2] as number;
  const bit = index * depth;
  return ((rows[row + (bit >> 3)] as number) >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
}

/** Writes one pass's pixels, as RGBA, where they belong in the whole image. */
function placePass(c: Chunks, p: Pass, rows: Buffer, stride: number, out: Buffer): void {
  const n = CHANNELS[c.colorType] ?? 4;
  // Greyscale below 8 bits spreads over 0-255 (1 bit: 0 or 255); palette indices are used as they are.
  const scale = c.colorType !== 3 && c.depth < 8 ? 255 / ((1 << c.depth) - 1) : 1;
  const s = [0, 0, 0, 0];
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      if (c.depth === 8) for (let k = 0; k < n; k++) s[k] = rows[y * stride + x * n + k] as number;
      else for (let k = 0; k < n; k++) s[k] = sampleAt(rows, y * stride, x * n + k, c.depth) * scale;
      const o = ((p.y0 + y * p.dy) * c.width + p.x0 + x * p.dx) * 4;
      const [a, b, d, e] = s as [number, number, number, number];
      if (c.colorType === 3) {
        if (!c.palette || a * 3 + 2 >= c.palette.length) throw invalid("índice de paleta");
        out[o] = c.palette[a * 3] as number;
        out[o + 1] = c.palette[a * 3 + 1] as number;
        out[o + 2] = c.palette[a * 3 + 2] as number;
        out[o + 3] = c.transparency && a < c.transparency.length ? (c.transparency[a] as number) : 255;
      } else if (n <= 2) {
        out[o] = a;
        out[o + 1] = a;
        out[o + 2] = a;
        out[o + 3] = n === 2 ? b : 255;
      } else {
        out[o] = a;
        out[o + 1] = b;
        out[o + 2] = d;
        out[o + 3] = n === 4 ? e : 255;
      }
    }
  }
}

/** Decodes a PNG to 8-bit RGBA, refusing anything malformed or larger than `max` (checked before inflating). */
export function decodePng(png: Buffer, max: { width: number; height: number }): RgbaImage {
  const c = readChunks(png, max);
  const bitsPerPixel = (CHANNELS[c.colorType] ?? 4) * c.depth;
  const strideOf = (width: number) => Math.ceil((width * bitsPerPixel) / 8);
  const passes = passesOf(c);
  const expected = passes.reduce((sum, p) => sum + (strideOf(p.width) + 1) * p.height, 0);
  let data: Buffer;
  try {
    data = inflateSync(c.data, { maxOutputLength: expected });
  } catch {
    throw invalid("dados comprimidos");
  }
  if (data.length !== expected) throw invalid("dados incompletos");
  const bpp = Math.max(1, bitsPerPixel >> 3);
  // What canvases write (8-bit RGBA, not interlaced): the unfiltered rows are the pixels.
  if (c.colorType === 6 && c.depth === 8 && !c.interlaced) {
    return { width: c.width, height: c.height, pixels: unfilter(data, 0, c.width * 4, c.height, 4) };
  }
  const pixels = Buffer.alloc(c.width * c.height * 4);
  let at = 0;
  for (const p of passes) {
    const stride = strideOf(p.width);
    placePass(c, p, unfilter(data, at, stride, p.height, bpp), stride, pixels);
    at += (stride + 1) * p.height;
  }
  return { width: c.width, height: c.height, pixels };
}

function chunk(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, "latin1");
  body.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

/** A fresh RGBA PNG of the pixels (rows filtered "Up", which suits strokes on a flat background). */
export function encodePng(image: RgbaImage): Buffer {
  const stride = image.width * 4;
  const px = image.pixels;
  const raw = Buffer.alloc((stride + 1) * image.height);
  for (let y = 0; y < image.height; y++) {
    const at = y * (stride + 1);
    const row = y * stride;
    raw[at] = 2;
    if (y === 0) {
      px.copy(raw, at + 1, 0, stride);
      continue;
    }
    for (let x = 0; x < stride; x++)
      raw[at + 1 + x] = ((px[row + x] as number) - (px[row - stride + x] as number)) & 0xff;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
