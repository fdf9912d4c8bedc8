import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Violation } from "./source";

/** The pages that describe the code: the architecture, the conventions, and the decision records. */
const DOCS = ["docs/architecture.md", "docs/conventions.md"];
const DECISIONS = "docs/decisions";
/** A `src/…` path as the docs write it (a placeholder such as `<m>` or a glob is not a path). */
const SRC_PATH = /(?<![\w/.-])src\/[\w./-]*[\w/]/g;
/** A record whose status says it was replaced: it describes the code of its time, and says by which. */
const SUPERSEDED = /^.*\b(substituída|superseded)\b.*\d{4}/im;

/**
 * Every `src/…` path named in the docs exists, so a record never sends a reader to a file that moved
 * (decision records keep their history: a superseded one names its successor instead). A path
 * followed by `<`, `{` or `*` is a pattern, not a file, and is skipped.
 */
export function checkDocPaths(root: string): Violation[] {
  const decisions = existsSync(join(root, DECISIONS))
    ? readdirSync(join(root, DECISIONS))
        .filter((f) => f.endsWith(".md"))
        .map((f) => `${DECISIONS}/${f}`)
    : [];
  const violations: Violation[] = [];
  for (const doc of [...DOCS, ...decisions].filter((d) => existsSync(join(root, d)))) {
    const text = readFileSync(join(root, doc), "utf8");
    if (doc.startsWith(DECISIONS) && SUPERSEDED.test(text.split("\n").slice(0, 6).join("\n"))) continue;
    text.split("\n").forEach((line, i) => {
      for (const m of line.matchAll(SRC_PATH)) {
        const next = line[m.index + m[0].length];
        if (next === "<" || next === "{" || next === "*") continue;
        if (existsSync(join(root, m[0]))) continue;
        violations.push({
          file: doc,
          line: i + 1,
          rule: "doc-path",
          reason: `names ${m[0]}, which does not exist: correct the path (a superseded record says by which)`,
        });
      }
    });
  }
  return violations;
}
