import { and, asc, eq, isNotNull, type SQL } from "drizzle-orm";
import {
  formatVerificationCode,
  maskEmail,
  signerMethodEvidence,
  VERIFICATION_MESSAGES,
  type Verification,
} from "../../../domain/verification/verification";
import { generatedDocuments as docs } from "../../db/tables/documents";
import { signatureSigners as recipients, signatureRequests as requests } from "../../db/tables/signatures";
import { sha256HexSliced } from "../../platform/bytes/sliced";
import type { Db } from "../../platform/db/client";
import { AppError, notFound } from "../../platform/errors/app-error";
import { checkSeal, signedInMinuta, verificationCodeIn } from "../signatures";

/** A request Minuta sealed itself: built-in provider, completed, with its sealed file's hash stored. */
const sealedByMinuta = and(
  signedInMinuta(requests.provider),
  eq(requests.status, "completed"),
  isNotNull(requests.finalSha256),
);

type FileFacts = Verification["file"];

/**
 * The public facts of one sealed document: what its evidence page prints (title, signers, methods,
 * times, hashes, the code) with e-mails masked; never the account, an id, an address or a phone.
 */
async function sealedDocument(db: Db, which: SQL, file: (finalSha256: string) => Promise<FileFacts> | FileFacts) {
  const [row] = await db
    .select({
      id: requests.id,
      title: docs.title,
      sandbox: requests.sandbox,
      code: requests.verificationCode,
      completedAt: requests.completedAt,
      timestampedAt: requests.timestampedAt,
      finalSha256: requests.finalSha256,
      originalSha256: requests.originalSha256,
    })
    .from(requests)
    .innerJoin(docs, eq(docs.id, requests.documentId))
    .where(and(sealedByMinuta, which))
    .limit(1);
  if (!row?.finalSha256) return null;
  const signers = await db
    .select({
      order: recipients.orderSequence,
      name: recipients.signerName,
      email: recipients.signerEmail,
      method: recipients.authenticationMethod,
      signedAt: recipients.signedAt,
    })
    .from(recipients)
    .where(eq(recipients.signatureRequestId, row.id))
    .orderBy(asc(recipients.orderSequence));
  return {
    documentTitle: row.title,
    sandbox: row.sandbox,
    verificationCode: row.code ? formatVerificationCode(row.code) : null,
    completedAt: row.completedAt?.toISOString() ?? null,
    timestampedAt: row.timestampedAt?.toISOString() ?? null,
    sealedSha256: row.finalSha256,
    originalSha256: row.originalSha256,
    signers: signers.map((s) => ({
      order: s.order,
      name: s.name,
      email: maskEmail(s.email),
      method: signerMethodEvidence(s.method),
      signedAt: s.signedAt?.toISOString() ?? null,
    })),
    file: await file(row.finalSha256),
  } satisfies Verification;
}

/** GET /api/verification/:code — the code is already normalised and checked by the contract. */
export async function verifyByCode(db: Db, code: string): Promise<Verification> {
  const found = await sealedDocument(db, eq(requests.verificationCode, code), () => null);
  if (!found) throw notFound(VERIFICATION_MESSAGES.codeUnknown);
  return found;
}

/**
 * POST /api/verification — the uploaded PDF is found by its SHA-256 (it is the sealed file, intact), else
 * by the code written in it (a copy changed after the seal: not intact). Its seal is read back either way.
 */
export async function verifyByFile(db: Db, pdf: Buffer): Promise<Verification> {
  if (pdf.length === 0) throw new AppError("VALIDATION_ERROR", VERIFICATION_MESSAGES.fileEmpty);
  if (!pdf.subarray(0, 1024).includes("%PDF-")) throw new AppError("VALIDATION_ERROR", VERIFICATION_MESSAGES.notPdf);
  // A slice per event-loop turn: a 20 MB upload never holds the server (decision 0053).
  const sha256 = await sha256HexSliced(pdf);
  const file = async (finalSha256: string): Promise<FileFacts> => ({
    sha256,
    intact: finalSha256 === sha256,
    seal: await checkSeal(pdf),
  });
  const code = await verificationCodeIn(pdf);
  const found =
    (await sealedDocument(db, eq(requests.finalSha256, sha256), file)) ??
    (code ? await sealedDocument(db, eq(requests.verificationCode, code), file) : null);
  if (!found) throw notFound(VERIFICATION_MESSAGES.fileUnknown);
  return found;
}
