import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { decodePng, encodePng, PngError } from "../../src/server/platform/images/png";
import { pngVariant } from "../helpers/png-variants";
import { testPng } from "./png-fixtures";

const MAX = { width: 2000, height: 800 };
const reason = (png: Buffer) => {
  try {
    decodePng(png, MAX);
    return "ok";
  } catch (err) {
    return err instanceof PngError ? err.reason : "other";
  }
};

describe("the strict PNG reader and writer (drawn signatures)", () => {
  it("round-trips the pixels into a fresh PNG without the sender's other chunks", () => {
    const source = testPng(120, 40, { text: "segredo" });
    const image = decodePng(source, MAX);
    const again = encodePng(image);
    expect(again.includes(Buffer.from("segredo"))).toBe(false);
    expect(decodePng(again, MAX).pixels.equals(image.pixels)).toBe(true);
  });

  it("refuses a header larger than the limit before inflating, a bad CRC, a truncated file and junk", () => {
    expect(reason(testPng(10, 10, { claimWidth: 16000, claimHeight: 16000 }))).toBe("too-big");
    const badCrc = Buffer.from(testPng(10, 10));
    badCrc[30] = (badCrc[30] ?? 0) ^ 0xff;
    expect(reason(badCrc)).toBe("invalid");
    expect(reason(testPng(10, 10).subarray(0, 50))).toBe("invalid");
    expect(reason(Buffer.from("isto não é um PNG"))).toBe("invalid");
    // The header says 10×10 but the data holds fewer rows: refused, not padded.
    expect(reason(testPng(10, 5, { claimHeight: 10 }))).toBe("invalid");
  });

  it("refuses an unknown critical chunk but skips an ancillary one", () => {
    const png = testPng(4, 4);
    const chunk = (type: string) => {
      const out = Buffer.alloc(12);
      out.write(type, 4, "latin1");
      out.writeUInt32BE(crc32(Buffer.from(type, "latin1")), 8);
      return out;
    };
    const withChunk = (type: string) => Buffer.concat([png.subarray(0, 33), chunk(type), png.subarray(33)]);
    expect(reason(withChunk("ABCD"))).toBe("invalid");
    expect(reason(withChunk("abCD"))).toBe("ok");
  });

  it("reads every bit depth and colour type, interlaced or not, into the same 8-bit RGBA (issue 48)", () => {
    const cases = [
      { colorType: 0, depth: 1 },
      { colorType: 0, depth: 2 },
      { colorType: 0, depth: 4 },
      { colorType: 0, depth: 16 },
      { colorType: 2, depth: 16 },
      { colorType: 3, depth: 1 },
      { colorType: 3, depth: 4 },
      { colorType: 4, depth: 16 },
      { colorType: 6, depth: 8 },
      { colorType: 6, depth: 16 },
    ] as const;
    const palette = Array.from({ length: 16 }, (_, i) => [i * 16, 255 - i * 16, i * 8]).flat();
    for (const { colorType, depth } of cases) {
      for (const [width, height] of [
        [1, 1],
        [5, 3],
        [9, 10],
      ] as const) {
        const levels = 2 ** Math.min(depth, 8) - 1;
        // An 8-bit value v is written as the format holds it: v·257 at 16 bits, its level below 8.
        const value = (x: number, y: number, k: number) => ((x * 7 + y * 13 + k * 5) % (levels + 1)) * (255 / levels);
        const at = (v: number) => (depth === 16 ? v * 257 : Math.round((v * levels) / 255));
        const channels = { 0: [0], 2: [0, 1, 2], 4: [0, 3], 6: [0, 1, 2, 3] } as Record<number, number[]>;
        const expected = Buffer.alloc(width * height * 4);
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++) {
            const o = (y * width + x) * 4;
            if (colorType === 3) {
              const i = (x + y) % 2 ** depth;
              expected.set([...palette.slice(i * 3, i * 3 + 3), 255], o);
            } else {
              const [r, g, b, a] = [0, 1, 2, 3].map((k) => value(x, y, k)) as [number, number, number, number];
              if (colorType === 0) expected.set([r, r, r, 255], o);
              else if (colorType === 4) expected.set([r, r, r, a], o);
              else if (colorType === 2) expected.set([r, g, b, 255], o);
              else expected.set([r, g, b, a], o);
            }
          }
        for (const interlace of [false, true]) {
          const png = pngVariant({
            width,
            height,
            colorType,
            depth,
            interlace,
            palette: colorType === 3 ? palette.slice(0, 3 * 2 ** depth) : undefined,
            sample: (x, y) =>
              colorType === 3 ? [(x + y) % 2 ** depth] : (channels[colorType] ?? []).map((k) => at(value(x, y, k))),
          });
          const label = `tipo ${colorType}, ${depth} bits, ${width}×${height}${interlace ? ", entrelaçado" : ""}`;
          expect(decodePng(png, MAX).pixels.equals(expected), label).toBe(true);
        }
      }
    }
  });
});
