/**
 * Where a server file sits in the architecture (ARCHITECTURE §3): the kernel (`platform/`), one
 * capability (`modules/<m>/`), or the composition root that wires them (`src/server/*.ts`, `db/`, `cli/`).
 */
export type Layer =
  | { kind: "platform" }
  | { kind: "module"; module: string /** path inside the module folder */; inner: string }
  | { kind: "root" }
  | { kind: "other" };

const MODULE_PATH = /^src\/server\/modules\/([^/]+)\/(.+)$/;

export function layerOf(path: string): Layer {
  if (path.startsWith("src/server/platform/")) return { kind: "platform" };
  const module = MODULE_PATH.exec(path);
  if (module) return { kind: "module", module: module[1] ?? "", inner: module[2] ?? "" };
  if (isCompositionRootFile(path) || /^src\/server\/(db|cli)\//.test(path)) return { kind: "root" };
  return { kind: "other" };
}

/** A module's face and its tables: the only files of a module another module may import. */
export const isModuleFace = (inner: string) => /^(index|schema)\.tsx?$/.test(inner);
export const isModuleSchema = (inner: string) => /^schema\.tsx?$/.test(inner);
export const isPlugin = (inner: string) => /^plugin\.tsx?$/.test(inner);

/** `src/server/app.ts`, `jobs.ts`, `workers.ts`…: the files that register every module's plugin. */
export const isCompositionRootFile = (path: string) => /^src\/server\/[^/]+$/.test(path);
