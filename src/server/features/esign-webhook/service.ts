import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ZapsignEvent } from "../../../domain/esign-webhook";
import type { Db } from "../../db/client";
import { signatureRecipients, signatureRequests } from "../../db/schema/index";

/** Constant-time comparison of the shared token (ZapSign sends no HMAC, only static headers). */
export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Document status of the provider (or the event) → our signature request status. */
function requestStatus(event: ZapsignEvent): string | null {
  if (event.event_type === "doc_deleted") return "canceled";
  if (event.event_type === "doc_expired") return "expired";
  if (event.status === "signed") return "completed";
  if (event.status === "refused" || event.status === "recusado" || event.event_type === "doc_refused")
    return "declined";
  if (event.event_type === "doc_signed" || event.event_type === "doc_viewed") return "in_progress";
  return null;
}

const SIGNER_STATUS: Record<string, string> = { new: "sent", "link-opened": "viewed", signed: "signed" };

/**
 * Applies an event to the matching signature request and recipients. Idempotent: ZapSign retries
 * until it gets a 200, so replaying an event sets the same values again. Unknown documents are ignored.
 */
export async function applyZapsignEvent(db: Db, event: ZapsignEvent): Promise<{ matched: boolean }> {
  const docToken = event.token;
  if (!docToken) return { matched: false };
  return db.transaction(async (tx) => {
    const status = requestStatus(event);
    const [request] = await tx
      .update(signatureRequests)
      .set({
        ...(status ? { status } : {}),
        ...(status === "completed" ? { completedAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(signatureRequests.provider, "zapsign"), eq(signatureRequests.providerDocumentId, docToken)))
      .returning({ id: signatureRequests.id });
    if (!request) return { matched: false };
    for (const signer of event.signers ?? []) {
      const next = signer.status ? SIGNER_STATUS[signer.status] : undefined;
      if (!signer.token || !next) continue;
      await tx
        .update(signatureRecipients)
        .set({ status: next, signedAt: next === "signed" ? (signer.signed_at ?? null) : null })
        .where(
          and(
            eq(signatureRecipients.signatureRequestId, request.id),
            eq(signatureRecipients.providerSignerToken, signer.token),
          ),
        );
    }
    return { matched: true };
  });
}
export type { ZapsignEvent } from "../../../domain/esign-webhook";
