/**
 * A word diff of two texts (the assistant's proposal against the pasted contract): the longest common
 * subsequence of their words, whitespace kept with each word. Texts too long for the table fall back
 * to a line diff, so a long contract still shows what changed.
 */
export type DiffPart = { kind: "same" | "removed" | "added"; text: string };

const MAX_CELLS = 4_000_000;

function lcsDiff(a: string[], b: string[]): DiffPart[] {
  const n = a.length;
  const m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      // biome-ignore lint/style/noNonNullAssertion: indices are inside the table built above
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart["kind"], text: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      // biome-ignore lint/style/noNonNullAssertion: same table
      push("same", a[i++]!);
      j++;
    }
    // biome-ignore lint/style/noNonNullAssertion: same table
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) push("removed", a[i++]!);
    // biome-ignore lint/style/noNonNullAssertion: same table
    else push("added", b[j++]!);
  }
  while (i < n) push("removed", a[i++] as string);
  while (j < m) push("added", b[j++] as string);
  return parts;
}

const words = (s: string) => s.match(/\s*\S+\s*/g) ?? [];
const lines = (s: string) => s.match(/[^\n]*\n?/g)?.filter(Boolean) ?? [];

export function diffWords(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  if (a.length * b.length <= MAX_CELLS) return lcsDiff(a, b);
  return lcsDiff(lines(before), lines(after));
}
