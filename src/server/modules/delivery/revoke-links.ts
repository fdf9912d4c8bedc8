import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { documentDeliveryLog as log } from "../../db/tables/delivery";
import type { Db } from "../../platform/db/client";
import { visibleDocument } from "./visible-document";

/**
 * Revokes every public link of a document: its owner, or whoever sees the whole organisation's
 * documents (corporate_admin, supervisor_user of its account; super_admin) — those who may share it.
 */
export async function revokeShareLinks(db: Db, actor: Actor, documentId: string): Promise<{ revoked: number }> {
  const doc = await visibleDocument(db, actor, documentId);
  const now = new Date();
  const rows = await db
    .update(log)
    .set({ linkRevokedAt: now, updatedAt: now })
    .where(and(eq(log.documentId, doc.id), isNull(log.linkRevokedAt)))
    .returning({ id: log.id });
  return { revoked: rows.length };
}
