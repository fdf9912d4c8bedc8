import { PRIVACY_MESSAGES } from "../../../domain/privacy/privacy";
import { privacyRequests as r } from "../../db/tables/privacy";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { withDbErrors } from "../../platform/errors/db-errors";
import { recordAudit } from "../audit";
import { signerByToken } from "../signatures";

/**
 * A signer who is not a user asks, by the token of their signing link (the link in every signature
 * e-mail), for their data to be erased; the request goes to the admin of the account that sent it.
 */
export async function requestSignerErasure(db: Db, token: string): Promise<{ ok: true }> {
  return withDbErrors(
    () =>
      db.transaction(async (tx) => {
        const signer = await signerByToken(tx, token);
        if (!signer) throw new AppError("SIGNING_LINK_INVALID", PRIVACY_MESSAGES.signerLinkInvalid);
        const [row] = await tx
          .insert(r)
          .values({ kind: "signer_erasure", signerId: signer.id, corporateAccountId: signer.accountId })
          .returning({ id: r.id });
        await recordAudit(tx, {
          actor: { kind: "signer", signerId: signer.id },
          accountId: signer.accountId,
          action: "privacy.erasure_requested",
          target: { type: "privacy_request", id: row?.id ?? null },
          changes: { kind: "signer_erasure" },
        });
        return { ok: true as const };
      }),
    { unique: { code: "CONFLICT", message: PRIVACY_MESSAGES.signerRequestPending } },
  );
}
