import { and, eq, inArray } from "drizzle-orm";
import { signatureSigners as r, signatureAttempts, signatureRequests } from "../../db/tables/signatures";
import { addressedTo, inAccount, type PersonAddresses } from "../../platform/db/address-match";
import type { Tx } from "../../platform/db/client";
import { tokenHash } from "./signing-token";

/** A request in one of these states holds signed evidence: kept whole (LGPD art. 16, decision 0041). */
export const EVIDENCE_STATUSES = ["completed", "signed"] as const;

/** Who to anonymise: a person's addresses within one account (null: requests of no account); what they become. */
export interface SignerErasure {
  person: PersonAddresses;
  accountId: string | null;
  replacement: { name: string; email: string };
}

/**
 * Anonymises a person as a signer (issue 27): on requests not completed, their name, e-mail and phone
 * are replaced and what they typed, drew, declined with, and their address and browser cleared (the
 * code attempts' too). Completed requests keep their signers whole: that is the signed evidence.
 * Answers how many signer rows were anonymised and how many were kept.
 */
export async function anonymiseSigner(tx: Tx, erasure: SignerErasure): Promise<{ anonymised: number; kept: number }> {
  const rows = await tx
    .select({ id: r.id, requestStatus: signatureRequests.status })
    .from(r)
    .innerJoin(signatureRequests, eq(signatureRequests.id, r.signatureRequestId))
    .where(
      and(
        inAccount(signatureRequests.corporateAccountId, erasure.accountId),
        addressedTo(r.signerEmail, erasure.person),
      ),
    );
  const evidence = new Set<string>(EVIDENCE_STATUSES);
  const open = rows.filter((row) => !evidence.has(row.requestStatus)).map((row) => row.id);
  if (open.length > 0) {
    await tx
      .update(r)
      .set({
        signerName: erasure.replacement.name,
        signerEmail: erasure.replacement.email,
        signerPhone: null,
        signerIp: null,
        signerUserAgent: null,
        signatureTyped: null,
        signatureImage: null,
        declineReason: null,
      })
      .where(inArray(r.id, open));
    await tx
      .update(signatureAttempts)
      .set({ ip: null, userAgent: null })
      .where(inArray(signatureAttempts.signerId, open));
  }
  return { anonymised: open.length, kept: rows.length - open.length };
}

/** The signer of a signing link's token (the erasure link carries the same token); null when unknown. */
export async function signerByToken(tx: Tx, token: string) {
  const [row] = await tx
    .select({
      id: r.id,
      email: r.signerEmail,
      phone: r.signerPhone,
      accountId: signatureRequests.corporateAccountId,
    })
    .from(r)
    .innerJoin(signatureRequests, eq(signatureRequests.id, r.signatureRequestId))
    .where(eq(r.accessTokenHash, tokenHash(token)))
    .limit(1);
  return row ?? null;
}
