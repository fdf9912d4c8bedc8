import { and, desc, eq, gt } from "drizzle-orm";
import { SIGNATURE_MESSAGES } from "../../../domain/signatures/signatures";
import { users } from "../../db/tables/auth";
import { type SignatureAttemptKind, signatureAttempts, signatureRequests } from "../../db/tables/signatures";
import type { Tx } from "../../platform/db/client";
import type { Deps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { layoutEmail, para } from "../../platform/mail/email-layout";
import { accountBrand } from "../branding";
import type { SignerClient, SigningRow } from "./signing-access";

/** Tries at one code; wrong codes in all (across codes) before the signer is locked. */
export const CODE_MAX_TRIES = 5;
export const CODE_MAX_FAILURES = 10;
/** Code (re)sends: one per minute, five per hour. */
export const CODE_RESEND_GAP_MS = 60_000;
export const CODE_SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

/** Keeps one attempt in the evidence (in the caller's transaction, so it commits with what it counts). */
export async function recordAttempt(
  tx: Tx,
  signerId: string,
  kind: SignatureAttemptKind,
  client: SignerClient,
  at: Date,
): Promise<void> {
  await tx.insert(signatureAttempts).values({
    signerId,
    kind,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    createdAt: at,
  });
}

/** Why this signer may not get a new code now (locked, too soon, five this hour), or null. */
export async function codeSendRefusal(tx: Tx, row: SigningRow, now: Date): Promise<AppError | null> {
  if (row.recipient.lockedAt) return new AppError("SIGNER_LOCKED", SIGNATURE_MESSAGES.signerLocked);
  const sent = await tx
    .select({ at: signatureAttempts.createdAt })
    .from(signatureAttempts)
    .where(
      and(
        eq(signatureAttempts.signerId, row.recipient.id),
        eq(signatureAttempts.kind, "code_sent"),
        gt(signatureAttempts.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(desc(signatureAttempts.createdAt))
    .limit(CODE_SENDS_PER_HOUR);
  const wait = sent[0] ? CODE_RESEND_GAP_MS - (now.getTime() - sent[0].at.getTime()) : 0;
  if (wait > 0) return new AppError("TOO_MANY_REQUESTS", SIGNATURE_MESSAGES.codeWait(Math.ceil(wait / 1000)));
  if (sent.length >= CODE_SENDS_PER_HOUR) return new AppError("TOO_MANY_REQUESTS", SIGNATURE_MESSAGES.codeHourlyLimit);
  return null;
}

/**
 * Tells whoever sent the document that a signer was locked out (10 wrong codes): by the system
 * mailer, after the lock committed. A failure is logged, never lost silently, and never undoes the lock.
 */
export async function notifyRequesterOfLock(deps: Deps, row: SigningRow): Promise<void> {
  const [requester] = await deps.db
    .select({ email: users.email, name: users.name })
    .from(signatureRequests)
    .innerJoin(users, eq(users.id, signatureRequests.requestedBy))
    .where(eq(signatureRequests.id, row.request.id))
    .limit(1);
  if (!requester) return;
  const title = row.documentTitle;
  try {
    const subject = `Assinatura bloqueada: ${title}`;
    const brand = await accountBrand(deps.db, row.request.corporateAccountId);
    await deps.mailer.send({
      to: requester.email,
      subject,
      ...layoutEmail(brand, {
        subject,
        assetBaseUrl: deps.config.appUrl,
        blocks: [
          para(`Olá, ${requester.name}.`),
          para(
            `O signatário ${row.recipient.signerName} (${row.recipient.signerEmail}) digitou ${CODE_MAX_FAILURES} códigos ` +
              `de verificação errados no documento "${title}" e foi bloqueado: não poderá mais assinar por este link.`,
          ),
          para(
            "Se foi ele mesmo, cancele a solicitação e envie o documento para assinatura novamente. " +
              "Se não reconhece essas tentativas, alguém pode ter obtido o link de assinatura.",
          ),
        ],
      }),
    });
  } catch (err) {
    deps.log.error(`[assinaturas] aviso de bloqueio do signatário ${row.recipient.id} não enviado: ${String(err)}`);
  }
}
