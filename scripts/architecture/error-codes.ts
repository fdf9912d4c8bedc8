import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { lineAt, type SourceFile, type Violation } from "./source";

const ERROR_CODES_FILE = "src/domain/shared/error-codes.ts";
const APP_ERROR_WITH_LITERAL = /\bnew\s+AppError\(\s*(["'`])([^"'`]*)\1/g;

/** The codes of the closed list (`ERRORS` of src/domain/shared/error-codes.ts), imported as the app does. */
async function knownCodes(root: string): Promise<Set<string>> {
  const file = join(root, ERROR_CODES_FILE);
  if (!existsSync(file)) return new Set();
  const { ERRORS } = (await import(pathToFileURL(file).href)) as { ERRORS?: Record<string, unknown> };
  return new Set(Object.keys(ERRORS ?? {}));
}

/** `new AppError("X", …)` with a code outside the closed list (ARCHITECTURE §4). */
export async function checkErrorCodes(root: string, files: SourceFile[]): Promise<Violation[]> {
  const codes = await knownCodes(root);
  const violations: Violation[] = [];
  for (const file of files) {
    for (const m of file.code.matchAll(APP_ERROR_WITH_LITERAL)) {
      const code = m[2] ?? "";
      if (codes.has(code)) continue;
      violations.push({
        file: file.path,
        line: lineAt(file.code, m.index),
        rule: "error-code",
        reason: `AppError code "${code}" is not in ERRORS of ${ERROR_CODES_FILE}: add it there (status and message) or use an existing one`,
      });
    }
  }
  return violations;
}
