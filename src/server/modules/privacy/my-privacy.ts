import { and, desc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import type { MyPrivacy } from "../../../domain/privacy/privacy";
import { privacyRequests as r } from "../../db/tables/privacy";
import type { Db } from "../../platform/db/client";
import { requestView } from "./privacy-request-view";

/** "Meus dados": the user's own exports and erasure requests, newest first (the last 20). */
export async function myPrivacy(db: Db, actor: Actor): Promise<MyPrivacy> {
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.userId, actor.userId), inArray(r.kind, ["export", "erasure"])))
    .orderBy(desc(r.createdAt))
    .limit(20);
  return { requests: rows.map(requestView) };
}
