import { isCompositionRootFile, isModuleFace, isPlugin, layerOf } from "./layers";
import { importsOf, type SourceFile, type Violation } from "./source";

/**
 * The layering of the server (ARCHITECTURE §3):
 * - the kernel imports no module and nothing of the composition root;
 * - a module reaches another only through its face (`index.ts`); every module's tables are in
 *   `db/tables/<module>.ts`, which imports no module (tables, the kernel's columns and domain only);
 * - a module's `plugin.ts` (its routes and jobs) is imported only by the composition root.
 */
export function checkImports(root: string, files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const from = layerOf(file.path);
    for (const edge of importsOf(root, file)) {
      if (!edge.target) continue;
      const to = layerOf(edge.target);
      const at = { file: file.path, line: edge.line };
      if (from.kind === "platform" && (to.kind === "module" || to.kind === "root")) {
        violations.push({
          ...at,
          rule: "kernel-imports-module",
          reason: `the kernel (platform/) imports ${edge.target}: platform imports no module and nothing of the composition root`,
        });
      }
      if (from.kind === "tables" && (to.kind === "module" || to.kind === "root")) {
        violations.push({
          ...at,
          rule: "tables-import-module",
          reason: `the tables (db/tables/) import ${edge.target}: a table file imports only other tables, the kernel and domain`,
        });
      }
      if (to.kind !== "module") continue;
      if (isPlugin(to.inner)) {
        if (!isCompositionRootFile(file.path)) {
          violations.push({
            ...at,
            rule: "plugin-import",
            reason: `${file.path} imports ${edge.target}: a module's plugin.ts is imported only by the composition root (src/server/*.ts)`,
          });
        }
      } else if (from.kind === "module" && from.module !== to.module && !isModuleFace(to.inner)) {
        violations.push({
          ...at,
          rule: "module-internals",
          reason: `module "${from.module}" imports ${edge.target}, an internal of module "${to.module}": import its index.ts (its tables are in src/server/db/tables/)`,
        });
      }
    }
  }
  return violations;
}
