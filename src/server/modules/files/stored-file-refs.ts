import { and, inArray } from "drizzle-orm";
import { storedFiles } from "../../db/tables/files";
import type { Db, Tx } from "../../platform/db/client";
import { visibleToAccount } from "../../platform/db/tenant-scope";

const FILE_REF = /\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/** Percent-escapes decoded where they decode (`/api/%66iles/…` is the same path to a browser). */
function decodedForScan(html: string): string {
  return html.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * Every stored file an HTML fragment points at (`/api/files/<id>`, relative or behind any host, in any
 * attribute), lower-cased and without repeats.
 */
export function storedFileIdsIn(html: string): string[] {
  const ids = new Set<string>();
  for (const text of [html, decodedForScan(html)]) {
    for (const m of text.matchAll(FILE_REF)) ids.add((m[1] as string).toLowerCase());
  }
  return [...ids];
}

/**
 * The stored files of `html` that the account may not use: another tenant's upload (or a missing
 * file). The same rule as header/footer images: global files or the account's own; a global row
 * (accountId null) may use global files only, since every tenant sees it.
 */
export async function foreignStoredFiles(db: Db | Tx, html: string, accountId: string | null): Promise<string[]> {
  const ids = storedFileIdsIn(html);
  if (ids.length === 0) return [];
  const usable = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, ids), visibleToAccount(accountId, storedFiles.corporateAccountId)));
  const ok = new Set(usable.map((r) => r.id.toLowerCase()));
  return ids.filter((id) => !ok.has(id));
}
