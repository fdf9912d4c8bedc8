import { crc32, deflateRawSync } from "node:zlib";
import PizZip from "pizzip";

/**
 * Hostile zips for the upload tests (issue 38), built here by hand: the sizes a zip declares are
 * whatever the test says, so a part can claim 2 KB and inflate to 256 MB.
 */
export interface ZipEntry {
  name: string;
  data: Buffer;
  size: number;
  crc: number;
  method: 0 | 8;
}

/** An entry deflated, declaring `size` (its true size unless told otherwise). */
export const deflatedEntry = (name: string, raw: Buffer, size = raw.length): ZipEntry => ({
  name,
  data: deflateRawSync(raw, { level: 9 }),
  size,
  crc: crc32(raw),
  method: 8,
});

/** A zip hand-built entry by entry (local header, data, central directory record), each size as given. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/**
 * A real package (a .docx, an .xlsx) with one part replaced by `raw`, declaring `declaredSize`
 * (the truth unless told): the rest of the package stays as it was, so only the part is hostile.
 */
export function withPart(pkg: Buffer, name: string, raw: Buffer, declaredSize = raw.length): Buffer {
  const zip = new PizZip(pkg);
  const entries = Object.values(zip.files)
    .filter((f) => !f.dir && f.name !== name)
    .map((f) => deflatedEntry(f.name, f.asNodeBuffer()));
  return zipOf([...entries, deflatedEntry(name, raw, declaredSize)]);
}

/** 256 MB of one repeated byte (deflates to about 250 KB): the part of the bombs. */
export const bombBytes = () => Buffer.alloc(256 * 1024 * 1024, 0x20);
