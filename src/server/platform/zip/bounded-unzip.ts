import { promisify } from "node:util";
import { inflateRaw } from "node:zlib";
import PizZip from "pizzip";

const inflate = promisify(inflateRaw);

/** What a zip may unpack to, and the refusals in the caller's words (Portuguese AppErrors). */
export interface UnzipLimits {
  /** The most its files may add up to, counted while inflating: the sizes a zip declares are never trusted. */
  maxUnpackedBytes: number;
  /** The most files it may hold. */
  maxEntries: number;
  /** Over either limit. */
  tooLarge: () => Error;
  /** Not a zip this reader accepts: truncated, encrypted, an unknown method, a bad stream, a name twice. */
  corrupt: () => Error;
}

/** A zip's files by name (directories left out), each as its inflated bytes. */
export type ZipParts = Map<string, Buffer>;

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const FULL32 = 0xffffffff;

interface Directory {
  count: number;
  offset: number;
}

/** The end-of-central-directory record, searched back from the end (a comment may follow it). */
function directoryOf(data: Buffer): Directory | null {
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (data.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    const count = data.readUInt16LE(at + 10);
    const offset = data.readUInt32LE(at + 16);
    if (count !== 0xffff && offset !== FULL32) return { count, offset };
    // Zip64: the locator just before names the 64-bit record.
    if (at < 20 || data.readUInt32LE(at - 20) !== ZIP64_LOCATOR) return null;
    const record = Number(data.readBigUInt64LE(at - 12));
    if (record + 56 > data.length || data.readUInt32LE(record) !== ZIP64_END) return null;
    return { count: Number(data.readBigUInt64LE(record + 32)), offset: Number(data.readBigUInt64LE(record + 48)) };
  }
  return null;
}

/** Sizes and offset of a directory entry, the 64-bit ones read from its zip64 extra field when marked. */
function zip64Values(data: Buffer, extra: Buffer, values: { compressed: number; local: number; declared: number }) {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== 0x0001) continue;
    let field = at + 4;
    const next = () => {
      const value = field + 8 <= extra.length ? Number(extra.readBigUInt64LE(field)) : Number.NaN;
      field += 8;
      return value;
    };
    if (values.declared === FULL32) values.declared = next();
    if (values.compressed === FULL32) values.compressed = next();
    if (values.local === FULL32) values.local = next();
  }
  if (values.local + 30 > data.length) values.local = Number.NaN;
  return values;
}

async function inflateWithin(raw: Buffer, budget: number, limits: UnzipLimits): Promise<Buffer> {
  try {
    return await inflate(raw, { maxOutputLength: Math.max(1, budget) });
  } catch (err) {
    if ((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw limits.tooLarge();
    throw limits.corrupt();
  }
}

/**
 * Unpacks an uploaded zip (.docx, .xlsx) within `limits`, counting the bytes while they inflate and
 * stopping at the limit: a part that declares 2 KB and inflates to 256 MB is refused after the limit,
 * never expanded whole (decision 0053). Inflation runs off the event loop (zlib's thread pool).
 * Reads the central directory itself, so the libraries that read the file next get only what was
 * counted here, as a stored zip (`storedZip`), and never inflate anything themselves.
 */
export async function unzipBounded(data: Buffer, limits: UnzipLimits): Promise<ZipParts> {
  const directory = data.length >= 22 ? directoryOf(data) : null;
  if (!directory) throw limits.corrupt();
  if (directory.count > limits.maxEntries) throw limits.tooLarge();
  const parts: ZipParts = new Map();
  let budget = limits.maxUnpackedBytes;
  let at = directory.offset;
  for (let i = 0; i < directory.count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== DIRECTORY_ENTRY) throw limits.corrupt();
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const nameEnd = at + 46 + data.readUInt16LE(at + 28);
    const extraEnd = nameEnd + data.readUInt16LE(at + 30);
    if (extraEnd > data.length) throw limits.corrupt();
    const name = data.toString("utf8", at + 46, nameEnd);
    const { compressed, local, declared } = zip64Values(data, data.subarray(nameEnd, extraEnd), {
      compressed: data.readUInt32LE(at + 20),
      declared: data.readUInt32LE(at + 24),
      local: data.readUInt32LE(at + 42),
    });
    at = extraEnd + data.readUInt16LE(at + 32);
    if (name.endsWith("/")) continue;
    // Encrypted, an unreadable offset, or the same name twice (two readers could take different ones).
    if (flags & 1 || Number.isNaN(local) || parts.has(name)) throw limits.corrupt();
    // An honest size over the limit is refused before anything inflates; a lying one is counted below.
    if (declared > budget) throw limits.tooLarge();
    if (data.readUInt32LE(local) !== LOCAL_HEADER) throw limits.corrupt();
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (Number.isNaN(compressed) || start + compressed > data.length) throw limits.corrupt();
    const raw = data.subarray(start, start + compressed);
    if (method !== 0 && method !== 8) throw limits.corrupt();
    const bytes = method === 0 ? raw : await inflateWithin(raw, budget, limits);
    budget -= bytes.length;
    if (budget < 0) throw limits.tooLarge();
    parts.set(name, bytes);
  }
  return parts;
}

/** The parts as a zip without compression: what a library that wants a zip's bytes is given. */
export function storedZip(parts: ZipParts): Buffer {
  const zip = new PizZip();
  for (const [name, bytes] of parts) zip.file(name, bytes, { binary: true });
  return zip.generate({ type: "nodebuffer", compression: "STORE" });
}

/** A part's text (UTF-8), or null when the zip has no such part. */
export const partText = (parts: ZipParts, name: string): string | null => parts.get(name)?.toString("utf8") ?? null;
