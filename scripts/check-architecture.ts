/**
 * The architecture rules of ARCHITECTURE §3–§4 that Biome cannot express, run by `npm run lint`
 * after `biome check` (`tsx scripts/check-architecture.ts`). Each rule is proven to bite by a
 * fixture in tests/architecture/fixtures. Prints `file:line  [rule] reason` per violation; exit 1.
 *
 * a. the kernel (src/server/platform) imports no module and nothing of the composition root;
 * b. a module imports another module only through its index.ts; the tables (db/tables/) import no module;
 * c. a module's plugin.ts is imported only by the composition root (src/server/*.ts);
 * d. a module writes (insert/update/delete) only its own tables;
 * e. no source file in src/ is over 300 lines;
 * f. `new AppError("X", …)` uses a code of ERRORS (src/domain/shared/error-codes.ts);
 * g. every route is registered from a contract, and every contract declares its 2xx answer;
 * h. no comparison with a signature provider's name outside modules/signatures/providers/ (the port);
 * i. no two modules import each other (no allow-list);
 * j. every `src/…` path the docs name exists (docs/architecture.md, conventions.md, live decision records);
 * k. a module file (not index.ts, plugin.ts nor routes) exports at most two functions: one operation per
 *    file (beyond KNOWN_MULTI_OPERATION_FILES, a list that may only shrink).
 */
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { checkDocPaths } from "./architecture/doc-paths";
import { checkErrorCodes } from "./architecture/error-codes";
import { checkImports } from "./architecture/import-rules";
import { KNOWN_MULTI_OPERATION_FILES } from "./architecture/known-multi-operation-files";
import { checkModuleCycles } from "./architecture/module-cycles";
import { checkOperationFiles } from "./architecture/operation-files";
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
const USERS_CREATE_LOGINS =
  "a login (Better Auth's user and credential) is created in one transaction with its profile and role; " +
  "the operation lives in users so that auth's sign-up calls users and users never imports auth (rule i)";

export const TABLE_WRITE_ALLOWANCES: readonly TableWriteAllowance[] = [
  { file: "src/server/modules/users/update-user.ts", table: "users", reason: USERS_ADMINISTER_LOGINS },
  { file: "src/server/modules/users/update-user.ts", table: "sessions", reason: USERS_ADMINISTER_LOGINS },
  { file: "src/server/modules/users/user-writes.ts", table: "accounts", reason: USERS_ADMINISTER_LOGINS },
  { file: "src/server/modules/users/deactivate-user.ts", table: "sessions", reason: USERS_ADMINISTER_LOGINS },
  { file: "src/server/modules/users/confirm-email.ts", table: "users", reason: USERS_ADMINISTER_LOGINS },
  { file: "src/server/modules/users/create-account.ts", table: "users", reason: USERS_CREATE_LOGINS },
  { file: "src/server/modules/users/create-account.ts", table: "accounts", reason: USERS_CREATE_LOGINS },
];

export interface Exceptions {
  rawRouteAllowances: readonly RawRouteAllowance[];
  tableWriteAllowances: readonly TableWriteAllowance[];
  multiOperationFiles: readonly string[];
}

/** The repository's own exceptions (the lists above). */
export const REPOSITORY_EXCEPTIONS: Exceptions = {
  rawRouteAllowances: RAW_ROUTE_ALLOWANCES,
  tableWriteAllowances: TABLE_WRITE_ALLOWANCES,
  multiOperationFiles: KNOWN_MULTI_OPERATION_FILES,
};

const NO_EXCEPTIONS: Exceptions = { rawRouteAllowances: [], tableWriteAllowances: [], multiOperationFiles: [] };
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
    ...checkModuleCycles(root, server),
    ...checkOperationFiles(server, exceptions.multiOperationFiles),
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
