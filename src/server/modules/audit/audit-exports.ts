import type { Readable } from "node:stream";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_MESSAGES,
  type AuditExport,
  type AuditExportRequest,
} from "../../../domain/audit/audit";
import type { Actor } from "../../../domain/auth/permissions";
import { auditEvents, auditExports as x } from "../../db/tables/audit";
import { rawRows } from "../../platform/db/raw-rows";
import type { Deps } from "../../platform/deps";
import { AppError, notFound } from "../../platform/errors/app-error";
import { AUDIT_EXPORT_CONTENT_TYPES, auditExportFileName } from "./export-audit";
import { auditExportJob, expireAuditExport } from "./export-job";
import { auditScope, scopedAuditWhere } from "./list-audit";
import { recordAudit } from "./record-audit";

type ExportRow = typeof x.$inferSelect;

/** The status the requester sees: a ready file past its link's life reads as expired before the sweep runs. */
export const auditExportView = (row: ExportRow, now: Date): AuditExport => ({
  id: row.id,
  format: row.format,
  status: row.status === "ready" && row.expiresAt && row.expiresAt <= now ? "expired" : row.status,
  rows: row.rows,
  filters: Object.fromEntries(Object.entries(row.filters).filter(([, v]) => typeof v === "string")) as Record<
    string,
    string
  >,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** The requester's own rows, in one where: their id, and their account (none: the super admin) beside it. */
const ownedWhere = (actor: Actor) =>
  and(
    eq(x.requestedBy, actor.userId),
    actor.accountId ? eq(x.corporateAccountId, actor.accountId) : isNull(x.corporateAccountId),
  );

/**
 * Asks for an export (decision 0051): the count is checked first (413 in Portuguese above 200,000 rows,
 * nothing recorded), then the request row and its trail entry commit together, then the job is queued —
 * a crash between the two is the sweep's to re-queue.
 */
export async function requestAuditExport(
  deps: Pick<Deps, "db" | "jobs" | "clock">,
  actor: Actor,
  body: AuditExportRequest,
): Promise<AuditExport> {
  const { format, ...asked } = body;
  const filters = { ...asked, accountId: auditScope(actor, asked) };
  const [counted] = await rawRows<{ n: number }>(
    deps.db,
    sql`select count(*)::int as n from (select 1 from ${auditEvents} where ${scopedAuditWhere(filters) ?? sql`true`} limit ${AUDIT_EXPORT_MAX_ROWS + 1}) s`,
  );
  if ((counted?.n ?? 0) > AUDIT_EXPORT_MAX_ROWS) throw new AppError("EXPORT_TOO_LARGE", AUDIT_MESSAGES.exportTooLarge);
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(x)
      .values({
        requestedBy: actor.userId,
        corporateAccountId: actor.accountId ?? null,
        format,
        filters,
        createdAt: deps.clock(),
      })
      .returning();
    if (!inserted) throw new Error("audit export not inserted");
    await recordAudit(tx, {
      actor,
      // The trail of the account exported (the super admin's "all" and "platform" are the platform's own).
      accountId: filters.accountId && filters.accountId !== "platform" ? filters.accountId : null,
      action: "audit.exported",
      target: { type: "audit", id: inserted.id },
      changes: { format, filters: asked },
    });
    return inserted;
  });
  await deps.jobs.send(auditExportJob, { exportId: row.id }, { singletonKey: row.id });
  return auditExportView(row, deps.clock());
}

/** The requester's last 20 exports, newest first. */
export async function listAuditExports(
  deps: Pick<Deps, "db" | "clock">,
  actor: Actor,
): Promise<{ exports: AuditExport[] }> {
  const rows = await deps.db.select().from(x).where(ownedWhere(actor)).orderBy(desc(x.createdAt)).limit(20);
  const now = deps.clock();
  return { exports: rows.map((r) => auditExportView(r, now)) };
}

/**
 * The file, to its requester only (someone else's id is "not found"), while the link lives: 409 while
 * it is prepared, 410 after 24 hours — when the file is also removed.
 */
export async function downloadAuditExport(
  deps: Pick<Deps, "db" | "storage" | "clock">,
  actor: Actor,
  id: string,
): Promise<{ body: Readable; contentType: string; fileName: string }> {
  const [row] = await deps.db
    .select()
    .from(x)
    .where(and(eq(x.id, id), ownedWhere(actor)));
  if (!row) throw notFound(AUDIT_MESSAGES.exportNotFound);
  if (row.status === "pending") throw new AppError("CONFLICT", AUDIT_MESSAGES.exportNotReady);
  if (row.status === "failed") throw new AppError("CONFLICT", AUDIT_MESSAGES.exportFailed);
  if (!row.fileId || !row.expiresAt || row.expiresAt <= deps.clock()) {
    await expireAuditExport(deps, row);
    throw new AppError("EXPORT_EXPIRED", AUDIT_MESSAGES.exportExpired);
  }
  const file = await deps.storage.open(row.fileId);
  if (!file) throw new AppError("EXPORT_EXPIRED", AUDIT_MESSAGES.exportExpired);
  return {
    body: file.body,
    contentType: AUDIT_EXPORT_CONTENT_TYPES[row.format],
    fileName: auditExportFileName(row.format, row.createdAt),
  };
}
