import { asc, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { type CannedReply, type CannedReplyForm, SUPPORT_MESSAGES } from "../../../domain/support/support";
import { supportCannedReplies as c } from "../../db/tables/support";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";

const view = { id: c.id, title: c.title, body: c.body };

/** The team's canned replies, by title. */
export function listCannedReplies(db: Db): Promise<CannedReply[]> {
  return db.select(view).from(c).orderBy(asc(c.title), asc(c.createdAt));
}

export async function createCannedReply(db: Db, actor: Actor, input: CannedReplyForm): Promise<CannedReply> {
  const [row] = await db
    .insert(c)
    .values({ ...input, createdBy: actor.userId })
    .returning(view);
  return row as CannedReply;
}

export async function deleteCannedReply(db: Db, id: string): Promise<{ ok: true }> {
  const gone = await db.delete(c).where(eq(c.id, id)).returning({ id: c.id });
  if (gone.length === 0) throw new AppError("NOT_FOUND", SUPPORT_MESSAGES.cannedNotFound);
  return { ok: true };
}
