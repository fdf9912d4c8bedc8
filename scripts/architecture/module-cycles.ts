import { layerOf } from "./layers";
import { importsOf, type SourceFile, type Violation } from "./source";

/** A pair of modules known to import each other, kept until it is broken; the list may only shrink. */
export interface ModuleCycleAllowance {
  /** The two modules, in alphabetical order. */
  modules: readonly [string, string];
  reason: string;
}

interface Edge {
  file: string;
  line: number;
  target: string;
}

/**
 * Modules form a graph without cycles (docs/architecture.md, "Module rules"): when module A's files
 * import module B (its index.ts or schema.ts) and B's import A, the pair is refused — one of them
 * must learn through a hook the other registers, or the shared type move to `src/domain`. The pairs
 * of `allowed` are the known ones still to break; one that no longer imports both ways is reported
 * too, so the list only shrinks.
 */
export function checkModuleCycles(
  root: string,
  files: SourceFile[],
  allowed: readonly ModuleCycleAllowance[],
): Violation[] {
  const edges = new Map<string, Edge>();
  for (const file of files) {
    const from = layerOf(file.path);
    if (from.kind !== "module") continue;
    for (const edge of importsOf(root, file)) {
      if (!edge.target) continue;
      const to = layerOf(edge.target);
      if (to.kind !== "module" || to.module === from.module) continue;
      const key = `${from.module}>${to.module}`;
      if (!edges.has(key)) edges.set(key, { file: file.path, line: edge.line, target: edge.target });
    }
  }
  const known = new Set(allowed.map((a) => a.modules.join("<>")));
  const violations: Violation[] = [];
  const cycles = new Set<string>();
  for (const [key, there] of edges) {
    const [a = "", b = ""] = key.split(">");
    const back = edges.get(`${b}>${a}`);
    if (a > b || !back) continue;
    cycles.add(`${a}<>${b}`);
    if (known.has(`${a}<>${b}`)) continue;
    violations.push({
      file: there.file,
      line: there.line,
      rule: "module-cycle",
      reason: `modules "${a}" and "${b}" import each other (${there.file}:${there.line} imports ${there.target}; ${back.file}:${back.line} imports ${back.target}): invert one side with a hook, or move the shared type to src/domain`,
    });
  }
  for (const allowance of allowed) {
    if (cycles.has(allowance.modules.join("<>"))) continue;
    violations.push({
      file: "scripts/check-architecture.ts",
      line: 1,
      rule: "module-cycle",
      reason: `the known cycle "${allowance.modules.join(" <> ")}" is broken: remove it from KNOWN_MODULE_CYCLES`,
    });
  }
  return violations;
}
