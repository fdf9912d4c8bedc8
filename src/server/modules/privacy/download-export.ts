import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { PRIVACY_MESSAGES } from "../../../domain/privacy/privacy";
import { privacyRequests as r } from "../../db/tables/privacy";
import type { Deps } from "../../platform/deps";
import { AppError, notFound } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { dropExportFile } from "./drop-export-file";

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
