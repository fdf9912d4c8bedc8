import { createHash } from "node:crypto";
import { asc, eq, gt, sql } from "drizzle-orm";
import { storedFiles } from "../../db/tables/files";
import type { Db } from "../../platform/db/client";
import type { S3ObjectStore } from "../../platform/storage/s3-object-store";
import { readAll } from "../../platform/storage/verified-stream";
import { fileRows } from "./file-storage";
import { objectKey } from "./s3-file-storage";

export interface MigrationReport {
  /** Files whose bytes the database still holds when the run starts. */
  total: number;
  copied: number;
  /** Already in the bucket with the same SHA-256 (an earlier run, maybe interrupted): not sent again. */
  alreadyThere: number;
  /** Rows whose bytes were emptied after their copy was verified (--prune). */
  pruned: number;
  failed: { id: string; reason: string }[];
}

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/**
 * `npm run storage:migrate` (docs/decisions/0047): copies the files the database holds to the bucket,
 * one at a time, and verifies each copy by reading it back and comparing its SHA-256. Safe to run again
 * and to interrupt: a file already in the bucket with the same hash is not sent again. With `prune`,
 * a verified file's bytes are removed from its row (its row stays: owner, type, size), which frees the
 * database and makes the next run find nothing to do; without it the database keeps a full copy.
 */
export async function migrateFilesToS3(
  db: Db,
  store: S3ObjectStore,
  opts: { prune: boolean; log?: (line: string) => void },
): Promise<MigrationReport> {
  const rows = fileRows(db);
  const pending = await db
    .select({ id: storedFiles.id, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(gt(sql`octet_length(${storedFiles.data})`, 0))
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
  const report: MigrationReport = { total: pending.length, copied: 0, alreadyThere: 0, pruned: 0, failed: [] };
  for (const [i, file] of pending.entries()) {
    try {
      const data = await rows.data(file.id);
      if (!data) continue; // removed since the run started
      const key = objectKey(file.id);
      const hash = sha256(data);
      const head = await store.head(key);
      if (head?.sha256 === hash && head.byteSize === data.byteLength) {
        report.alreadyThere++;
      } else {
        await store.put(key, data, file.contentType);
        // Read back: the bytes in the bucket, not only what it says of them.
        const copy = await store.get(key);
        if (!copy || sha256(await readAll(copy.body)) !== hash)
          throw new Error("a cópia no S3 não confere com o banco");
        report.copied++;
      }
      if (opts.prune) {
        await db
          .update(storedFiles)
          .set({ data: Buffer.alloc(0) })
          .where(eq(storedFiles.id, file.id));
        report.pruned++;
      }
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      report.failed.push({ id: file.id, reason });
      opts.log?.(`falha em ${file.id}: ${reason}`);
    }
    if ((i + 1) % 100 === 0) opts.log?.(`${i + 1} de ${pending.length} arquivos verificados…`);
  }
  return report;
}
