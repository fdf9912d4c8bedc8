// Mutation testing (issue 31): `npm run mutate` makes small bugs in the files below, one at a time,
// runs the tests that cover each, and prints the mutation score. Not in CI (far too slow there).
//
// MUTATE_SCOPE=quick (`npm run mutate:quick`): the Brazilian identifiers and the HTML sanitizer with
// their unit tests only, a run that finishes on a loaded machine. Otherwise the whole set: src/domain
// and the server's security-critical code, with the whole suite (hours on 2 cores).
// MUTATE_SCOPE=unit (`npm run mutate:unit`): src/domain (its route contracts aside: schema declarations
// whose mutants only route tests can see), the sanitizer and the outbound policy, against every test that
// needs no database (vitest.mutate-unit.config.ts): a lower bound of the score the whole suite gives those
// files. Still long: 7,236 mutants at about 4 s each (the runner's per-mutant overhead, measured on 2
// cores), so run one file with `--mutate src/domain/<file>.ts` while working on its tests.
// MUTATE_SCOPE=files: MUTATE_FILES (comma-separated sources) against MUTATE_TESTS (their database-free
// tests), e.g. MUTATE_FILES=src/domain/shared/extenso.ts MUTATE_TESTS=src/domain/shared/extenso.test.ts npx stryker run
const scope = process.env.MUTATE_SCOPE ?? "full";
const quick = scope === "quick";
const unit = scope === "unit";
const files = scope === "files";
const listed = (name) => (process.env[name] ?? "").split(",").filter(Boolean);

const SECURITY_CRITICAL = [
  "src/server/platform/http/guards.ts",
  "src/server/platform/http/input-guard.ts",
  "src/server/platform/http/rate-limit.ts",
  "src/server/platform/html/html-sanitizer.ts",
  "src/server/platform/outbound/*.ts",
  "src/server/modules/documents/document-visibility.ts",
  "src/server/modules/documents/template-access.ts",
  "src/server/modules/documents/first-pdf.ts",
  "src/server/modules/delivery/visible-document.ts",
  "src/server/modules/delivery/record-delivery.ts",
  "src/server/modules/delivery/process-delivery.ts",
  "src/server/modules/delivery/retry-delivery.ts",
  "src/server/modules/insight/account-scope.ts",
  "src/server/modules/plans/plan-limits.ts",
  "src/server/modules/signatures/signing-view.ts",
  "src/server/modules/signatures/signing-pdf.ts",
  "src/server/modules/signatures/send-signing-code.ts",
  "src/server/modules/signatures/check-signing-code.ts",
  "src/server/modules/signatures/sign-document.ts",
  "src/server/modules/signatures/decline-signing.ts",
  "src/server/modules/signatures/signing-access.ts",
  "src/server/modules/signatures/signer-attempts.ts",
  "src/server/modules/signatures/signing-token.ts",
  "src/server/modules/signatures/providers/builtin/*.ts",
];

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: {
    configFile: quick
      ? "vitest.mutate-quick.config.ts"
      : unit
        ? "vitest.mutate-unit.config.ts"
        : files
          ? "vitest.mutate-files.config.ts"
          : "vitest.config.ts",
  },
  mutate: quick
    ? ["src/domain/shared/brazil.ts", "src/server/platform/html/html-sanitizer.ts"]
    : files
      ? listed("MUTATE_FILES")
      : unit
        ? [
            "src/domain/**/*.ts",
            "!src/domain/*/contract.ts",
            "!src/domain/*/*-contract.ts",
            "!src/domain/shared/contracts/**",
            "!src/domain/**/*.test.ts",
            "src/server/platform/html/html-sanitizer.ts",
            "src/server/platform/outbound/*.ts",
            "!src/**/*.test.ts",
          ]
        : ["src/domain/**/*.ts", "!src/domain/**/*.test.ts", ...SECURITY_CRITICAL, "!src/**/*.test.ts"],
  coverageAnalysis: "perTest",
  concurrency: Number(process.env.MUTATE_CONCURRENCY) || (quick ? 1 : 2),
  timeoutMS: 60_000,
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  thresholds: { high: 80, low: 60, break: null },
  tempDirName: ".stryker-tmp",
  // The project's TypeScript is 7 (native, no JavaScript API): Stryker's tsconfig rewriting needs the
  // old API, and nothing here needs it (no project references), so it is pointed at no file.
  tsconfigFile: "no-tsconfig-rewrite.json",
  cleanTempDir: true,
};
