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
 * request's provider and call it. A SQL comparison of the provider column with a name is one too —
 * `eq(t.provider, "builtin")`, `ne(…)`, `inArray(t.provider, ["zapsign"])`, `provider = 'builtin'` in
 * raw SQL: the port says which requests it handles (`signedInMinuta`, providers/registry.ts).
 */
export function checkProviderBranches(root: string, files: SourceFile[]): Violation[] {
  const names = providerNames(root);
  if (names.length === 0) return [];
  const name = `["'\`](${names.map(escapeRegExp).join("|")})["'\`]`;
  const branch = new RegExp(`(?:[!=]==?\\s*${name})|(?:${name}\\s*[!=]==?)|(?:\\bcase\\s+${name}\\s*:)`, "g");
  const bare = names.map(escapeRegExp).join("|");
  const column = "[\\w$.]*\\bprovider";
  const sqlFilter = new RegExp(
    `(?:\\b(?:eq|ne)\\(\\s*${column}\\s*,\\s*${name})|` +
      `(?:\\b(?:inArray|notInArray)\\(\\s*${column}\\s*,\\s*\\[[^\\]]*?${name})|` +
      `(?:\\bprovider\\s*(?:<>|!=|=)(?!=)\\s*'(${bare})')`,
    "g",
  );
  const violations: Violation[] = [];
  for (const file of files) {
    if (file.path.startsWith(`${PROVIDERS_DIR}/`)) continue;
    const found: { index: number; reason: string }[] = [];
    for (const m of file.code.matchAll(branch)) {
      const provider = m[1] ?? m[2] ?? m[3];
      found.push({
        index: m.index,
        reason: `compares with the provider name "${provider}" outside ${PROVIDERS_DIR}/: put what differs behind the SignatureProvider port (providers/port.ts) and call the request's provider`,
      });
    }
    for (const m of file.code.matchAll(sqlFilter)) {
      const provider = m[1] ?? m[2] ?? m[3];
      found.push({
        index: m.index,
        reason: `filters the provider column by the name "${provider}" in SQL outside ${PROVIDERS_DIR}/: ask the port which requests it handles (signedInMinuta, providers/registry.ts)`,
      });
    }
    found.sort((a, b) => a.index - b.index);
    for (const f of found) {
      violations.push({ file: file.path, line: lineAt(file.code, f.index), rule: "provider-branch", reason: f.reason });
    }
  }
  return violations;
}
