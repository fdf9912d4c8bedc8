import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { layerOf } from "./layers";
import { lineAt, type SourceFile, type Violation } from "./source";

/** A file allowed to register a route by hand, with why (not a module waiting for conversion). */
export interface RawRouteAllowance {
  file: string;
  reason: string;
}

/** `app.get(…)`, `app.route(…)`, or any `x.post("/…")` / `x.route({…})`: a route registered without `route(app, contract, …)`. */
const RAW_ROUTE =
  /\bapp\.(get|post|put|patch|delete|route)\s*(?:<[\s\S]*?>)?\s*\(|\b[\w$]+\.(get|post|put|patch|delete)\(\s*["'`]\/|\b[\w$]+\.route\(\s*\{/g;

/**
 * Every route of a module is registered from its contract (platform/http/route.ts), so the
 * validation, the serialization, the OpenAPI document and the web's types share one source.
 */
export function checkRawRoutes(files: SourceFile[], allowances: readonly RawRouteAllowance[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const layer = layerOf(file.path);
    if (layer.kind !== "module" || allowances.some((a) => a.file === file.path)) continue;
    for (const m of file.code.matchAll(RAW_ROUTE)) {
      violations.push({
        file: file.path,
        line: lineAt(file.code, m.index),
        rule: "route-contract",
        reason: `a route registered without a contract (${m[0].trim()}): declare it in src/domain/<capability>/contract.ts and register it with route(app, contract, …)`,
      });
    }
  }
  return violations;
}

interface ContractLike {
  method: string;
  path: string;
  response?: Record<string, unknown>;
}

const isContract = (value: unknown): value is ContractLike =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "summary" in value;

/** The contracts a contract file exports, alone or grouped in an object. */
function contractsIn(exports: Record<string, unknown>): ContractLike[] {
  const found: ContractLike[] = [];
  for (const value of Object.values(exports)) {
    if (isContract(value)) found.push(value);
    else if (typeof value === "object" && value !== null) found.push(...Object.values(value).filter(isContract));
  }
  return found;
}

export const hasSuccessResponse = (response: Record<string, unknown> | undefined) =>
  Object.keys(response ?? {}).some((status) => /^2\d\d$/.test(status));

/**
 * The files that hold route contracts: `src/domain/<capability>/contract.ts` and its named siblings
 * (`<name>-contract.ts`), or the former one folder `src/domain/contracts/*.ts`. Repository-relative.
 */
export function contractFiles(root: string): string[] {
  const dir = join(root, "src/domain");
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const all = entry.name === "contracts";
    for (const name of readdirSync(join(dir, entry.name))) {
      if (!/\.tsx?$/.test(name) || name.includes(".test.")) continue;
      if (all || /^(.+-)?contract\.tsx?$/.test(name)) found.push(`src/domain/${entry.name}/${name}`);
    }
  }
  return found.sort();
}

/** Every route contract (see `contractFiles`) declares the body of its 2xx answer. */
export async function checkContractResponses(root: string): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const file of contractFiles(root)) {
    const absolute = join(root, file);
    const exports = (await import(pathToFileURL(absolute).href)) as Record<string, unknown>;
    for (const contract of contractsIn(exports).filter((c) => !hasSuccessResponse(c.response))) {
      const text = readFileSync(absolute, "utf8");
      const declared = new RegExp(`method:\\s*"${contract.method}",\\s*path:\\s*"${contract.path}"`).exec(text);
      const at = declared?.index ?? text.indexOf(`"${contract.path}"`);
      violations.push({
        file,
        line: at === -1 ? 1 : lineAt(text, at),
        rule: "route-contract",
        reason: `contract ${contract.method} ${contract.path} has no response for a 2xx status`,
      });
    }
  }
  return violations;
}
