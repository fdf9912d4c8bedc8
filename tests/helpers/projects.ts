import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * Splits the Vitest test files into the two projects of vitest.config.ts (docs/testing.md):
 *  - "database": the files that open the test database (tests/helpers/database.ts, directly or through
 *    createTestContext and the other helpers) or read TEST_DATABASE_URL. They run on PGlite in `npm test`
 *    and again on PostgreSQL in `npm run test:pg`, since the database is what differs between the runs.
 *  - "once": every other file (domain units, components, pure server code, and the tests that make their
 *    own PGlite in a data directory). Nothing in them changes with TEST_DATABASE_URL, so they run once.
 * "once" is every test file minus "database", so no file can fall between the two; a file of "once" that
 * still reaches the test database fails loudly (its project provides no template, see database.ts).
 */
export const TEST_ROOTS = ["src", "tests"];
export const DATABASE_HELPER = "tests/helpers/database.ts";
const IGNORED = ["tests/architecture/fixtures/", "node_modules/"];

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);
const posix = (path: string) => path.split("\\").join("/");

/** Every test file under src/ and tests/ (the `include` of vitest.config.ts), relative and sorted. */
export function allTestFiles(root: string): string[] {
  return TEST_ROOTS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
      .map((entry) => posix(join(dir, entry)))
      .filter((path) => isTestFile(path) && !IGNORED.some((prefix) => path.startsWith(prefix))),
  ).sort();
}

const READS_DATABASE_URL = /\benv\.TEST_DATABASE_URL\b/;
// Static imports and re-exports (their `from` starts a line or follows `import …` on it) and dynamic imports.
const SPECIFIER =
  /^(?:import|export)[^"\n]*?(?:from\s+)?"(\.{1,2}\/[^"]+)"|^\}\s*from\s+"(\.{1,2}\/[^"]+)"|import\(\s*"(\.{1,2}\/[^"]+)"/gm;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Whether `file` reaches the test database: its own text or a test-side module it imports, transitively. */
function reachesDatabase(root: string, file: string, seen: Map<string, boolean>): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  seen.set(file, false); // import cycles: a module being visited adds nothing by itself
  const path = posix(relative(root, file));
  if (path === DATABASE_HELPER) {
    seen.set(file, true);
    return true;
  }
  const text = readFileSync(file, "utf8");
  let found = READS_DATABASE_URL.test(text);
  for (const match of text.matchAll(SPECIFIER)) {
    if (found) break;
    const target = resolveImport(file, (match[1] ?? match[2] ?? match[3]) as string);
    // Product code (src/, not a test) never opens the test database; only test-side modules are followed.
    if (target && posix(relative(root, target)).startsWith("tests/")) found = reachesDatabase(root, target, seen);
  }
  seen.set(file, found);
  return found;
}

/** The test files of the "database" project; the rest of allTestFiles is the "once" project. */
export function databaseTestFiles(root: string): string[] {
  const seen = new Map<string, boolean>();
  return allTestFiles(root).filter((path) => reachesDatabase(root, join(root, path), seen));
}
