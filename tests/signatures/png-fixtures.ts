import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A real RGBA PNG of `width`×`height` (a dark diagonal stroke on transparent), optionally with a text
 * chunk; `claimWidth`/`claimHeight` make the header lie about the size (a "bomb" header).
 */
export function testPng(
  width: number,
  height: number,
  opts: { text?: string; claimWidth?: number; claimHeight?: number; noise?: boolean } = {},
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(opts.claimWidth ?? width, 0);
  ihdr.writeUInt32BE(opts.claimHeight ?? height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  const noise = Boolean(opts.noise);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 4 + 1) + 1 + x * 4;
      if (noise) raw.set(randomBytes(4), at);
      else if (Math.abs(x - Math.round((y * width) / height)) < 2) raw.set([20, 20, 60, 255], at);
    }
  }
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", ihdr),
    ...(opts.text ? [chunk("tEXt", Buffer.from(`Comment\0${opts.text}`, "latin1"))] : []),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

/** Width and height from a PNG's header. */
export const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
