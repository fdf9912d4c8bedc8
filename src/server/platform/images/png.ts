import { crc32, deflateSync, inflateSync } from "node:zlib";

/**
 * A small, strict PNG reader and writer for images users send (the drawn signature): the header is
 * read and the size checked BEFORE anything is inflated (a 16000×16000 "bomb" costs nothing), every
 * chunk's CRC is checked, inflating is capped at exactly the bytes the header announces, and the
 * pixels are written back as a fresh RGBA PNG with no other chunk (text, metadata, trailing bytes).
 * Reads 8-bit, non-interlaced greyscale, RGB, palette, grey+alpha and RGBA — what canvases and
 * image editors write.
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
/** Bytes per pixel of each colour type at 8 bits. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

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
      if (depth !== 8 || colorType === undefined || !(colorType in CHANNELS)) throw invalid("formato de cor");
      if (compression !== 0 || filter !== 0 || interlace !== 0) throw invalid("entrelaçado ou método desconhecido");
      header = { width, height, colorType };
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

/** Undoes the PNG row filters (None, Sub, Up, Average, Paeth); answers the raw rows. */
function unfilter(data: Buffer, width: number, height: number, bpp: number): Buffer {
  const stride = width * bpp;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
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

function toRgba(c: Chunks, rows: Buffer): Buffer {
  if (c.colorType === 6) return rows;
  const n = c.width * c.height;
  const out = Buffer.alloc(n * 4);
  for (let i = 0; i < n; i++) {
    const o = i * 4;
    if (c.colorType === 2) {
      out[o] = rows[i * 3] as number;
      out[o + 1] = rows[i * 3 + 1] as number;
      out[o + 2] = rows[i * 3 + 2] as number;
      out[o + 3] = 255;
    } else if (c.colorType === 0 || c.colorType === 4) {
      const grey = (c.colorType === 0 ? rows[i] : rows[i * 2]) as number;
      out[o] = grey;
      out[o + 1] = grey;
      out[o + 2] = grey;
      out[o + 3] = c.colorType === 0 ? 255 : (rows[i * 2 + 1] as number);
    } else {
      const index = rows[i] as number;
      if (!c.palette || index * 3 + 2 >= c.palette.length) throw invalid("índice de paleta");
      out[o] = c.palette[index * 3] as number;
      out[o + 1] = c.palette[index * 3 + 1] as number;
      out[o + 2] = c.palette[index * 3 + 2] as number;
      out[o + 3] = c.transparency && index < c.transparency.length ? (c.transparency[index] as number) : 255;
    }
  }
  return out;
}

/** Decodes a PNG to RGBA, refusing anything malformed or larger than `max` (checked before inflating). */
export function decodePng(png: Buffer, max: { width: number; height: number }): RgbaImage {
  const c = readChunks(png, max);
  const bpp = CHANNELS[c.colorType] ?? 4;
  const expected = (c.width * bpp + 1) * c.height;
  let data: Buffer;
  try {
    data = inflateSync(c.data, { maxOutputLength: expected });
  } catch {
    throw invalid("dados comprimidos");
  }
  if (data.length !== expected) throw invalid("dados incompletos");
  return { width: c.width, height: c.height, pixels: toRgba(c, unfilter(data, c.width, c.height, bpp)) };
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
