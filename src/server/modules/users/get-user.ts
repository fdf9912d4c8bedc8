import { and, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import type { UserListItem } from "../../../domain/users/users";
import { USER_MESSAGES } from "../../../domain/users/users";
import type { Db } from "../../platform/db/client";
import { oneRowOr404 } from "../../platform/db/one-row";
import { managedUsersScope } from "./scope";
import { listColumns, toItem } from "./user-rows";
import { userRolesWithMetadata as v } from "./view";

/** One managed user (for the edit form); 404 when missing or outside the actor's scope. */
export async function getUser(db: Db, actor: Actor, userId: string): Promise<UserListItem> {
  const where = and(eq(v.userId, userId), managedUsersScope(actor));
  return toItem(await oneRowOr404(db, { columns: listColumns, source: v, where }, USER_MESSAGES.notFound));
}
