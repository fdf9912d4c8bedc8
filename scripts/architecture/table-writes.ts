import { layerOf } from "./layers";
import { importsOf, lineAt, type SourceFile, type Violation } from "./source";

/** A write to another module's table that stays for now, with why. */
export interface TableWriteAllowance {
  file: string;
  table: string;
  reason: string;
}

/** `{ a, b as c, type D }` → the local names; `* as ns` → the namespace. */
function bindingsOf(clause: string): { names: Map<string, string>; namespaces: Set<string> } {
  const names = new Map<string, string>();
  const namespaces = new Set<string>();
  const namespace = /\*\s+as\s+([\w$]+)/.exec(clause);
  if (namespace?.[1]) namespaces.add(namespace[1]);
  const braces = /\{([^}]*)\}/.exec(clause);
  for (const part of braces?.[1]?.split(",") ?? []) {
    const [imported, local] = part
      .trim()
      .replace(/^type\s+/, "")
      .split(/\s+as\s+/);
    if (imported) names.set(local ?? imported, imported);
  }
  return { names, namespaces };
}

const WRITE = /\.(insert|update|delete)\(\s*([\w$]+)(?:\.([\w$]+))?\s*\)/g;

/**
 * Tables are read across modules (joins) but written only by the module that owns them: in
 * `modules/A/**`, `.insert(X)`, `.update(X)` or `.delete(X)` of a table imported from another
 * module's tables (`db/tables/B.ts`) is a violation, unless allowed (with its reason) in `allowances`.
 */
export function checkTableWrites(
  root: string,
  files: SourceFile[],
  allowances: readonly TableWriteAllowance[],
): Violation[] {
  const violations: Violation[] = [];
  const used = new Set<TableWriteAllowance>();
  for (const file of files) {
    const from = layerOf(file.path);
    if (from.kind !== "module") continue;
    // local name (or namespace) → [owning module, table name]
    const foreignTables = new Map<string, { owner: string; table: string }>();
    const foreignNamespaces = new Map<string, string>();
    for (const edge of importsOf(root, file)) {
      const to = edge.target ? layerOf(edge.target) : null;
      if (to?.kind !== "tables" || to.module === from.module) continue;
      const { names, namespaces } = bindingsOf(edge.clause);
      for (const [local, table] of names) foreignTables.set(local, { owner: to.module, table });
      for (const ns of namespaces) foreignNamespaces.set(ns, to.module);
    }
    for (const m of file.code.matchAll(WRITE)) {
      const [, verb, first = "", member] = m;
      const owner = member ? foreignNamespaces.get(first) : foreignTables.get(first)?.owner;
      if (!owner) continue;
      const table = member ?? foreignTables.get(first)?.table ?? first;
      const allowance = allowances.find((a) => a.file === file.path && a.table === table);
      if (allowance) {
        used.add(allowance);
        continue;
      }
      violations.push({
        file: file.path,
        line: lineAt(file.code, m.index),
        rule: "foreign-table-write",
        reason: `module "${from.module}" writes (.${verb}) table "${table}" of module "${owner}": only its owner writes it (call a function of ${owner}/index.ts)`,
      });
    }
  }
  for (const stale of allowances.filter((a) => !used.has(a))) {
    violations.push({
      file: stale.file,
      line: 1,
      rule: "foreign-table-write",
      reason: `the allow-list entry for table "${stale.table}" no longer matches a write: remove it`,
    });
  }
  return violations;
}
