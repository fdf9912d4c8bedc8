/**
 * Where a server file sits in the architecture (ARCHITECTURE §3): the kernel (`platform/`), one
 * capability (`modules/<m>/`), the tables (`db/tables/<m>.ts`, the tables module <m> owns: a layer
 * below every module, so a join or a foreign key across modules is no module import), or the
 * composition root that wires them (`src/server/*.ts`, the rest of `db/`, `cli/`).
 */
export type Layer =
  | { kind: "platform" }
  | { kind: "module"; module: string /** path inside the module folder */; inner: string }
  | { kind: "tables" /** the module that owns (writes) these tables */; module: string }
  | { kind: "root" }
  | { kind: "other" };

const MODULE_PATH = /^src\/server\/modules\/([^/]+)\/(.+)$/;
const TABLES_PATH = /^src\/server\/db\/tables\/([^/]+)\.ts$/;

export function layerOf(path: string): Layer {
  if (path.startsWith("src/server/platform/")) return { kind: "platform" };
  const module = MODULE_PATH.exec(path);
  if (module) return { kind: "module", module: module[1] ?? "", inner: module[2] ?? "" };
  const tables = TABLES_PATH.exec(path);
  if (tables) return { kind: "tables", module: tables[1] ?? "" };
  if (isCompositionRootFile(path) || /^src\/server\/(db|cli)\//.test(path)) return { kind: "root" };
  return { kind: "other" };
}

/** A module's face: the only file of a module another module may import (its tables are in db/tables/). */
export const isModuleFace = (inner: string) => /^index\.tsx?$/.test(inner);
export const isPlugin = (inner: string) => /^plugin\.tsx?$/.test(inner);

/** `src/server/app.ts`, `jobs.ts`, `workers.ts`…: the files that register every module's plugin. */
export const isCompositionRootFile = (path: string) => /^src\/server\/[^/]+$/.test(path);
