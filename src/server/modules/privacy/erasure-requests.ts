import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { isSuperAdmin } from "../../../domain/auth/permissions";
import { type ErasureRequest, PRIVACY_MESSAGES } from "../../../domain/privacy/privacy";
import { corporateAccounts } from "../../db/tables/accounts";
import { users } from "../../db/tables/auth";
import { privacyRequests as r } from "../../db/tables/privacy";
import { signatureSigners } from "../../db/tables/signatures";
import type { Db, Tx } from "../../platform/db/client";
import { AppError, notFound } from "../../platform/errors/app-error";
import { requestView } from "./privacy-request-view";

/**
 * Whose erasure requests the actor decides: a corporate admin its own account's; the super admin every
 * account's and those of users without an account (no one else can decide them).
 */
export function erasureScope(actor: Actor): SQL | undefined {
  const kinds = inArray(r.kind, ["erasure", "signer_erasure"]);
  if (isSuperAdmin(actor)) return kinds;
  if (!actor.accountId) throw new AppError("NO_ACCOUNT");
  return and(kinds, eq(r.corporateAccountId, actor.accountId));
}

const columns = {
  request: r,
  userName: users.name,
  userEmail: users.email,
  signerName: signatureSigners.signerName,
  signerEmail: signatureSigners.signerEmail,
  accountName: corporateAccounts.name,
};

type Row = { request: typeof r.$inferSelect; accountName: string | null } & Record<
  "userName" | "userEmail" | "signerName" | "signerEmail",
  string | null
>;

const view = (row: Row): ErasureRequest => ({
  ...requestView(row.request),
  subjectName: row.userName ?? row.signerName ?? "",
  subjectEmail: row.userEmail ?? row.signerEmail ?? "",
  accountName: row.accountName,
});

function selectRequests(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(r)
    .leftJoin(users, eq(users.id, r.userId))
    .leftJoin(signatureSigners, eq(signatureSigners.id, r.signerId))
    .leftJoin(corporateAccounts, eq(corporateAccounts.id, r.corporateAccountId))
    .where(where);
}

/** The pending requests the actor decides, oldest first (the first asked is the first answered). */
export async function listErasureRequests(db: Db, actor: Actor): Promise<{ items: ErasureRequest[] }> {
  const rows = await selectRequests(db, and(erasureScope(actor), eq(r.status, "pending")))
    .orderBy(asc(r.createdAt))
    .limit(100);
  return { items: rows.map(view) };
}

/** One request the actor decides, locked for the decision; someone else's is "not found". */
export async function lockErasureRequest(tx: Tx, actor: Actor, id: string): Promise<Row> {
  const [row] = await selectRequests(tx, and(erasureScope(actor), eq(r.id, id))).for("update", { of: r });
  if (!row) throw notFound(PRIVACY_MESSAGES.requestNotFound);
  if (row.request.status !== "pending") throw new AppError("CONFLICT", PRIVACY_MESSAGES.requestDecided);
  return row;
}

export async function readErasureRequest(db: Db, id: string): Promise<ErasureRequest> {
  const [row] = await selectRequests(db, eq(r.id, id));
  if (!row) throw notFound(PRIVACY_MESSAGES.requestNotFound);
  return view(row);
}

export const decided = (actor: Actor, status: "confirmed" | "rejected") => ({
  status,
  decidedBy: actor.userId,
  decidedAt: sql`now()`,
});
