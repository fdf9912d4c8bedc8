import { asc, ne } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { isSuperAdmin, type RoleSlug } from "../../../domain/auth/permissions";
import type { RoleOption } from "../../../domain/users/users";
import { roles } from "../../db/tables/users";
import type { Db } from "../../platform/db/client";

/** Roles the actor may assign, ordered by name (corporate_admin: without super_admin). */
export async function roleOptions(db: Db, actor: Actor): Promise<RoleOption[]> {
  const rows = await db
    .select({ id: roles.id, slug: roles.slug, name: roles.name })
    .from(roles)
    .where(isSuperAdmin(actor) ? undefined : ne(roles.slug, "super_admin"))
    .orderBy(asc(roles.name));
  return rows.map((r) => ({ ...r, slug: r.slug as RoleSlug }));
}
