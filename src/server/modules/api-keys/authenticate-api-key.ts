import { and, eq, isNull } from "drizzle-orm";
import { API_KEY_MESSAGES, type ApiKeyScope } from "../../../domain/api-keys/api-keys";
import { readPlanFeatures } from "../../../domain/plans/features";
import { corporateAccounts } from "../../db/tables/accounts";
import { apiKeys } from "../../db/tables/api-keys";
import { users } from "../../db/tables/auth";
import { subscriptionPlans } from "../../db/tables/plans";
import { userMetadata } from "../../db/tables/users";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { sha256Hex } from "../../platform/sha256";

export interface ApiKeyCaller {
  accountId: string;
  scopes: ApiKeyScope[];
  keyId: string;
  /** Whom the key acts through on the public API (the admin who created it); null once that user is gone. */
  createdByUserId: string | null;
}

/** The caller with what the public API needs of its creator: their e-mail, null when removed or deactivated. */
export interface ApiKeyCallerWithCreator extends ApiKeyCaller {
  creatorEmail: string | null;
}

const BEARER = /^Bearer\s+(mk_(?:live|test)_[0-9A-Za-z]{32,})\s*$/;
/** last_used_at is stamped at most once a minute per key: a busy key does not write on every call. */
const STAMP_EVERY_MS = 60_000;

/**
 * Who calls the public API (issue 23): the `Authorization: Bearer mk_…` header resolved to its key's
 * account and scopes — the tenant comes from the key, never from input. Unknown or revoked keys: 401;
 * an account whose plan lost "Acesso à API": 403 at once, naming the feature. A use stamps last_used_at.
 * One statement reads the key, its account's plan and its creator (the request's hot path).
 */
export async function authenticateApiKey(db: Db, header: string | undefined): Promise<ApiKeyCallerWithCreator> {
  const secret = header ? BEARER.exec(header)?.[1] : undefined;
  if (!secret) throw new AppError("UNAUTHORIZED", header ? API_KEY_MESSAGES.invalidKey : API_KEY_MESSAGES.missingKey);
  const [key] = await db
    .select({
      keyId: apiKeys.id,
      accountId: apiKeys.corporateAccountId,
      scopes: apiKeys.scopes,
      createdByUserId: apiKeys.createdByUserId,
      lastUsedAt: apiKeys.lastUsedAt,
      features: subscriptionPlans.featuresConfig,
      creatorEmail: users.email,
      creatorActive: userMetadata.isActive,
    })
    .from(apiKeys)
    .innerJoin(corporateAccounts, eq(corporateAccounts.id, apiKeys.corporateAccountId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, corporateAccounts.planId))
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .leftJoin(userMetadata, eq(userMetadata.userId, apiKeys.createdByUserId))
    .where(and(eq(apiKeys.secretHash, sha256Hex(secret)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!key) throw new AppError("UNAUTHORIZED", API_KEY_MESSAGES.invalidKey);
  if (!key.features || !readPlanFeatures(key.features).api_access_enabled) {
    throw new AppError("PLAN_FEATURE_DISABLED", API_KEY_MESSAGES.planFeature);
  }
  const now = new Date();
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= STAMP_EVERY_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.keyId));
  }
  return {
    keyId: key.keyId,
    accountId: key.accountId,
    scopes: key.scopes,
    createdByUserId: key.createdByUserId,
    creatorEmail: key.creatorEmail && key.creatorActive !== false ? key.creatorEmail : null,
  };
}
