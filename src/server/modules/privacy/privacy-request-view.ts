import type { Actor } from "../../../domain/auth/permissions";
import { PRIVACY_MESSAGES, type PrivacyRequest } from "../../../domain/privacy/privacy";
import { privacyRequests as r } from "../../db/tables/privacy";
import type { Db } from "../../platform/db/client";
import { withDbErrors } from "../../platform/errors/db-errors";
import { recordAudit } from "../audit";

export const requestView = (row: typeof r.$inferSelect): PrivacyRequest => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** A user's request of a kind, recorded in the trail in the same transaction; one pending at a time. */
export async function insertRequest(db: Db, actor: Actor, kind: "export" | "erasure"): Promise<typeof r.$inferSelect> {
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
