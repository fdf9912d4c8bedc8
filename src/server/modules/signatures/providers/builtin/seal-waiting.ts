import { and, count, eq, isNotNull, ne, sql } from "drizzle-orm";
import { PLATFORM_BRAND } from "../../../../../domain/branding/branding";
import { SIGNATURE_MESSAGES } from "../../../../../domain/signatures/signatures";
import { users } from "../../../../db/tables/auth";
import { signatureRequests } from "../../../../db/tables/signatures";
import { roles, userRoles } from "../../../../db/tables/users";
import type { Db } from "../../../../platform/db/client";
import type { Deps } from "../../../../platform/deps";
import { layoutEmail, para } from "../../../../platform/mail/email-layout";

/**
 * Requests whose signers all signed but whose seal waits because the uploaded A1 failed its seal-time
 * check (issue 22 defect 4): `signature_requests.seal_error` says why, the request stays in_progress,
 * the super admins are e-mailed once per reason, and a new certificate (or going back to the platform's)
 * seals them (`resumeWaitingSeals`, signature-seal-job.ts).
 */
const waiting = and(
  eq(signatureRequests.provider, "builtin"),
  eq(signatureRequests.status, "in_progress"),
  isNotNull(signatureRequests.sealError),
);

export async function countWaitingSeals(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(signatureRequests).where(waiting);
  return row?.n ?? 0;
}

export async function waitingSealIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: signatureRequests.id }).from(signatureRequests).where(waiting);
  return rows.map((r) => r.id);
}

/** E-mails of the active super admins. */
async function superAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(roles.slug, "super_admin"), eq(userRoles.isActive, true)));
  return rows.map((r) => r.email);
}

/**
 * Marks the request as waiting for its seal because of `problem`, and tells the super admins when this
 * is news: the first request held back for this reason (later ones only raise the count on the screen).
 */
export async function markSealWaiting(deps: Deps, requestId: string, problem: string): Promise<void> {
  const reason = SIGNATURE_MESSAGES.sealWaiting(problem);
  deps.log.error(`[assinaturas] solicitação ${requestId} aguarda o selo: ${problem}`);
  const [changed] = await deps.db
    .update(signatureRequests)
    .set({ sealError: reason, updatedAt: deps.clock() })
    .where(
      and(
        eq(signatureRequests.id, requestId),
        eq(signatureRequests.status, "in_progress"),
        sql`${signatureRequests.sealError} is distinct from ${reason}`,
      ),
    )
    .returning({ id: signatureRequests.id });
  if (!changed) return;
  const [others] = await deps.db
    .select({ n: count() })
    .from(signatureRequests)
    .where(and(waiting, eq(signatureRequests.sealError, reason), ne(signatureRequests.id, requestId)));
  if ((others?.n ?? 0) > 0) return;
  const text = SIGNATURE_MESSAGES.sealAlertText(problem, `${deps.config.appUrl}/admin/settings/zapsign`);
  const subject = SIGNATURE_MESSAGES.sealAlertSubject;
  const parts = layoutEmail(PLATFORM_BRAND, { subject, assetBaseUrl: deps.config.appUrl, blocks: [para(text)] });
  for (const to of await superAdminEmails(deps.db)) {
    await deps.mailer.send({ to, subject, ...parts });
  }
}

/** The request's deadline: none once every signer signed and only the seal waits (their signatures are kept). */
export const deadlineOf = (request: { expiresAt: Date | null; sealError: string | null }): Date | null =>
  request.sealError ? null : request.expiresAt;
