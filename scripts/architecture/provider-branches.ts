import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { lineAt, type SourceFile, type Violation } from "./source";

/** The signature provider port: each folder under it is one provider, named as its folder. */
export const PROVIDERS_DIR = "src/server/modules/signatures/providers";

/** The providers' names: the folders of the port (builtin, zapsign). */
function providerNames(root: string): string[] {
  const dir = join(root, PROVIDERS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((entry) => statSync(join(dir, entry)).isDirectory());
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whatever differs between signature providers lives behind the port (docs/architecture.md): a
 * comparison with a provider's name (`=== "zapsign"`, `"builtin" !== x`, `case "zapsign":`) outside
 * `signatures/providers/` is a provider branch, refused. The operations ask the registry for the
 * request's provider and call it. (A SQL filter by provider, `eq(t.provider, "builtin")`, selects rows
 * and is not caught here.)
 */
export function checkProviderBranches(root: string, files: SourceFile[]): Violation[] {
  const names = providerNames(root);
  if (names.length === 0) return [];
  const name = `["'\`](${names.map(escapeRegExp).join("|")})["'\`]`;
  const branch = new RegExp(`(?:[!=]==?\\s*${name})|(?:${name}\\s*[!=]==?)|(?:\\bcase\\s+${name}\\s*:)`, "g");
  const violations: Violation[] = [];
  for (const file of files) {
    if (file.path.startsWith(`${PROVIDERS_DIR}/`)) continue;
    for (const m of file.code.matchAll(branch)) {
      const provider = m[1] ?? m[2] ?? m[3];
      violations.push({
        file: file.path,
        line: lineAt(file.code, m.index),
        rule: "provider-branch",
        reason: `compares with the provider name "${provider}" outside ${PROVIDERS_DIR}/: put what differs behind the SignatureProvider port (providers/port.ts) and call the request's provider`,
      });
    }
  }
  return violations;
}
