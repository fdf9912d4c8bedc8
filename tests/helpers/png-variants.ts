import { crc32, deflateSync } from "node:zlib";

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const PASSES = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

export interface PngVariant {
  width: number;
  height: number;
  colorType: 0 | 2 | 3 | 4 | 6;
  depth: 1 | 2 | 4 | 8 | 16;
  interlace?: boolean;
  /** The samples of pixel (x, y) at `depth` (a palette index for colour type 3). */
  sample: (x: number, y: number) => number[];
  /** RGB triplets, for colour type 3. */
  palette?: number[];
}

/** A PNG as other encoders write it: any colour type and bit depth, rows packed MSB first, Adam7 or not. */
export function pngVariant(v: PngVariant): Buffer {
  const passes = v.interlace ? PASSES : [[0, 0, 1, 1]];
  const raw: Buffer[] = [];
  for (const [x0, y0, dx, dy] of passes as [number, number, number, number][]) {
    const w = Math.ceil((v.width - x0) / dx);
    const h = Math.ceil((v.height - y0) / dy);
    if (w <= 0 || h <= 0) continue;
    for (let py = 0; py < h; py++) {
      const samples = Array.from({ length: w }, (_, px) => v.sample(x0 + px * dx, y0 + py * dy)).flat();
      const bytes = Buffer.alloc(Math.ceil((samples.length * v.depth) / 8));
      samples.forEach((s, i) => {
        if (v.depth === 16) bytes.writeUInt16BE(s, i * 2);
        else if (v.depth === 8) bytes[i] = s;
        else {
          const bit = i * v.depth;
          bytes[bit >> 3] = (bytes[bit >> 3] as number) | (s << (8 - v.depth - (bit & 7)));
        }
      });
      raw.push(Buffer.from([0]), bytes); // filter None
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(v.width, 0);
  ihdr.writeUInt32BE(v.height, 4);
  ihdr.set([v.depth, v.colorType, 0, 0, v.interlace ? 1 : 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...(v.palette ? [chunk("PLTE", Buffer.from(v.palette))] : []),
    chunk("IDAT", deflateSync(Buffer.concat(raw))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
