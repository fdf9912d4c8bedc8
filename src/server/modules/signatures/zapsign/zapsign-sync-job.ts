import { and, eq, gt, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { ACTIVE_SIGNATURE_STATUSES } from "../../../../domain/documents";
import { zapsignEventSchema } from "../../../../domain/esign-webhook";
import type { Deps } from "../../../platform/deps";
import { signatureRequests } from "../schema";
import { loadEsignSettings } from "./settings-store";
import { esignSignedFileCopyJob } from "./signed-file-copy-job";
import { applyZapsignEvent } from "./webhook-service";
import { getZapsignDocument } from "./zapsign-api";
import { zapsignAccess } from "./zapsign-create";
import { queueZapsignCreation } from "./zapsign-create-job";

/** A ZapSign request with no news for this long is asked for its state (a webhook may have been lost). */
export const ZAPSIGN_SYNC_AFTER_MS = 60 * 60 * 1000;
/** A completed request without its signed file is asked for a fresh link for this long after completing. */
export const ZAPSIGN_FILE_RETRY_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Completed ZapSign requests with no signed file stored (the webhook's link expired or was refused):
 * GET docs/{token}/ gives a fresh signed_file link, copied by the same job. Answers how many were queued.
 */
async function fetchLostSignedFiles(deps: Deps, settings: Awaited<ReturnType<typeof loadEsignSettings>>) {
  const now = deps.clock().getTime();
  const lost = await deps.db
    .select({ id: signatureRequests.id, token: signatureRequests.providerDocumentId })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.provider, "zapsign"),
        eq(signatureRequests.status, "completed"),
        isNull(signatureRequests.signedFileId),
        isNotNull(signatureRequests.providerDocumentId),
        gt(signatureRequests.completedAt, new Date(now - ZAPSIGN_FILE_RETRY_MS)),
      ),
    )
    .limit(100);
  let queued = 0;
  for (const r of lost) {
    try {
      const doc = await getZapsignDocument({ ...zapsignAccess(deps, settings), docToken: r.token ?? "" });
      const event = zapsignEventSchema.parse({ ...(doc as object), token: r.token ?? "" });
      if (!event.signed_file) continue;
      await deps.jobs.send(esignSignedFileCopyJob, { requestId: r.id, url: event.signed_file });
      queued++;
    } catch (err) {
      deps.log.warn(`[assinaturas] arquivo assinado ZapSign de ${r.id} não obtido: ${String(err)}`);
    }
  }
  return queued;
}

/**
 * Queues again the creation of ZapSign requests left pending without a token for an hour, and polls
 * GET docs/{token}/ for active ZapSign requests whose last change is older than an hour and
 * applies the answer like a webhook (same idempotent code), and fetches the signed file of completed
 * requests that have none stored. A failing call is logged and left for the next hourly run.
 */
export async function syncOverdueZapsign(deps: Deps): Promise<number> {
  const settings = await loadEsignSettings(deps.db, deps.secrets);
  if (!settings.apiKey) return 0;
  const cutoff = new Date(deps.clock().getTime() - ZAPSIGN_SYNC_AFTER_MS);
  // Stored pending for ZapSign's failure and never created: their creation job was lost (queueing failed).
  const uncreated = await deps.db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.provider, "zapsign"),
        eq(signatureRequests.status, "pending"),
        isNull(signatureRequests.providerDocumentId),
        lt(signatureRequests.updatedAt, cutoff),
      ),
    )
    .limit(100);
  for (const r of uncreated) await queueZapsignCreation(deps, r.id);
  const overdue = await deps.db
    .select({ id: signatureRequests.id, token: signatureRequests.providerDocumentId })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.provider, "zapsign"),
        inArray(signatureRequests.status, [...ACTIVE_SIGNATURE_STATUSES]),
        isNotNull(signatureRequests.providerDocumentId),
        lt(signatureRequests.updatedAt, cutoff),
      ),
    )
    .limit(100);
  let synced = 0;
  for (const r of overdue) {
    try {
      const doc = await getZapsignDocument({
        ...zapsignAccess(deps, settings),
        docToken: r.token ?? "",
      });
      // The provider's answer is parsed like a webhook event (checked dates, bounded fields).
      const event = zapsignEventSchema.parse({ ...(doc as object), token: r.token ?? "" });
      const { copySignedFile } = await applyZapsignEvent(deps.db, event);
      if (copySignedFile) await deps.jobs.send(esignSignedFileCopyJob, copySignedFile);
      synced++;
    } catch (err) {
      deps.log.warn(`[assinaturas] sincronização ZapSign de ${r.id} falhou: ${String(err)}`);
    }
  }
  await fetchLostSignedFiles(deps, settings);
  return synced;
}
