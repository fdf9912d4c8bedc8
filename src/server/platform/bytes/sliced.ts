import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Work over an upload's bytes, a slice per event-loop turn (decision 0053): a 20 MB file costs a
 * series of turns of about a millisecond each, so other requests are answered in between.
 */
export const SLICE_BYTES = 1024 * 1024;

/** The SHA-256 of the ranges, one after the other, hashed a slice per turn. */
export async function sha256Sliced(...ranges: Uint8Array[]): Promise<Buffer> {
  const hash = createHash("sha256");
  let sinceTurn = 0;
  for (const range of ranges) {
    for (let at = 0; at < range.length; at += SLICE_BYTES) {
      if (sinceTurn++ > 0) await nextTurn();
      hash.update(range.subarray(at, at + SLICE_BYTES));
    }
  }
  return hash.digest();
}

/** Lowercase hex of sha256Sliced: the form every stored hash column uses. */
export const sha256HexSliced = async (data: Uint8Array): Promise<string> => (await sha256Sliced(data)).toString("hex");

/** The first offset of `needle` (latin1) at or after `from`, searched a slice per turn; -1 when absent. */
export async function indexOfSliced(data: Buffer, needle: string, from = 0): Promise<number> {
  for (let start = Math.max(0, from); start < data.length; start += SLICE_BYTES) {
    if (start > from) await nextTurn();
    const at = data.subarray(start, start + SLICE_BYTES + needle.length - 1).indexOf(needle, 0, "latin1");
    if (at >= 0) return start + at;
  }
  return -1;
}

/**
 * The first match of `pattern` (which must start with `needle`, and match within `window` bytes of
 * it) found by indexOfSliced, never running a regular expression over the whole file.
 */
export async function matchSliced(
  data: Buffer,
  needle: string,
  pattern: RegExp,
  window: number,
): Promise<RegExpExecArray | null> {
  for (let at = await indexOfSliced(data, needle); at >= 0; at = await indexOfSliced(data, needle, at + 1)) {
    const m = pattern.exec(data.toString("latin1", at, at + window));
    if (m?.index === 0) return m;
  }
  return null;
}
