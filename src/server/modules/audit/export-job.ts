import { and, eq, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { AUDIT_EXPORT_LINK_HOURS } from "../../../domain/audit/audit";
import { auditExports as x } from "../../db/tables/audit";
import type { Deps } from "../../platform/deps";
import { defineJob } from "../../platform/jobs/define-job";
import { defineSweepJob } from "../../platform/jobs/define-sweep-job";
import { requeueLost } from "../../platform/jobs/requeue-lost";
import { AUDIT_EXPORT_CONTENT_TYPES, buildAuditFile } from "./export-audit";

/**
 * Builds one export's file and stores it with a 24-hour link (decision 0051). A repeat finds the row no
 * longer pending and does nothing (at-least-once delivery); the last failed try says so on the screen.
 */
export const auditExportJob = defineJob({
  name: "audit-export",
  payload: z.object({ exportId: z.uuid() }).strict(),
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  expireInSeconds: 900,
  async handle({ exportId }, { deps, retryCount }) {
    const [row] = await deps.db.select().from(x).where(eq(x.id, exportId));
    if (row?.status !== "pending") return;
    try {
      const { body, rows } = await buildAuditFile(deps.db, row);
      const file = await deps.storage.put({
        data: body,
        contentType: AUDIT_EXPORT_CONTENT_TYPES[row.format],
        corporateAccountId: row.corporateAccountId,
        userId: row.requestedBy,
      });
      const expiresAt = new Date(deps.clock().getTime() + AUDIT_EXPORT_LINK_HOURS * 3_600_000);
      const [done] = await deps.db
        .update(x)
        .set({ status: "ready", fileId: file.id, rows, expiresAt })
        .where(and(eq(x.id, exportId), eq(x.status, "pending")))
        .returning({ id: x.id });
      // Another run finished first: this file is nobody's.
      if (!done) await deps.storage.remove(file.id);
    } catch (error) {
      if (retryCount >= auditExportJob.retry.limit)
        await deps.db
          .update(x)
          .set({ status: "failed" })
          .where(and(eq(x.id, exportId), eq(x.status, "pending")));
      throw error;
    }
  },
});

/**
 * Every minute: an export whose job was lost (a crash between the commit and the queueing) is queued
 * again, and the files of expired links are removed, so none outlives its 24 hours unread.
 */
export const auditExportSweepJob = defineSweepJob("audit-export-sweep", async (deps, { now, before }) => {
  await requeueLost(
    deps,
    auditExportJob,
    sql`select id from ${x} where ${x.status} = 'pending' and ${x.createdAt} < ${before}::timestamptz order by ${x.createdAt}`,
    (id) => ({ exportId: id }),
  );
  const expired = await deps.db
    .select({ id: x.id, fileId: x.fileId })
    .from(x)
    .where(and(eq(x.status, "ready"), lte(x.expiresAt, now)))
    .limit(500);
  for (const row of expired) await expireAuditExport(deps, row);
});

/** An expired export keeps its row (the requester sees "Expirado") and loses its file: none outlives its link. */
export async function expireAuditExport(
  deps: Pick<Deps, "db" | "storage">,
  row: { id: string; fileId: string | null },
) {
  await deps.db.update(x).set({ status: "expired", fileId: null }).where(eq(x.id, row.id));
  if (row.fileId) await deps.storage.remove(row.fileId);
}
