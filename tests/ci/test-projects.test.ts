import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { allTestFiles, databaseTestFiles } from "../helpers/projects";

const root = join(import.meta.dirname, "../..");

describe("the two Vitest projects", () => {
  it("hold every test file exactly once: vitest list sees each file of src/ and tests/ in one project", {
    timeout: 120_000,
  }, () => {
    const listed: { file: string; projectName: string }[] = JSON.parse(
      execFileSync("npx", ["vitest", "list", "--filesOnly", "--json"], {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
      }),
    );
    const byFile = new Map<string, string[]>();
    for (const { file, projectName } of listed) {
      const path = file.slice(root.length + 1);
      byFile.set(path, [...(byFile.get(path) ?? []), projectName]);
    }
    const all = allTestFiles(root);
    expect(all.length).toBeGreaterThan(190);
    expect([...byFile.keys()].sort()).toEqual(all);
    const database = new Set(databaseTestFiles(root));
    for (const file of all)
      expect([file, byFile.get(file)]).toEqual([file, [database.has(file) ? "database" : "once"]]);
  });

  it("put in the database project the files that reach the test database, also through a local helper", () => {
    const database = databaseTestFiles(root);
    expect(database).toContain("tests/http/access-gate.test.ts"); // createTestContext
    expect(database).toContain("tests/public-api/openapi.test.ts"); // through tests/public-api/support.ts
    expect(database).toContain("tests/multi/several-processes.test.ts"); // reads the variable
    expect(database).not.toContain("src/domain/shared/extenso.test.ts");
    expect(database).not.toContain("tests/batches/crash.test.ts"); // its own PGlite in a data directory
    expect(database).not.toContain("tests/ci/test-projects.test.ts"); // the imports below are only texts
  });

  describe("on a made-up tree", () => {
    const tree = mkdtempSync(join(tmpdir(), "minuta-projects-"));
    afterAll(() => rmSync(tree, { recursive: true, force: true }));
    const files: Record<string, string> = {
      "tests/helpers/database.ts": "export const openTestDatabase = 1;\n",
      "tests/helpers/app.ts": 'import { openTestDatabase } from "./database";\n',
      "tests/x/helper.ts": 'import {\n  createTestContext,\n} from "../helpers/app";\n',
      "tests/x/deep.test.ts": 'import { helper } from "./helper";\n',
      // Two folders down: the same text in this file resolves to nothing from tests/ci.
      "tests/x/y/dynamic.test.ts": 'const m = await import("../../helpers/app");\n',
      "tests/x/env.test.ts": `if (process.env.${"TEST_DATABASE_URL"}) {}\n`,
      "tests/x/plain.test.ts": 'import { x } from "../../src/domain/x";\n// import { y } from "../helpers/app";\n',
      "src/domain/x.ts": 'import "../../tests/helpers/app";\n', // product code is not followed
      "src/domain/x.test.tsx": 'import { x } from "./x";\n',
      "tests/architecture/fixtures/bad.test.ts": 'import "../../helpers/app";\n',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    }

    it("split its files by what they import, transitively, and leave the architecture fixtures out", () => {
      expect(allTestFiles(tree)).toEqual([
        "src/domain/x.test.tsx",
        "tests/x/deep.test.ts",
        "tests/x/env.test.ts",
        "tests/x/plain.test.ts",
        "tests/x/y/dynamic.test.ts",
      ]);
      expect(databaseTestFiles(tree)).toEqual([
        "tests/x/deep.test.ts",
        "tests/x/env.test.ts",
        "tests/x/y/dynamic.test.ts",
      ]);
    });
  });
});
