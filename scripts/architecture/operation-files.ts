import { layerOf } from "./layers";
import { lineAt, type SourceFile, type Violation } from "./source";

/** `export function f`, `export async function f`, `export const f = (…) =>` / `= async (…) =>`. */
const EXPORTED_FUNCTION =
  /^export\s+(?:async\s+)?function\*?\s+([\w$]+)|^export\s+const\s+([\w$]+)\s*=\s*(?:async\s+)?\(/gm;
/** A module's faces and route files gather many names by design. */
const GATHERING_FILE = /(^|\/)(index|plugin|routes|[\w-]+-routes)\.tsx?$/;
export const MAX_OPERATIONS = 2;

/**
 * One operation per file, named like the file (docs/architecture.md §3): a module file (not its
 * faces nor its routes) exporting three or more functions is refused, unless it is one of the files
 * in `known` — the ones not yet split, a list that may only shrink (an entry that no longer exports
 * three is reported, so it leaves the list).
 */
export function checkOperationFiles(files: SourceFile[], known: readonly string[]): Violation[] {
  const violations: Violation[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const layer = layerOf(file.path);
    if (layer.kind !== "module" || GATHERING_FILE.test(layer.inner)) continue;
    const exported = [...file.code.matchAll(EXPORTED_FUNCTION)];
    if (exported.length <= MAX_OPERATIONS) continue;
    if (known.includes(file.path)) {
      seen.add(file.path);
      continue;
    }
    const third = exported[MAX_OPERATIONS];
    const names = exported.map((m) => m[1] ?? m[2]).join(", ");
    violations.push({
      file: file.path,
      line: lineAt(file.code, third?.index ?? 0),
      rule: "operation-file",
      reason: `exports ${exported.length} functions (${names}): one operation per file, named like the file (create-plan.ts exports createPlan)`,
    });
  }
  for (const path of known.filter((p) => !seen.has(p))) {
    violations.push({
      file: path,
      line: 1,
      rule: "operation-file",
      reason: `no longer exports three or more functions (or is gone): remove it from KNOWN_MULTI_OPERATION_FILES`,
    });
  }
  return violations;
}
