import { timingSafeEqual } from "node:crypto";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { AuditAction } from "../../../../../domain/audit/audit";
import type { ZapsignEvent } from "../../../../../domain/signatures/esign-webhook";
import { signatureRequests, signatureSigners } from "../../../../db/tables/signatures";
import type { Db, Tx } from "../../../../platform/db/client";
import { recordAudit } from "../../../audit";
import { setDocumentSignatureState, touchDocument } from "../../../documents";
import { signedPdfUrl } from "../../signed-pdf-url";
import { signatureWebhookEvent } from "../../webhook-event";

export type { ZapsignEvent };

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

/**
 * One row of the trail for what ZapSign reported (issue 27): a signer's step is that signer's (the
 * provider saw them do it), the request's end (declined, canceled, expired there) the system's. No IP:
 * the request came from the provider, not from the person.
 */
const auditProvider = (
  tx: Tx,
  request: { id: string; corporateAccountId: string | null },
  action: AuditAction,
  signerId: string | null,
) =>
  recordAudit(tx, {
    actor: signerId ? { kind: "signer", signerId } : { kind: "system" },
    accountId: request.corporateAccountId,
    action,
    target: { type: "signature", id: request.id },
    changes: { provider: "zapsign" },
    request: { ip: null, userAgent: null },
  });

const SIGNER_STATUS: Record<string, string> = { new: "sent", "link-opened": "viewed", signed: "signed" };
const SIGNER_RANK: Record<string, number> = { pending: 0, sent: 1, viewed: 2, signed: 3 };
const ENDED = ["completed", "declined", "canceled", "expired"];

/**
 * Applies an event to the matching signature request, its recipients and its document. Idempotent
 * and tolerant of order: ZapSign retries until it gets a 200, so a replay sets the same values; an
 * ended request never goes back to in progress, and a signer never goes back from signed to viewed.
 * Unknown documents are ignored. Returns the signed file to copy when the request just completed.
 */
export async function applyZapsignEvent(
  db: Db,
  event: ZapsignEvent,
): Promise<{ matched: boolean; copySignedFile?: { requestId: string; url: string } }> {
  const docToken = event.token;
  if (!docToken) return { matched: false };
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(signatureRequests)
      .where(and(eq(signatureRequests.provider, "zapsign"), eq(signatureRequests.providerDocumentId, docToken)))
      .for("update");
    if (!request) return { matched: false };
    const status = requestStatus(event);
    const now = new Date();
    for (const signer of event.signers ?? []) {
      const next = signer.status ? SIGNER_STATUS[signer.status] : undefined;
      if (!signer.token || !next) continue;
      const lower = Object.keys(SIGNER_RANK).filter((s) => (SIGNER_RANK[s] ?? 0) < (SIGNER_RANK[next] ?? 0));
      const moved = await tx
        .update(signatureSigners)
        .set({
          status: next,
          ...(next === "signed" ? { signedAt: signer.signed_at ?? now } : {}),
          ...(next === "viewed" ? { viewedAt: now } : {}),
          updatedAt: now,
        })
        .where(
          and(
            eq(signatureSigners.signatureRequestId, request.id),
            eq(signatureSigners.providerSignerToken, signer.token),
            inArray(signatureSigners.status, lower.length ? lower : ["__none__"]),
          ),
        )
        .returning({ id: signatureSigners.id });
      const action = next === "signed" ? "signature.signed" : next === "viewed" ? "signature.opened" : null;
      for (const { id } of action ? moved : []) await auditProvider(tx, request, action as AuditAction, id);
    }
    await touchDocument(tx, request.documentId);
    const ended = ENDED.includes(request.status);
    if (!status || ended) {
      return { matched: true };
    }
    await tx
      .update(signatureRequests)
      .set({
        status,
        ...(status === "completed" ? { completedAt: now, signedDocumentUrl: signedPdfUrl(request.id) } : {}),
        updatedAt: now,
      })
      .where(eq(signatureRequests.id, request.id));
    if (status === "completed") {
      await setDocumentSignatureState(tx, request.documentId, {
        status: "signed",
        signedDocumentUrl: signedPdfUrl(request.id),
      });
      const signedNow = await tx
        .update(signatureSigners)
        .set({ status: "signed", signedAt: now })
        .where(and(eq(signatureSigners.signatureRequestId, request.id), ne(signatureSigners.status, "signed")))
        .returning({ id: signatureSigners.id });
      for (const { id } of signedNow) await auditProvider(tx, request, "signature.signed", id);
      await signatureWebhookEvent(tx, request, "signature.completed");
      return {
        matched: true,
        ...(event.signed_file ? { copySignedFile: { requestId: request.id, url: event.signed_file } } : {}),
      };
    }
    if (status !== "in_progress") {
      const recipientStatus = status === "declined" ? "declined" : status;
      await tx
        .update(signatureSigners)
        .set({ status: recipientStatus, updatedAt: now })
        .where(
          and(
            eq(signatureSigners.signatureRequestId, request.id),
            inArray(signatureSigners.status, ["pending", "sent", "viewed"]),
          ),
        );
      await setDocumentSignatureState(tx, request.documentId, { status: "finalized" });
      await auditProvider(tx, request, `signature.${status}` as AuditAction, null);
      await signatureWebhookEvent(tx, request, `signature.${status}` as "signature.declined");
    }
    return { matched: true };
  });
}
