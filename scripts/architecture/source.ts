import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix, relative, sep } from "node:path";

/** One source file of the tree being checked, its path relative to the root (POSIX separators). */
export interface SourceFile {
  path: string;
  text: string;
  /** The text with comments blanked out (same offsets and lines), so a comment never counts as code. */
  code: string;
}

/** One import or re-export of a file: what it names, where, and the root-relative file it reaches. */
export interface ImportEdge {
  specifier: string;
  line: number;
  /** Root-relative path of the imported file, or null for a package. */
  target: string | null;
  /** What the statement binds (`{ a, b as c }`, `* as ns`), empty for a side-effect or dynamic import. */
  clause: string;
}

/** A problem found, printed as `file:line  reason`. */
export interface Violation {
  file: string;
  line: number;
  rule: RuleId;
  reason: string;
}

export type RuleId =
  | "kernel-imports-module"
  | "module-internals"
  | "tables-import-module"
  | "plugin-import"
  | "foreign-table-write"
  | "file-size"
  | "error-code"
  | "route-contract"
  | "provider-branch"
  | "module-cycle"
  | "doc-path"
  | "operation-file";

const SOURCE_EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".cjs"];
/** Generated SQL and snapshots, not code anyone writes. */
const SKIPPED_DIRECTORIES = new Set(["node_modules", "migrations"]);

/** Every TypeScript/JavaScript file under `dir` (root-relative), read once. */
export function readSourceFiles(root: string, dir: string): SourceFile[] {
  const start = join(root, dir);
  if (!existsSync(start)) return [];
  const files: SourceFile[] = [];
  const walk = (absolute: string) => {
    for (const entry of readdirSync(absolute)) {
      const child = join(absolute, entry);
      if (statSync(child).isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry)) walk(child);
      } else if (SOURCE_EXTENSIONS.some((ext) => entry.endsWith(ext))) {
        const text = readFileSync(child, "utf8");
        files.push({ path: relative(root, child).split(sep).join("/"), text, code: blankComments(text) });
      }
    }
  };
  walk(start);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** The 1-based line of an offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === "\n") line++;
  return line;
}

/**
 * Replaces `//` and `/* *\/` comments by spaces (newlines kept), skipping string and template
 * literals so a URL's `//` is not taken for a comment. Template `${}` nesting is not followed:
 * good enough for import and call scanning.
 */
export function blankComments(text: string): string {
  const out = text.split("");
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const next = text[i + 1];
    if (ch === '"' || ch === "'" || ch === "`") {
      i++;
      // A quote inside a regex literal must not swallow the file: plain strings end with their line.
      while (i < text.length && text[i] !== ch && (ch === "`" || text[i] !== "\n")) i += text[i] === "\\" ? 2 : 1;
      i++;
    } else if (ch === "/" && (next === "/" || next === "*")) {
      const end = next === "/" ? text.indexOf("\n", i) : text.indexOf("*/", i + 2) + 2;
      const stop = end <= 1 || end === -1 ? text.length : end;
      for (let j = i; j < stop; j++) if (out[j] !== "\n") out[j] = " ";
      i = stop;
    } else {
      i++;
    }
  }
  return out.join("");
}

const STATIC_IMPORT = /\b(?:import|export)\s+((?:type\s+)?[\w\s{},*$]*?)\s*\bfrom\s*["']([^"']+)["']/g;
const SIDE_EFFECT_OR_DYNAMIC_IMPORT = /\bimport\s*(?:\(\s*)?["']([^"']+)["']/g;

/** The imports, re-exports and dynamic imports of a file, with the files they reach. */
export function importsOf(root: string, file: SourceFile): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const add = (specifier: string, offset: number, clause: string) =>
    edges.push({
      specifier,
      line: lineAt(file.code, offset),
      target: resolveImport(root, file.path, specifier),
      clause,
    });
  for (const m of file.code.matchAll(STATIC_IMPORT)) add(m[2] ?? "", m.index, m[1] ?? "");
  for (const m of file.code.matchAll(SIDE_EFFECT_OR_DYNAMIC_IMPORT)) add(m[1] ?? "", m.index, "");
  return edges.sort((a, b) => a.line - b.line);
}

/** Resolves a relative specifier as the bundler would (extension, or a folder's index); packages give null. */
export function resolveImport(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\.js$/, "");
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...SOURCE_EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ];
  const found = candidates.find((c) => existsSync(join(root, c)) && statSync(join(root, c)).isFile());
  return found ?? `${base}.ts`;
}

/** The folder of a root-relative path. */
export const folderOf = (path: string) => dirname(path).split(sep).join("/");
