import type { Readable } from "node:stream";
import { and, eq, inArray } from "drizzle-orm";
import { SIGNATURE_MESSAGES } from "../../../domain/signatures/signatures";
import { signatureRequests, signatureSigners } from "../../db/tables/signatures";
import type { Deps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { touchDocument } from "../documents";
import { assertLinkOpen, auditSigner, byToken, canSign, type SigningRow } from "./signing-access";

/** The PDF being signed (410 once the request ended); the first opening is the signer's "view" (evidence), and the request is then in progress. */
export async function signingPdf(
  deps: Deps,
  token: string,
): Promise<{ title: string; body: Readable; byteSize: number }> {
  const row = await byToken(deps.db, token);
  const now = deps.clock();
  assertLinkOpen(row, now);
  const file = row.request.originalFileId ? await deps.storage.open(row.request.originalFileId) : null;
  if (!file) throw new AppError("SIGNING_LINK_INVALID", SIGNATURE_MESSAGES.linkInvalid);
  // The stream is opened first (a missing file records no view) and dropped if recording the view fails.
  if (canSign(row, now) && !row.recipient.viewedAt) {
    await recordView(deps, row, now).catch((err) => {
      file.body.destroy();
      throw err;
    });
  }
  return { title: row.documentTitle, body: file.body, byteSize: file.byteSize };
}

/** The signer's first opening: evidence, and the request is then in progress. */
async function recordView(deps: Deps, row: SigningRow, now: Date) {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(signatureSigners)
      .set({ viewedAt: now, status: "viewed", updatedAt: now })
      .where(and(eq(signatureSigners.id, row.recipient.id), eq(signatureSigners.status, "sent")));
    await tx
      .update(signatureRequests)
      .set({ status: "in_progress", updatedAt: now })
      .where(and(eq(signatureRequests.id, row.request.id), inArray(signatureRequests.status, ["pending", "sent"])));
    await touchDocument(tx, row.request.documentId);
    await auditSigner(tx, row, "signature.opened");
  });
}
