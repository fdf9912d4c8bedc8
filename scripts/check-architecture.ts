/**
 * The architecture rules of ARCHITECTURE §3–§4 that Biome cannot express, run by `npm run lint`
 * after `biome check` (`tsx scripts/check-architecture.ts`). Each rule is proven to bite by a
 * fixture in tests/architecture/fixtures. Prints `file:line  [rule] reason` per violation; exit 1.
 *
 * a. the kernel (src/server/platform) imports no module and nothing of the composition root;
 * b. a module imports another module only through its index.ts (or schema.ts, for joins);
 * c. a module's plugin.ts is imported only by the composition root (src/server/*.ts);
 * d. a module writes (insert/update/delete) only its own tables;
 * e. no source file in src/ is over 300 lines;
 * f. `new AppError("X", …)` uses a code of ERRORS (src/domain/error-codes.ts);
 * g. every route is registered from a contract, and every contract declares its 2xx answer;
 * h. no comparison with a signature provider's name outside modules/signatures/providers/ (the port);
 * i. no two modules import each other (beyond the known pairs below, a list that may only shrink);
 * j. every `src/…` path the docs name exists (docs/architecture.md, conventions.md, live decision records).
 */
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { checkDocPaths } from "./architecture/doc-paths";
import { checkErrorCodes } from "./architecture/error-codes";
import { checkImports } from "./architecture/import-rules";
import { checkModuleCycles, type ModuleCycleAllowance } from "./architecture/module-cycles";
import { checkProviderBranches } from "./architecture/provider-branches";
import { checkContractResponses, checkRawRoutes, type RawRouteAllowance } from "./architecture/route-contracts";
import { lineAt, readSourceFiles, type Violation } from "./architecture/source";
import { checkTableWrites, type TableWriteAllowance } from "./architecture/table-writes";

export type { Violation } from "./architecture/source";

/** Files that register routes by hand for good: no contract can describe them. */
export const RAW_ROUTE_ALLOWANCES: readonly RawRouteAllowance[] = [
  {
    file: "src/server/modules/auth/fastify-bridge.ts",
    reason: "Better Auth's own handler at /api/auth/*: its routes and answers are the library's",
  },
  {
    file: "src/server/modules/dev-mailbox/routes.ts",
    reason: "the development outbox page (/dev/mailbox, HTML, outside /api), registered only in development",
  },
];

/** Writes to another module's table that stay, each with its reason (rule d). */
const USERS_ADMINISTER_LOGINS =
  "user administration writes Better Auth's tables in the same transaction as its own rows (rename and " +
  "e-mail change, credential password, sessions ended on deactivation or password change, e-mail " +
  "confirmation); moving these writes behind auth/index.ts is a follow-up";

export const TABLE_WRITE_ALLOWANCES: readonly TableWriteAllowance[] = [
  { file: "src/server/modules/users/mutations.ts", table: "users", reason: USERS_ADMINISTER_LOGINS },
  { file: "src/server/modules/users/mutations.ts", table: "accounts", reason: USERS_ADMINISTER_LOGINS },
  { file: "src/server/modules/users/mutations.ts", table: "sessions", reason: USERS_ADMINISTER_LOGINS },
];

/**
 * Module pairs that import each other today (rule i), each still to break; a pair broken must leave
 * the list, and a new pair fails lint. Most cycles run through `schema.ts`: a module reads or
 * references another's table (a join, a foreign key) while that one calls the first's face. A foreign
 * key both ways (documents ↔ signatures, decision 0027) cannot be inverted without changing the SQL.
 * Broken so far: documents ↔ delivery (documents' finalize and save hooks, registered by delivery).
 */
const SCHEMA_READ = "reads the other's tables (joins, limits) while the other calls its face";
export const KNOWN_MODULE_CYCLES: readonly ModuleCycleAllowance[] = [
  { modules: ["accounts", "audit"], reason: "audit joins accounts' table; accounts records audit entries" },
  { modules: ["accounts", "categories"], reason: "categories' table references accounts; accounts links categories" },
  {
    modules: ["accounts", "delivery"],
    reason: "delivery's tables reference accounts; accounts saves delivery settings",
  },
  { modules: ["accounts", "plans"], reason: `accounts' table references plans; plans ${SCHEMA_READ}` },
  { modules: ["assistant", "plans"], reason: `plans' overview ${SCHEMA_READ} (assistant's gate asks plans)` },
  { modules: ["audit", "auth"], reason: "audit's table references auth's users; auth records audit entries" },
  { modules: ["auth", "users"], reason: "auth reads users' tables and creates profiles; users administers logins" },
  { modules: ["broadcast", "delivery"], reason: "broadcast sends through delivery; delivery requeues broadcasts" },
  { modules: ["categories", "plans"], reason: `plans' limits ${SCHEMA_READ}` },
  {
    modules: ["delivery", "signatures"],
    reason: "delivery's log references signers (a foreign key); signatures sends through delivery",
  },
  {
    modules: ["documents", "signatures"],
    reason:
      "generated_documents ↔ signature_requests reference each other (foreign keys both ways) and the document list joins the request; documents' code no longer calls signatures",
  },
  { modules: ["header-footer", "templates"], reason: `header-footer ${SCHEMA_READ}` },
  {
    modules: ["plans", "signatures"],
    reason: `plans' limits count signature requests; signatures checks the plan's limit`,
  },
  { modules: ["plans", "templates"], reason: `plans' overview ${SCHEMA_READ}` },
  { modules: ["plans", "users"], reason: `plans' limits count users; users checks the plan's limit` },
];

export interface Exceptions {
  rawRouteAllowances: readonly RawRouteAllowance[];
  tableWriteAllowances: readonly TableWriteAllowance[];
  knownModuleCycles: readonly ModuleCycleAllowance[];
}

/** The repository's own exceptions (the lists above). */
export const REPOSITORY_EXCEPTIONS: Exceptions = {
  rawRouteAllowances: RAW_ROUTE_ALLOWANCES,
  tableWriteAllowances: TABLE_WRITE_ALLOWANCES,
  knownModuleCycles: KNOWN_MODULE_CYCLES,
};

const NO_EXCEPTIONS: Exceptions = { rawRouteAllowances: [], tableWriteAllowances: [], knownModuleCycles: [] };
export const MAX_LINES = 300;

/** Every violation of the rules in the tree at `root` (the repository, or a fixture shaped like it). */
export async function checkArchitecture(root: string, exceptions: Exceptions = NO_EXCEPTIONS): Promise<Violation[]> {
  const server = readSourceFiles(root, "src/server");
  const everything = readSourceFiles(root, "src");
  const oversized = everything
    .filter((file) => lineAt(file.text, file.text.length) - (file.text.endsWith("\n") ? 1 : 0) > MAX_LINES)
    .map(
      (file): Violation => ({
        file: file.path,
        line: MAX_LINES + 1,
        rule: "file-size",
        reason: `over ${MAX_LINES} lines: split it by responsibility`,
      }),
    );
  return [
    ...checkImports(root, [...server, ...readSourceFiles(root, "src/domain")]),
    ...checkTableWrites(root, server, exceptions.tableWriteAllowances),
    ...oversized,
    ...(await checkErrorCodes(root, server)),
    ...checkRawRoutes(server, exceptions.rawRouteAllowances),
    ...(await checkContractResponses(root)),
    ...checkProviderBranches(root, everything),
    ...checkModuleCycles(root, server, exceptions.knownModuleCycles),
    ...checkDocPaths(root),
  ];
}

export const formatViolation = (v: Violation) => `${v.file}:${v.line}  [${v.rule}] ${v.reason}`;

async function main(): Promise<void> {
  const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
  const violations = await checkArchitecture(root, REPOSITORY_EXCEPTIONS);
  for (const violation of violations) console.error(formatViolation(violation));
  if (violations.length > 0) {
    console.error(`\n${violations.length} architecture violation(s) (scripts/check-architecture.ts).`);
    process.exit(1);
  }
  console.log("Architecture rules: OK");
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
