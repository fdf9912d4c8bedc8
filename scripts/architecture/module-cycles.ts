import { layerOf } from "./layers";
import { importsOf, type SourceFile, type Violation } from "./source";

interface Edge {
  file: string;
  line: number;
  target: string;
}

/**
 * Modules form a graph without cycles (docs/architecture.md, "Module rules"): when module A's files
 * import module B (its index.ts) and B's import A, the pair is refused — one of them must learn
 * through a hook the other registers, the shared type move to `src/domain`, or the table either one
 * reads sit in `src/server/db/tables/` (no module). There is no allow-list.
 */
export function checkModuleCycles(root: string, files: SourceFile[]): Violation[] {
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
  const violations: Violation[] = [];
  for (const [key, there] of edges) {
    const [a = "", b = ""] = key.split(">");
    const back = edges.get(`${b}>${a}`);
    if (a > b || !back) continue;
    violations.push({
      file: there.file,
      line: there.line,
      rule: "module-cycle",
      reason: `modules "${a}" and "${b}" import each other (${there.file}:${there.line} imports ${there.target}; ${back.file}:${back.line} imports ${back.target}): invert one side with a hook, or move the shared type to src/domain`,
    });
  }
  return violations;
}
