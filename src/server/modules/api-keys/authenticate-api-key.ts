import { and, eq, isNull } from "drizzle-orm";
import { API_KEY_MESSAGES, type ApiKeyScope } from "../../../domain/api-keys";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { sha256Hex } from "../../platform/sha256";
import { accountPlanFeatures } from "../plans";
import { apiKeys } from "./schema";

export interface ApiKeyCaller {
  accountId: string;
  scopes: ApiKeyScope[];
  keyId: string;
  /** Whom the key acts through on the public API (the admin who created it); null once that user is gone. */
  createdByUserId: string | null;
}

const BEARER = /^Bearer\s+(mk_(?:live|test)_[0-9A-Za-z]{32,})\s*$/;

/**
 * Who calls the public API (issue 23): the `Authorization: Bearer mk_…` header resolved to its key's
 * account and scopes — the tenant comes from the key, never from input. Unknown or revoked keys: 401;
 * an account whose plan lost "Acesso à API": 403 at once, naming the feature. A use stamps last_used_at.
 */
export async function authenticateApiKey(db: Db, header: string | undefined): Promise<ApiKeyCaller> {
  const secret = header ? BEARER.exec(header)?.[1] : undefined;
  if (!secret) throw new AppError("UNAUTHORIZED", header ? API_KEY_MESSAGES.invalidKey : API_KEY_MESSAGES.missingKey);
  const [key] = await db
    .select({
      keyId: apiKeys.id,
      accountId: apiKeys.corporateAccountId,
      scopes: apiKeys.scopes,
      createdByUserId: apiKeys.createdByUserId,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, sha256Hex(secret)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!key) throw new AppError("UNAUTHORIZED", API_KEY_MESSAGES.invalidKey);
  const plan = await accountPlanFeatures(db, key.accountId);
  if (!plan?.features.api_access_enabled) throw new AppError("PLAN_FEATURE_DISABLED", API_KEY_MESSAGES.planFeature);
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, key.keyId));
  return key;
}
