import { and, eq, isNull } from "drizzle-orm";
import { API_KEY_MESSAGES } from "../../../domain/api-keys/api-keys";
import type { ApiKeyItem } from "../../../domain/api-keys/contract";
import type { Actor } from "../../../domain/auth/permissions";
import { apiKeys } from "../../db/tables/api-keys";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { type Row, selectItems, toItem, visibleKeys } from "./api-key-rows";

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
