import { and, asc, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import type { Page } from "../../../domain/shared/list";
import type { UserListItem, UserListQuery } from "../../../domain/users/users";
import type { Db } from "../../platform/db/client";
import { listSourcePage } from "../../platform/db/list-page";
import { containsPattern } from "../../platform/db/sql-search";
import { managedUsersScope } from "./scope";
import { listColumns, toItem } from "./user-rows";
import { userRolesWithMetadata as v } from "./view";

/** The user list (spec 1 §7): newest first, exact count, name search, role filter, 10 per page, scoped. */
export async function listUsers(
  db: Db,
  actor: Actor,
  query: { page: number; search?: string; role?: UserListQuery["role"] },
): Promise<Page<UserListItem>> {
  const where = and(
    managedUsersScope(actor),
    query.search ? ilike(v.fullName, containsPattern(query.search)) : undefined,
    query.role ? eq(v.roleSlug, query.role) : undefined,
  ) as SQL;
  return listSourcePage(
    db,
    query.page,
    { columns: listColumns, source: v, where, orderBy: [desc(v.metadataCreatedAt), asc(v.userId)] },
    toItem,
  );
}
