import { type AnyColumn, and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { corporateAccounts } from "../../db/tables/accounts";
import { users } from "../../db/tables/auth";
import { documentDeliveryLog as deliveries } from "../../db/tables/delivery";
import { generatedDocuments as docs } from "../../db/tables/documents";
import { signatureAttempts, signatureRequests, signatureSigners as signers } from "../../db/tables/signatures";
import { roles, userMetadata, userRoles } from "../../db/tables/users";
import { addressedTo, inAccount } from "../../platform/db/address-match";
import type { Db } from "../../platform/db/client";

/** Everything the platform holds about one user, as the export's JSON files hold it (decision 0041). */
export interface SubjectData {
  profile: Record<string, unknown> | null;
  roles: Array<Record<string, unknown>>;
  documents: Array<{ id: string; title: string; status: string; createdAt: Date } & Record<string, unknown>>;
  deliveries: Array<Record<string, unknown>>;
  signatures: Array<{ id: string; signedFileId: string | null; requestStatus: string } & Record<string, unknown>>;
  /** The person's e-mail and phone, to find what was addressed to them. */
  contacts: { email: string | null; phone: string | null };
}

/** Whose data: the user, inside the account their request belongs to (null: a user without an account). */
export interface ExportSubject {
  userId: string;
  accountId: string | null;
}

/**
 * What reached the person inside their own account. A user without an account (the super admin)
 * received nothing inside one: what is theirs is only what they did. Other accounts' rows under the
 * same address are never theirs here (decision 0041: only the signer's own link reaches those).
 */
const receivedIn = (column: AnyColumn, accountId: string | null): SQL =>
  accountId === null ? sql`false` : eq(column, accountId);

/** The documents the user created in their own account (null: those of no account). */
export const ownDocuments = ({ userId, accountId }: ExportSubject): SQL =>
  and(eq(docs.userId, userId), inAccount(docs.corporateAccountId, accountId)) as SQL;

/**
 * Reads the user's own rows: profile and roles; the documents they created; the deliveries sent to
 * their e-mail or phone (what was sent, not other people's documents' content); the signatures they
 * made under their e-mail, with that signer's evidence only (never the other signers of the request).
 * Everything addressed to them is read inside their own account, in the same `where` as the address.
 * Secrets are left out: token hashes, codes, signing links.
 */
export async function collectSubjectData(db: Db, subject: ExportSubject): Promise<SubjectData> {
  const { userId, accountId } = subject;
  const [profile] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      fullName: userMetadata.fullName,
      phone: userMetadata.phone,
      active: userMetadata.isActive,
      preferences: userMetadata.preferences,
      accountId: userMetadata.corporateAccountId,
      accountName: corporateAccounts.name,
    })
    .from(users)
    .leftJoin(userMetadata, eq(userMetadata.userId, users.id))
    .leftJoin(corporateAccounts, eq(corporateAccounts.id, userMetadata.corporateAccountId))
    .where(eq(users.id, userId))
    .limit(1);
  const contacts = profile ? { email: profile.email, phone: profile.phone } : { email: null, phone: null };
  const roleRows = await db
    .select({ slug: roles.slug, name: roles.name, active: userRoles.isActive, since: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.createdAt));
  const documents = await db
    .select({
      id: docs.id,
      title: docs.title,
      status: docs.status,
      accountId: docs.corporateAccountId,
      filledVariables: docs.filledVariables,
      recipientEmail: docs.recipientEmail,
      recipientPhone: docs.recipientPhone,
      createdAt: docs.createdAt,
      updatedAt: docs.updatedAt,
    })
    .from(docs)
    .where(ownDocuments(subject))
    .orderBy(asc(docs.createdAt));
  const deliveryRows = await db
    .select({
      id: deliveries.id,
      documentId: deliveries.documentId,
      documentTitle: docs.title,
      channel: deliveries.deliveryType,
      recipient: deliveries.recipient,
      subject: deliveries.subject,
      status: deliveries.status,
      sentAt: deliveries.sentAt,
      createdAt: deliveries.createdAt,
    })
    .from(deliveries)
    .leftJoin(docs, eq(docs.id, deliveries.documentId))
    .where(and(receivedIn(deliveries.corporateAccountId, accountId), addressedTo(deliveries.recipient, contacts)))
    .orderBy(asc(deliveries.createdAt));
  const signatureRows = await db
    .select({
      id: signers.id,
      requestId: signers.signatureRequestId,
      documentTitle: docs.title,
      requestStatus: signatureRequests.status,
      signedFileId: signatureRequests.signedFileId,
      finalSha256: signatureRequests.finalSha256,
      verificationCode: signatureRequests.verificationCode,
      name: signers.signerName,
      email: signers.signerEmail,
      phone: signers.signerPhone,
      status: signers.status,
      authenticationMethod: signers.authenticationMethod,
      invitedAt: signers.invitedAt,
      viewedAt: signers.viewedAt,
      codeVerifiedAt: signers.codeVerifiedAt,
      signedAt: signers.signedAt,
      ip: signers.signerIp,
      userAgent: signers.signerUserAgent,
      signatureTyped: signers.signatureTyped,
      declineReason: signers.declineReason,
    })
    .from(signers)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signers.signatureRequestId))
    .innerJoin(docs, eq(docs.id, signatureRequests.documentId))
    .where(
      and(
        receivedIn(signatureRequests.corporateAccountId, accountId),
        addressedTo(signers.signerEmail, { email: contacts.email, phone: null }),
      ),
    )
    .orderBy(asc(signers.createdAt));
  const attempts = signatureRows.length
    ? await db
        .select({
          signerId: signatureAttempts.signerId,
          kind: signatureAttempts.kind,
          ip: signatureAttempts.ip,
          userAgent: signatureAttempts.userAgent,
          at: signatureAttempts.createdAt,
        })
        .from(signatureAttempts)
        .where(
          inArray(
            signatureAttempts.signerId,
            signatureRows.map((s) => s.id),
          ),
        )
        .orderBy(asc(signatureAttempts.createdAt))
    : [];
  return {
    profile: profile ?? null,
    roles: roleRows,
    documents,
    deliveries: deliveryRows,
    signatures: signatureRows.map((s) => ({ ...s, evidence: attempts.filter((a) => a.signerId === s.id) })),
    contacts,
  };
}
