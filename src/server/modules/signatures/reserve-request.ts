import { eq } from "drizzle-orm";
import { SIGNATURE_MESSAGES, type SignatureRequestBody } from "../../../domain/signatures/signatures";
import { generatedDocuments as docs } from "../../db/tables/documents";
import { signatureRequests, signatureSigners } from "../../db/tables/signatures";
import type { Db, Tx } from "../../platform/db/client";
import type { Deps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { sha256Hex } from "../../platform/sha256";
import { recordAudit } from "../audit";
import { setDocumentSignatureState } from "../documents";
import { assertWithinPlanLimit, lockAccountRow } from "../plans";
import { activeSignatureRequestId } from "./active-request";
import type { ReservedRequest, SignatureProvider } from "./providers/port";
import { signatureWebhookEvent } from "./webhook-event";

/** Spec 3 §5 preconditions: no active request (checked first: such a document is pending_signature), then finalized. */
export async function assertRequestable(db: Db | Tx, documentId: string, status: string | undefined): Promise<void> {
  if (await activeSignatureRequestId(db, documentId)) {
    throw new AppError("SIGNATURE_ACTIVE", SIGNATURE_MESSAGES.activeExists);
  }
  if (status !== "finalized") throw new AppError("NOT_FINALIZED", SIGNATURE_MESSAGES.onlyFinalized);
}

export interface RequestToReserve {
  documentId: string;
  accountId: string | null;
  requestedBy: string;
  provider: SignatureProvider;
  sandbox: boolean;
  expiresAt: Date | null;
  recipients: SignatureRequestBody["recipients"];
  /** The PDF the signers see and the seal covers, already stored. */
  original: Buffer;
  originalFileId: string;
}

/**
 * The request's rows, committed in one short transaction: preconditions and the plan's monthly limit
 * checked under locks (document row, then account row), so two concurrent requests cannot both pass;
 * the document becomes pending_signature with the request id. The request gets its provider's first
 * status and invitation (the built-in one: sent, signer 1's invitation recorded; ZapSign: pending,
 * still active, until ZapSign — asked after the commit, so no lock is held while it answers — has it).
 */
export function reserveSignatureRequest(deps: Deps, input: RequestToReserve, now: Date): Promise<ReservedRequest> {
  const { documentId, accountId } = input;
  return deps.db.transaction(async (tx) => {
    // Lock the document: a second request for it waits here and then sees the first one.
    const [locked] = await tx
      .select({ status: docs.status, signatureRequestId: docs.signatureRequestId })
      .from(docs)
      .where(eq(docs.id, documentId))
      .for("update");
    await assertRequestable(tx, documentId, locked?.status);

    if (accountId) {
      // Lock the account: concurrent requests of the same account count one after the other.
      await lockAccountRow(tx, accountId);
      await assertWithinPlanLimit(tx, accountId, { kind: "signaturesPerMonth", at: now });
    }

    const [request] = await tx
      .insert(signatureRequests)
      .values({
        documentId,
        corporateAccountId: accountId,
        requestedBy: input.requestedBy,
        provider: input.provider.name,
        status: input.provider.reservedStatus,
        requestedAt: now,
        // The month the limit above counted this request in.
        createdAt: now,
        expiresAt: input.expiresAt,
        originalFileId: input.originalFileId,
        originalSha256: sha256Hex(input.original),
        sandbox: input.sandbox,
      })
      .returning({ id: signatureRequests.id });
    if (!request) throw new Error("signature request not created");
    const recipients = await tx
      .insert(signatureSigners)
      .values(
        input.recipients.map((r) => ({
          signatureRequestId: request.id,
          signerName: r.signer_name,
          signerEmail: r.signer_email,
          signerPhone: r.signer_phone ? r.signer_phone.replace(/\D/g, "") : null,
          orderSequence: r.order_sequence,
          authenticationMethod: r.authentication_method,
          status: "pending",
        })),
      )
      .returning();
    const first = recipients.find((r) => r.orderSequence === 1);
    if (!first) throw new Error("no first signer");

    const deliveries = await input.provider.invite(tx, deps, first.id, now);
    await setDocumentSignatureState(tx, documentId, { status: "pending_signature", signatureRequestId: request.id });
    await signatureWebhookEvent(
      tx,
      { id: request.id, documentId, corporateAccountId: accountId },
      "signature.requested",
    );
    await recordAudit(tx, {
      actor: { userId: input.requestedBy },
      accountId,
      action: "signature.sent",
      target: { type: "signature", id: request.id },
      changes: { provider: input.provider.name, documentId, signers: recipients.length },
    });
    return { id: request.id, recipients, previousRequestId: locked?.signatureRequestId ?? null, deliveries };
  });
}
