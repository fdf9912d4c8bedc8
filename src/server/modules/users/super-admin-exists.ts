import { eq } from "drizzle-orm";
import { roles, userRoles } from "../../db/tables/users";
import type { Db, Tx } from "../../platform/db/client";

/** Whether the installation has a super administrator (any, active or not). */
export async function superAdminExists(db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.slug, "super_admin"))
    .limit(1);
  return Boolean(row);
}
