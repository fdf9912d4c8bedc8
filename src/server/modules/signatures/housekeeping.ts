import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { ACTIVE_SIGNATURE_STATUSES } from "../../../domain/documents/documents";
import { signatureRequests, signatureSigners, systemSettings } from "../../db/tables/signatures";
import type { Deps } from "../../platform/deps";
import { recordAudit } from "../audit";
import { queueDeliveries } from "../delivery";
import { setDocumentSignatureState } from "../documents";
import { signedInMinuta } from "./providers/registry";
import { recordSignerMessages } from "./signer-messages";
import { signatureWebhookEvent } from "./webhook-event";

const DAY_MS = 24 * 60 * 60 * 1000;
/** system_settings key "signatures": { reminder_every_n_days } (default 2). */
export const SIGNATURE_SETTINGS_KEY = "signatures";
export const DEFAULT_REMINDER_DAYS = 2;

export async function reminderDays(deps: Deps): Promise<number> {
  const [row] = await deps.db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, SIGNATURE_SETTINGS_KEY))
    .limit(1);
  const n = Number((row?.value as { reminder_every_n_days?: unknown } | undefined)?.reminder_every_n_days);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_REMINDER_DAYS;
}

/**
 * Active requests past their expiry become expired (signers too); their documents are finalized again.
 * The screens already show them expired (read time, domain/signatures/state.ts); this records it, for
 * every request (the hourly job) or for one document about to get a new request. Not one waiting for
 * its seal: every signer signed and only the seal waits (a certificate to fix), so the signatures are kept.
 */
export async function expireOverdueRequests(deps: Pick<Deps, "db" | "clock">, documentId?: string): Promise<number> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const expired = await tx
      .update(signatureRequests)
      .set({ status: "expired", updatedAt: now })
      .where(
        and(
          inArray(signatureRequests.status, [...ACTIVE_SIGNATURE_STATUSES]),
          isNotNull(signatureRequests.expiresAt),
          lte(signatureRequests.expiresAt, now),
          documentId ? eq(signatureRequests.documentId, documentId) : undefined,
          isNull(signatureRequests.sealError),
        ),
      )
      .returning({
        id: signatureRequests.id,
        documentId: signatureRequests.documentId,
        corporateAccountId: signatureRequests.corporateAccountId,
      });
    for (const r of expired) {
      await recordAudit(tx, {
        actor: { kind: "system" },
        accountId: r.corporateAccountId,
        action: "signature.expired",
        target: { type: "signature", id: r.id },
      });
      await tx
        .update(signatureSigners)
        .set({ status: "expired", updatedAt: now })
        .where(
          and(
            eq(signatureSigners.signatureRequestId, r.id),
            inArray(signatureSigners.status, ["pending", "sent", "viewed"]),
          ),
        );
      await setDocumentSignatureState(tx, r.documentId, { status: "finalized" });
      await signatureWebhookEvent(tx, r, "signature.expired");
    }
    return expired.length;
  });
}

/** Built-in signers invited, still unanswered and not locked for N days get the same link again (at most once per N days), recorded as deliveries. */
export async function remindPendingSigners(deps: Deps): Promise<number> {
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - (await reminderDays(deps)) * DAY_MS);
  const { due, deliveries } = await deps.db.transaction(async (tx) => {
    const due = await tx
      .update(signatureSigners)
      .set({ lastReminderAt: now })
      .where(
        and(
          inArray(signatureSigners.status, ["sent", "viewed"]),
          // A signer locked out by wrong codes is not reminded (the link no longer signs).
          isNull(signatureSigners.lockedAt),
          or(
            lt(signatureSigners.lastReminderAt, cutoff),
            and(sql`${signatureSigners.lastReminderAt} is null`, lt(signatureSigners.invitedAt, cutoff)),
          ),
          inArray(
            signatureSigners.signatureRequestId,
            tx
              .select({ id: signatureRequests.id })
              .from(signatureRequests)
              .where(and(signedInMinuta(), inArray(signatureRequests.status, [...ACTIVE_SIGNATURE_STATUSES]))),
          ),
        ),
      )
      .returning({ id: signatureSigners.id });
    const deliveries: string[] = [];
    for (const r of due) deliveries.push(...(await recordSignerMessages(tx, deps, r.id, "signature_reminder", now)));
    return { due, deliveries };
  });
  await queueDeliveries(deps, deliveries);
  return due.length;
}
