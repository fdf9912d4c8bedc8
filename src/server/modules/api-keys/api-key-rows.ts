import { eq, type SQL } from "drizzle-orm";
import type { ApiKeyItem } from "../../../domain/api-keys/contract";
import type { Actor } from "../../../domain/auth/permissions";
import { isSuperAdmin } from "../../../domain/auth/permissions";
import { corporateAccounts } from "../../db/tables/accounts";
import { apiKeys } from "../../db/tables/api-keys";
import { users } from "../../db/tables/auth";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";

const itemColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  accountId: apiKeys.corporateAccountId,
  accountName: corporateAccounts.name,
  createdByName: users.name,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

export type Row = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]["_"]["data"] } & {
  createdByName: string | null;
};

export const toItem = (r: Row): ApiKeyItem => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

/** The keys the actor may see: every account's for the super admin, else its own account's (in the same where). */
export function visibleKeys(actor: Actor): SQL | undefined {
  if (isSuperAdmin(actor)) return undefined;
  if (!actor.accountId) throw new AppError("NO_ACCOUNT");
  return eq(apiKeys.corporateAccountId, actor.accountId);
}

export const selectItems = (db: Db | Tx, where: SQL | undefined) =>
  db
    .select(itemColumns)
    .from(apiKeys)
    .innerJoin(corporateAccounts, eq(corporateAccounts.id, apiKeys.corporateAccountId))
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(where);
