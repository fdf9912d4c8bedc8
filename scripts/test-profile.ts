/**
 * `npm run test:profile`: runs the Vitest suite with its JSON reporter and prints the 25 slowest test
 * files and the 25 slowest tests, with the counts and the wall time (docs/testing.md). The wall time of a .jsonl is from the first file's start to the last's end.
 *
 *   npm run test:profile                          # both projects on PGlite (what `npm test` runs)
 *   npm run test:profile -- --pg                  # the database project on PostgreSQL (what `npm run test:pg` runs)
 *   npm run test:profile -- --e2e                 # the Playwright suite (playwright.config.ts)
 *   npm run test:profile -- --read report.json    # only reads a report written before (Vitest or Playwright JSON)
 *   npm run test:profile -- --top 40 -- tests/pdf # more rows; arguments after `--` go to Vitest
 *
 * The report is kept in test-results/profile-<kind>.jsonl (one line per test file as it ends, so that a run
 * stopped half-way still profiles what it ran) or, for e2e, test-results/profile-e2e.json.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface Row {
  name: string;
  ms: number;
}
interface Profile {
  files: Row[];
  tests: Row[];
  fileCount: number;
  testCount: number;
  failed: number;
  skipped: number;
  wallMs: number;
}

interface VitestReport {
  startTime: number;
  numTotalTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; duration?: number | null; status: string }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { results: { duration: number; status: string }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { startTime: string; duration: number; expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** A path from the repository's root (also for a report written in another checkout). */
const relative = (path: string) =>
  path.startsWith(process.cwd())
    ? path.slice(process.cwd().length + 1)
    : path.replace(/^\/.*?\/(?=(src|tests|e2e)\/)/, "");

function fromVitest(report: VitestReport): Profile {
  const files = report.testResults.map((f) => ({ name: relative(f.name), ms: f.endTime - f.startTime }));
  const tests = report.testResults.flatMap((f) =>
    f.assertionResults.map((t) => ({ name: `${relative(f.name)} › ${t.fullName}`, ms: t.duration ?? 0 })),
  );
  const end = Math.max(report.startTime, ...report.testResults.map((f) => f.endTime));
  return {
    files,
    tests,
    fileCount: files.length,
    testCount: report.numTotalTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    wallMs: end - report.startTime,
  };
}

function fromPlaywright(report: PlaywrightReport): Profile {
  const byFile = new Map<string, number>();
  const tests: Row[] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
        tests.push({ name: `${spec.file} › ${[...path, spec.title].join(" › ")}`, ms });
        byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  const s = report.stats;
  return {
    files: [...byFile].map(([name, ms]) => ({ name, ms })),
    tests,
    fileCount: byFile.size,
    testCount: tests.length,
    failed: s.unexpected,
    skipped: s.skipped,
    wallMs: s.duration,
  };
}

interface ProfileLine {
  file: string;
  project: string;
  ms: number;
  end: number;
  tests: { name: string; ms: number; state: string }[];
}

/** The lines of scripts/test-profile-reporter.ts: complete or not, they profile the files that ended. */
function fromLines(lines: ProfileLine[]): Profile {
  const label = (l: ProfileLine) => `${l.project ? `[${l.project}] ` : ""}${relative(l.file)}`;
  const tests = lines.flatMap((l) =>
    l.tests.map((t) => ({ name: `${label(l)} › ${t.name}`, ms: t.ms, state: t.state })),
  );
  const first = Math.min(...lines.map((l) => l.end - l.ms));
  return {
    files: lines.map((l) => ({ name: label(l), ms: l.ms })),
    tests,
    fileCount: lines.length,
    testCount: tests.length,
    failed: tests.filter((t) => t.state === "failed").length,
    skipped: tests.filter((t) => t.state === "skipped").length,
    wallMs: lines.length ? Math.max(...lines.map((l) => l.end)) - first : 0,
  };
}

export function readProfile(file: string): Profile {
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".jsonl")) {
    return fromLines(
      text
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
    );
  }
  const report = JSON.parse(text);
  return "testResults" in report ? fromVitest(report) : fromPlaywright(report);
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

export function printProfile(profile: Profile, top: number): string {
  const table = (title: string, rows: Row[], note: string) => {
    const sorted = [...rows].sort((a, b) => b.ms - a.ms).slice(0, top);
    const total = rows.reduce((sum, r) => sum + r.ms, 0);
    const lines = [
      `### ${top} slowest ${title} (${note}; all ${rows.length}: ${seconds(total)} s)`,
      "",
      "| s | name |",
      "|---:|---|",
    ];
    for (const r of sorted) lines.push(`| ${seconds(r.ms)} | ${r.name.replaceAll("|", "\\|")} |`);
    return lines.join("\n");
  };
  return [
    `${profile.fileCount} files, ${profile.testCount} tests (${profile.failed} failed, ${profile.skipped} skipped), wall ${seconds(profile.wallMs)} s`,
    "",
    table("files", profile.files, "file time includes its imports and hooks"),
    "",
    table("tests", profile.tests, "the test body only"),
  ].join("\n");
}

function main() {
  const args = process.argv.slice(2);
  const dashes = args.indexOf("--");
  const own = dashes < 0 ? args : args.slice(0, dashes);
  const passed = dashes < 0 ? [] : args.slice(dashes + 1);
  const option = (name: string) => {
    const i = own.indexOf(name);
    return i < 0 ? undefined : own[i + 1];
  };
  const top = Number(option("--top") ?? 25);
  let file = option("--read");
  if (!file) {
    const kind = own.includes("--e2e") ? "e2e" : own.includes("--pg") ? "pg" : "pglite";
    mkdirSync("test-results", { recursive: true });
    file = join("test-results", `profile-${kind}.${kind === "e2e" ? "json" : "jsonl"}`);
    const env = { ...process.env };
    let command: string[];
    if (kind === "e2e") {
      env.PLAYWRIGHT_JSON_OUTPUT_NAME = file;
      command = ["playwright", "test", "--reporter=list,json", ...passed];
    } else {
      if (kind === "pg") {
        env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
        passed.unshift("--project", "database");
      } else delete env.TEST_DATABASE_URL;
      env.PROFILE_JSONL = file;
      command = ["vitest", "run", "--reporter=dot", "--reporter=./scripts/test-profile-reporter.ts", ...passed];
    }
    const run = spawnSync("npx", command, { stdio: "inherit", env });
    if (run.status !== 0)
      console.error(`\n(${command.join(" ")} exited with ${run.status}; the profile follows anyway)`);
    process.exitCode = run.status ?? 1;
  }
  console.log(`\n${printProfile(readProfile(file), top)}`);
}

main();
