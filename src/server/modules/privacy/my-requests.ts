import { and, desc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../../domain/permissions";
import { type MyPrivacy, PRIVACY_MESSAGES, type PrivacyRequest } from "../../../domain/privacy";
import { privacyRequests as r } from "../../db/tables/privacy";
import type { Db } from "../../platform/db/client";
import type { Deps } from "../../platform/deps";
import { AppError, notFound } from "../../platform/errors/app-error";
import { withDbErrors } from "../../platform/errors/db-errors";
import { recordAudit } from "../audit";
import { privacyExportJob } from "./export-job";

export const requestView = (row: typeof r.$inferSelect): PrivacyRequest => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** "Meus dados": the user's own exports and erasure requests, newest first (the last 20). */
export async function myPrivacy(db: Db, actor: Actor): Promise<MyPrivacy> {
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.userId, actor.userId), inArray(r.kind, ["export", "erasure"])))
    .orderBy(desc(r.createdAt))
    .limit(20);
  return { requests: rows.map(requestView) };
}

/** A user's request of a kind, recorded in the trail in the same transaction; one pending at a time. */
async function insertRequest(db: Db, actor: Actor, kind: "export" | "erasure"): Promise<typeof r.$inferSelect> {
  const pending = kind === "export" ? PRIVACY_MESSAGES.exportPending : PRIVACY_MESSAGES.erasurePending;
  return withDbErrors(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(r)
          .values({ kind, userId: actor.userId, corporateAccountId: actor.accountId })
          .returning();
        if (!row) throw new Error("privacy request not inserted");
        await recordAudit(tx, {
          actor,
          action: kind === "export" ? "privacy.export_requested" : "privacy.erasure_requested",
          target: { type: "privacy_request", id: row.id },
        });
        return row;
      }),
    { unique: { code: "CONFLICT", message: pending } },
  );
}

/** Asks for the export: the row and its trail entry commit first, then the job is queued. */
export async function requestExport(deps: Pick<Deps, "db" | "jobs">, actor: Actor): Promise<PrivacyRequest> {
  const row = await insertRequest(deps.db, actor, "export");
  await deps.jobs.send(privacyExportJob, { requestId: row.id });
  return requestView(row);
}

export async function requestErasure(db: Db, actor: Actor): Promise<PrivacyRequest> {
  return requestView(await insertRequest(db, actor, "erasure"));
}

/**
 * The ZIP, to its owner only (the owner is in the same where as the id: someone else's id is "not
 * found"), while the link lives: 410 in Portuguese after 24 h, when the file is also removed.
 */
export async function downloadExport(
  deps: Pick<Deps, "db" | "storage" | "clock">,
  actor: Actor,
  id: string,
): Promise<Buffer> {
  const [row] = await deps.db
    .select()
    .from(r)
    .where(and(eq(r.id, id), eq(r.userId, actor.userId), eq(r.kind, "export")));
  if (!row) throw notFound(PRIVACY_MESSAGES.exportNotFound);
  if (row.status !== "ready") throw new AppError("CONFLICT", PRIVACY_MESSAGES.exportNotReady);
  if (!row.fileId || !row.expiresAt || row.expiresAt <= deps.clock()) {
    if (row.fileId) await dropExportFile(deps, row.id, row.fileId);
    throw new AppError("EXPORT_EXPIRED", PRIVACY_MESSAGES.exportExpired);
  }
  const file = await deps.storage.get(row.fileId);
  if (!file) throw new AppError("EXPORT_EXPIRED", PRIVACY_MESSAGES.exportExpired);
  await deps.db.transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: "privacy.export_downloaded",
      target: { type: "privacy_request", id: row.id },
    }),
  );
  return file.data;
}

/** An expired export's ZIP is removed: stored files are readable by id (decision 0006), so none outlives its link. */
export async function dropExportFile(deps: Pick<Deps, "db" | "storage">, requestId: string, fileId: string) {
  await deps.db.update(r).set({ fileId: null }).where(eq(r.id, requestId));
  await deps.storage.remove(fileId);
}
