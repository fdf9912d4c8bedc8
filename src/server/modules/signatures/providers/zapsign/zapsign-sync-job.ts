import { and, eq, gt, inArray, isNotNull, isNull, lt, type SQL } from "drizzle-orm";
import { ACTIVE_SIGNATURE_STATUSES } from "../../../../../domain/documents/documents";
import { type ZapsignEvent, zapsignEventSchema } from "../../../../../domain/signatures/esign-webhook";
import { signatureRequests } from "../../../../db/tables/signatures";
import type { Deps } from "../../../../platform/deps";
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

type Settings = Awaited<ReturnType<typeof loadEsignSettings>>;

/**
 * For each ZapSign request matching `where` (up to 100, with a ZapSign token): GET docs/{token}/,
 * parsed like a webhook event (checked dates, bounded fields), handed to `apply`. A failing call is
 * logged and left for the next hourly run. Answers how many were handled.
 */
async function eachZapsignDocument(
  deps: Deps,
  settings: Settings,
  where: SQL | undefined,
  what: string,
  apply: (requestId: string, event: ZapsignEvent) => Promise<void>,
): Promise<number> {
  const rows = await deps.db
    .select({ id: signatureRequests.id, token: signatureRequests.providerDocumentId })
    .from(signatureRequests)
    .where(and(eq(signatureRequests.provider, "zapsign"), isNotNull(signatureRequests.providerDocumentId), where))
    .limit(100);
  let handled = 0;
  for (const r of rows) {
    try {
      const doc = await getZapsignDocument({ ...zapsignAccess(deps, settings), docToken: r.token ?? "" });
      await apply(r.id, zapsignEventSchema.parse({ ...(doc as object), token: r.token ?? "" }));
      handled++;
    } catch (err) {
      deps.log.warn(`[assinaturas] ${what} ZapSign de ${r.id} falhou: ${String(err)}`);
    }
  }
  return handled;
}

/**
 * Queues again the creation of ZapSign requests left pending without a token for an hour; polls
 * GET docs/{token}/ for active ZapSign requests whose last change is older than an hour and applies
 * the answer like a webhook (same idempotent code); and asks for a fresh signed_file link of
 * completed requests that have no file stored (the webhook's link expired or was refused), copied by
 * the same job. Answers how many active requests were synced.
 */
export async function syncOverdueZapsign(deps: Deps): Promise<number> {
  const settings = await loadEsignSettings(deps.db, deps.secrets);
  if (!settings.apiKey) return 0;
  const now = deps.clock().getTime();
  const cutoff = new Date(now - ZAPSIGN_SYNC_AFTER_MS);
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
  const overdue = and(
    inArray(signatureRequests.status, [...ACTIVE_SIGNATURE_STATUSES]),
    lt(signatureRequests.updatedAt, cutoff),
  );
  const synced = await eachZapsignDocument(deps, settings, overdue, "sincronização", async (_id, event) => {
    const { copySignedFile } = await applyZapsignEvent(deps.db, event);
    if (copySignedFile) await deps.jobs.send(esignSignedFileCopyJob, copySignedFile);
  });
  const fileless = and(
    eq(signatureRequests.status, "completed"),
    isNull(signatureRequests.signedFileId),
    gt(signatureRequests.completedAt, new Date(now - ZAPSIGN_FILE_RETRY_MS)),
  );
  await eachZapsignDocument(deps, settings, fileless, "arquivo assinado", async (requestId, event) => {
    if (event.signed_file) await deps.jobs.send(esignSignedFileCopyJob, { requestId, url: event.signed_file });
  });
  return synced;
}
