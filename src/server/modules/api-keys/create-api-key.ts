import { and, count, eq, isNull } from "drizzle-orm";
import { API_KEY_MESSAGES, MAX_ACTIVE_API_KEYS } from "../../../domain/api-keys/api-keys";
import type { ApiKeyItem } from "../../../domain/api-keys/contract";
import type { Actor } from "../../../domain/auth/permissions";
import { apiKeys } from "../../db/tables/api-keys";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { lockAccountRow } from "../plans";
import { apiAccessOf } from "./api-access-of";
import { type Row, selectItems, toItem } from "./api-key-rows";
import { newApiKeySecret } from "./secret";

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
