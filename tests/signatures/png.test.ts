import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { decodePng, encodePng, PngError } from "../../src/server/platform/images/png";
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
});
