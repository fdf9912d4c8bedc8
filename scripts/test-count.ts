/**
 * `npm run test:count [-- vitest filters]`: how many Vitest tests (and files) each project holds, from
 * `vitest list --json` (tests are collected, not run: every file is imported, no test body runs). The
 * number to compare before and after a change to the tests (docs/testing.md, issue 49): it must stay the
 * same or grow. Skipped tests (`it.skip`, `it.runIf(false)`) are listed and counted too.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

interface Listed {
  name: string;
  file: string;
  projectName?: string;
}

const dir = mkdtempSync(join(tmpdir(), "minuta-test-count-"));
const out = join(dir, "list.json");
const env = { ...process.env };
delete env.TEST_DATABASE_URL; // collected on PGlite: the same files and tests as on PostgreSQL
const run = spawnSync("npx", ["vitest", "list", `--json=${out}`, ...process.argv.slice(2)], { stdio: "inherit", env });
if (run.status !== 0) {
  rmSync(dir, { recursive: true, force: true });
  console.error(`vitest list exited with ${run.status}`);
  process.exit(run.status ?? 1);
}
const listed = JSON.parse(readFileSync(out, "utf8")) as Listed[];
rmSync(dir, { recursive: true, force: true });

const byProject = new Map<string, { tests: number; files: Set<string> }>();
for (const test of listed) {
  const project = test.projectName || "(sem projeto)";
  const entry = byProject.get(project) ?? { tests: 0, files: new Set<string>() };
  entry.tests += 1;
  entry.files.add(test.file);
  byProject.set(project, entry);
}
for (const [project, { tests, files }] of [...byProject].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${project}: ${tests} tests in ${files.size} files`);
}
console.log(`total: ${listed.length} tests in ${new Set(listed.map((t) => t.file)).size} files`);
