import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import { API_KEY_MESSAGES, MAX_ACTIVE_API_KEYS } from "../../../domain/api-keys";
import type { ApiKeyItem } from "../../../domain/contracts/api-keys";
import type { Page } from "../../../domain/list";
import type { Actor } from "../../../domain/permissions";
import { isSuperAdmin } from "../../../domain/permissions";
import { corporateAccounts } from "../../db/tables/accounts";
import { apiKeys } from "../../db/tables/api-keys";
import { users } from "../../db/tables/auth";
import type { Db, Tx } from "../../platform/db/client";
import { listPage } from "../../platform/db/list-page";
import { AppError } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { accountPlanFeatures, lockAccountRow } from "../plans";
import { newApiKeySecret } from "./secret";

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
type Row = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]["_"]["data"] } & { createdByName: string | null };

const toItem = (r: Row): ApiKeyItem => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  revokedAt: r.revokedAt?.toISOString() ?? null,
});

/** The keys the actor may see: every account's for the super admin, else its own account's (in the same where). */
function visibleKeys(actor: Actor): SQL | undefined {
  if (isSuperAdmin(actor)) return undefined;
  if (!actor.accountId) throw new AppError("NO_ACCOUNT");
  return eq(apiKeys.corporateAccountId, actor.accountId);
}

const selectItems = (db: Db | Tx, where: SQL | undefined) =>
  db
    .select(itemColumns)
    .from(apiKeys)
    .innerJoin(corporateAccounts, eq(corporateAccounts.id, apiKeys.corporateAccountId))
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(where);

export function listApiKeys(db: Db, actor: Actor, page: number): Promise<Page<ApiKeyItem>> {
  const where = visibleKeys(actor);
  return listPage(
    db,
    page,
    (limit, offset) =>
      selectItems(db, where).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).limit(limit).offset(offset) as Promise<
        Row[]
      >,
    { source: apiKeys, where },
    toItem,
  );
}

/** The account of a corporate user and whether its plan has "Acesso à API". */
export async function apiAccessOf(db: Db | Tx, actor: Actor): Promise<{ enabled: boolean; planName: string | null }> {
  if (!actor.accountId) throw new AppError("NO_ACCOUNT");
  const plan = await accountPlanFeatures(db, actor.accountId);
  return { enabled: plan?.features.api_access_enabled === true, planName: plan?.planName ?? null };
}

/** Creates a key of the actor's account; the secret is in this answer only, the table keeps its hash. */
export async function createApiKey(
  db: Db,
  actor: Actor,
  input: { name: string; scopes: ApiKeyItem["scopes"] },
  env: string,
): Promise<{ key: ApiKeyItem; secret: string }> {
  const accountId = actor.accountId;
  if (!accountId) throw new AppError("NO_ACCOUNT");
  return db.transaction(async (tx) => {
    await lockAccountRow(tx, accountId);
    if (!(await apiAccessOf(tx, actor)).enabled)
      throw new AppError("PLAN_FEATURE_DISABLED", API_KEY_MESSAGES.planFeature);
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.corporateAccountId, accountId), isNull(apiKeys.revokedAt)));
    if (Number(active?.n ?? 0) >= MAX_ACTIVE_API_KEYS)
      throw new AppError("API_KEY_LIMIT_REACHED", API_KEY_MESSAGES.limit);
    const { secret, hash, prefix } = newApiKeySecret(env);
    const [created] = await tx
      .insert(apiKeys)
      .values({
        corporateAccountId: accountId,
        name: input.name,
        scopes: input.scopes,
        prefix,
        secretHash: hash,
        createdByUserId: actor.userId,
      })
      .returning({ id: apiKeys.id });
    const [row] = created ? ((await selectItems(tx, eq(apiKeys.id, created.id))) as Row[]) : [];
    if (!row) throw new AppError("SAVE_FAILED");
    await recordAudit(tx, {
      actor,
      accountId,
      action: "api_key.created",
      target: { type: "api_key", id: row.id },
      changes: { name: row.name, prefix: row.prefix, scopes: row.scopes },
    });
    return { key: toItem(row), secret };
  });
}

/** Revokes a key the actor may see (tenant scope in the same where); revoking twice keeps the first time. */
export async function revokeApiKey(db: Db, actor: Actor, id: string): Promise<ApiKeyItem> {
  const scope = visibleKeys(actor);
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), scope, isNull(apiKeys.revokedAt)))
      .returning({ accountId: apiKeys.corporateAccountId });
    const [row] = (await selectItems(tx, and(eq(apiKeys.id, id), scope))) as Row[];
    if (!row) throw new AppError("NOT_FOUND", API_KEY_MESSAGES.notFound);
    if (revoked[0])
      await recordAudit(tx, {
        actor,
        accountId: revoked[0].accountId,
        action: "api_key.revoked",
        target: { type: "api_key", id },
        changes: { name: row.name, prefix: row.prefix },
      });
    return toItem(row);
  });
}
