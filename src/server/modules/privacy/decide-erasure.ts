import { and, eq, isNotNull } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import {
  ANONYMISED_NAME,
  anonymisedEmail,
  type ErasureRequest,
  PRIVACY_MESSAGES,
} from "../../../domain/privacy/privacy";
import { users } from "../../db/tables/auth";
import { privacyRequests as r } from "../../db/tables/privacy";
import { signatureSigners } from "../../db/tables/signatures";
import { userMetadata } from "../../db/tables/users";
import type { PersonAddresses } from "../../platform/db/address-match";
import type { Tx } from "../../platform/db/client";
import type { Deps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { anonymiseLogin } from "../auth";
import { anonymiseDeliveryRecipient } from "../delivery";
import { anonymiseDocumentRecipient } from "../documents";
import { anonymiseSigner } from "../signatures";
import { anonymiseProfile } from "../users";
import { decided, lockErasureRequest, readErasureRequest } from "./erasure-requests";

type Request = typeof r.$inferSelect;

/**
 * A user's erasure: login closed and renamed (auth), profile cleared (users), and — inside the account
 * the request belongs to, whose admin decides it — their unsigned signer rows, deliveries and
 * documents' recipient addresses anonymised; completed signatures kept whole. What other accounts
 * hold under the same address is not theirs to erase here: only the signer's own link reaches it
 * (decision 0041). A user without an account received nothing inside one: only their login and
 * profile. Their export ZIPs are dropped (returned, removed after commit). Answers what the trail records.
 */
async function eraseUser(tx: Tx, request: Request): Promise<{ changes: Record<string, unknown>; files: string[] }> {
  const userId = request.userId as string;
  const accountId = request.corporateAccountId;
  const replacement = { name: ANONYMISED_NAME, email: anonymisedEmail(request.id) };
  const received = accountId ? await eraseAddressedTo(tx, await userAddresses(tx, userId), accountId, replacement) : {};
  await anonymiseProfile(tx, userId, ANONYMISED_NAME);
  await anonymiseLogin(tx, userId, replacement);
  const exports = await tx
    .update(r)
    .set({ fileId: null })
    .where(and(eq(r.userId, userId), isNotNull(r.fileId)))
    .returning({ fileId: r.fileId });
  const files = exports.map((e) => e.fileId).filter((f): f is string => !!f);
  return { changes: { signersAnonymised: 0, signaturesKept: 0, deliveries: 0, ...received }, files };
}

async function userAddresses(tx: Tx, userId: string): Promise<PersonAddresses> {
  const [person] = await tx
    .select({ email: users.email, phone: userMetadata.phone })
    .from(users)
    .leftJoin(userMetadata, eq(userMetadata.userId, users.id))
    .where(eq(users.id, userId));
  return { email: person?.email ?? null, phone: person?.phone ?? null };
}

/** The person's unsigned signer rows (by e-mail), deliveries and documents' recipients, in one account. */
async function eraseAddressedTo(
  tx: Tx,
  contacts: PersonAddresses,
  accountId: string | null,
  replacement: { name: string; email: string },
) {
  const signers = await anonymiseSigner(tx, { person: { email: contacts.email, phone: null }, accountId, replacement });
  const deliveries = await anonymiseDeliveryRecipient(tx, contacts, replacement.email, accountId);
  await anonymiseDocumentRecipient(tx, contacts, accountId);
  return { signersAnonymised: signers.anonymised, signaturesKept: signers.kept, deliveries };
}

/** A signer's erasure, within the account whose admin decides: every unsigned request of theirs there. */
async function eraseSigner(tx: Tx, request: Request): Promise<{ changes: Record<string, unknown>; files: string[] }> {
  const [signer] = await tx
    .select({ email: signatureSigners.signerEmail, phone: signatureSigners.signerPhone })
    .from(signatureSigners)
    .where(eq(signatureSigners.id, request.signerId as string));
  const contacts = { email: signer?.email ?? null, phone: signer?.phone ?? null };
  const replacement = { name: ANONYMISED_NAME, email: anonymisedEmail(request.id) };
  return { changes: await eraseAddressedTo(tx, contacts, request.corporateAccountId, replacement), files: [] };
}

/**
 * The admin's decision (issue 27): confirm anonymises in ONE transaction with the request's status
 * and its trail row; reject only records the decision. Nobody confirms their own erasure.
 */
export async function decideErasure(
  deps: Pick<Deps, "db" | "storage">,
  actor: Actor,
  id: string,
  decision: "confirm" | "reject",
): Promise<ErasureRequest> {
  const files = await deps.db.transaction(async (tx) => {
    const { request } = await lockErasureRequest(tx, actor, id);
    if (decision === "confirm" && request.userId === actor.userId)
      throw new AppError("SELF_DEACTIVATION", PRIVACY_MESSAGES.selfErasure);
    const result =
      decision === "reject"
        ? { changes: {}, files: [] }
        : request.kind === "erasure"
          ? await eraseUser(tx, request)
          : await eraseSigner(tx, request);
    await tx
      .update(r)
      .set(decided(actor, decision === "confirm" ? "confirmed" : "rejected"))
      .where(eq(r.id, id));
    await recordAudit(tx, {
      actor,
      accountId: request.corporateAccountId,
      action: decision === "confirm" ? "privacy.erasure_confirmed" : "privacy.erasure_rejected",
      target: { type: "privacy_request", id },
      changes: { kind: request.kind, ...result.changes },
    });
    return result.files;
  });
  for (const file of files) await deps.storage.remove(file);
  return readErasureRequest(deps.db, id);
}
