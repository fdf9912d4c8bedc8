import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkArchitecture,
  type Exceptions,
  REPOSITORY_EXCEPTIONS,
  type Violation,
} from "../../scripts/check-architecture";

/** Each fixture is a small fake tree shaped like the repository, breaking one rule on purpose. */
const fixture = (name: string) => join(import.meta.dirname, "fixtures", name);
const NONE: Exceptions = { rawRouteAllowances: [], tableWriteAllowances: [], multiOperationFiles: [] };
const located = (violations: Violation[]) => violations.map((v) => `${v.rule} ${v.file}:${v.line}`);

describe("the architecture checker (npm run lint)", () => {
  it("passes a tree that follows every rule (comments naming app.get or an unknown code do not count)", async () => {
    expect(await checkArchitecture(fixture("clean"))).toEqual([]);
  });

  it("(a) refuses a kernel file importing a module or the composition root", async () => {
    const violations = await checkArchitecture(fixture("kernel-imports-module"));
    expect(located(violations)).toEqual([
      "kernel-imports-module src/server/platform/http/gate.ts:1",
      "kernel-imports-module src/server/platform/http/gate.ts:2",
    ]);
    expect(violations[0]?.reason).toContain("src/server/modules/things/index.ts");
    expect(violations[1]?.reason).toContain("src/server/app.ts");
  });

  it("(b) refuses a module importing another module's internals, not its index.ts or db/tables/, and a table file importing a module", async () => {
    const violations = await checkArchitecture(fixture("module-internals"));
    expect(located(violations)).toEqual([
      "tables-import-module src/server/db/tables/owners.ts:1",
      "module-internals src/server/modules/things/service.ts:3",
    ]);
    expect(violations[0]?.reason).toContain("the tables (db/tables/) import src/server/modules/owners/index.ts");
    expect(violations[1]?.reason).toContain('module "things" imports src/server/modules/owners/names.ts');
  });

  it("(c) refuses a plugin.ts imported anywhere but src/server/*.ts", async () => {
    const violations = await checkArchitecture(fixture("plugin-import"));
    expect(located(violations)).toEqual([
      "plugin-import src/server/db/seed.ts:1",
      "plugin-import src/server/modules/things/routes.ts:1",
    ]);
  });

  it("(d) refuses a write to another module's table, by name, alias or namespace; a read is fine", async () => {
    const violations = await checkArchitecture(fixture("foreign-table-write"));
    expect(located(violations)).toEqual([
      "foreign-table-write src/server/modules/things/service.ts:15",
      "foreign-table-write src/server/modules/things/service.ts:16",
    ]);
    expect(violations[0]?.reason).toContain('module "things" writes (.update) table "owners" of module "owners"');
    expect(violations[1]?.reason).toContain('module "things" writes (.delete) table "ownerNotes" of module "owners"');
  });

  it("(d) lets an allowed write through, and reports an allowance that no longer matches", async () => {
    const allowed = { file: "src/server/modules/things/service.ts", reason: "documented" };
    const violations = await checkArchitecture(fixture("foreign-table-write"), {
      ...NONE,
      tableWriteAllowances: [
        { ...allowed, table: "owners" },
        { ...allowed, table: "ownerNotes" },
        { ...allowed, table: "gone" },
      ],
    });
    expect(violations.map((v) => v.reason)).toEqual([
      'the allow-list entry for table "gone" no longer matches a write: remove it',
    ]);
  });

  it("(e) refuses a source file over 300 lines (300 is fine: see the clean fixture)", async () => {
    expect(located(await checkArchitecture(fixture("file-size")))).toEqual(["file-size src/web/too-long.tsx:301"]);
  });

  it("(f) refuses an AppError code that is not in ERRORS", async () => {
    const violations = await checkArchitecture(fixture("error-code"));
    expect(located(violations)).toEqual(["error-code src/server/modules/things/service.ts:5"]);
    expect(violations[0]?.reason).toContain('"THING_EXPLODED" is not in ERRORS');
  });

  it("(g) refuses raw routes in modules and a contract without a 2xx answer", async () => {
    const violations = await checkArchitecture(fixture("route-contract"));
    expect(located(violations)).toEqual([
      "route-contract src/server/modules/auth/bridge.ts:2",
      "route-contract src/server/modules/legacy/routes.ts:2",
      "route-contract src/server/modules/things/routes.ts:2",
      "route-contract src/server/modules/things/routes.ts:3",
      "route-contract src/domain/things/contract.ts:3",
    ]);
    expect(violations.at(-1)?.reason).toBe("contract POST /api/things has no response for a 2xx status");
  });

  it("(g) exempts the files allowed to register routes by hand", async () => {
    const violations = await checkArchitecture(fixture("route-contract"), {
      ...NONE,
      rawRouteAllowances: [{ file: "src/server/modules/auth/bridge.ts", reason: "Better Auth" }],
    });
    expect(located(violations)).toEqual([
      "route-contract src/server/modules/legacy/routes.ts:2",
      "route-contract src/server/modules/things/routes.ts:2",
      "route-contract src/server/modules/things/routes.ts:3",
      "route-contract src/domain/things/contract.ts:3",
    ]);
  });

  it("(h) refuses a comparison with a signature provider's name outside signatures/providers/, in code or in SQL (comments do not count)", async () => {
    const violations = await checkArchitecture(fixture("provider-branch"));
    expect(located(violations)).toEqual([
      "provider-branch src/server/modules/signatures/cancel-request.ts:3",
      "provider-branch src/server/modules/signatures/cancel-request.ts:4",
      "provider-branch src/server/modules/signatures/cancel-request.ts:5",
      "provider-branch src/server/modules/things/pick.ts:3",
      "provider-branch src/server/modules/things/queue.ts:9",
      "provider-branch src/server/modules/things/queue.ts:10",
      "provider-branch src/server/modules/things/queue.ts:11",
      "provider-branch src/server/modules/things/queue.ts:12",
    ]);
    expect(violations[0]?.reason).toContain('compares with the provider name "zapsign" outside');
    expect(violations[1]?.reason).toContain('filters the provider column by the name "builtin" in SQL outside');
    expect(violations[2]?.reason).toContain('compares with the provider name "builtin" outside');
    expect(violations.slice(4).map((v) => /name "(\w+)"/.exec(v.reason)?.[1])).toEqual([
      "builtin",
      "zapsign",
      "zapsign",
      "builtin",
    ]);
  });

  it("(i) refuses two modules importing each other's faces, not a one-way import nor a shared table", async () => {
    const violations = await checkArchitecture(fixture("module-cycle"));
    expect(located(violations)).toEqual(["module-cycle src/server/modules/owners/index.ts:1"]);
    expect(violations[0]?.reason).toBe(
      'modules "owners" and "things" import each other (src/server/modules/owners/index.ts:1 imports ' +
        "src/server/modules/things/index.ts; src/server/modules/things/service.ts:2 imports " +
        "src/server/modules/owners/index.ts): invert one side with a hook, or move the shared type to src/domain",
    );
  });

  it("(j) refuses a doc naming a src/ path that does not exist; patterns and superseded records do not count", async () => {
    const violations = await checkArchitecture(fixture("doc-path"));
    expect(located(violations)).toEqual(["doc-path docs/decisions/0001-live.md:6"]);
    expect(violations[0]?.reason).toBe(
      "names src/server/gone.ts, which does not exist: correct the path (a superseded record says by which)",
    );
  });

  it("(k) refuses a module file exporting three functions; faces, routes and one operation with a helper are fine", async () => {
    const violations = await checkArchitecture(fixture("operation-file"));
    expect(located(violations)).toEqual(["operation-file src/server/modules/things/plan-things.ts:4"]);
    expect(violations[0]?.reason).toBe(
      "exports 3 functions (createThing, updateThing, deleteThing): one operation per file, named like the file (create-plan.ts exports createPlan)",
    );
  });

  it("(k) lets a known file through, and reports a known file that no longer exports three", async () => {
    const violations = await checkArchitecture(fixture("operation-file"), {
      ...NONE,
      multiOperationFiles: ["src/server/modules/things/plan-things.ts", "src/server/modules/things/create-thing.ts"],
    });
    expect(violations.map((v) => `${v.file} ${v.reason}`)).toEqual([
      "src/server/modules/things/create-thing.ts no longer exports three or more functions (or is gone): remove it from KNOWN_MULTI_OPERATION_FILES",
    ]);
  });

  it("passes on this repository (with its documented exceptions)", async () => {
    const violations = await checkArchitecture(join(import.meta.dirname, "../.."), REPOSITORY_EXCEPTIONS);
    expect(violations).toEqual([]);
  }, 60_000);
});
