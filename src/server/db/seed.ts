import { sql } from "drizzle-orm";
import { SYSTEM_ACCOUNT_ID } from "../../domain/accounts/system";
import { ROLE_DEFINITIONS } from "../../domain/auth/permissions";
import type { Db } from "../platform/db/client";
import { corporateAccounts } from "./tables/accounts";
import { roles } from "./tables/users";

/** Idempotent seed run at every start: the four roles (spec 1 §6) and the all-zero system account. */
export async function seed(db: Db): Promise<void> {
  for (const role of ROLE_DEFINITIONS) {
    await db
      .insert(roles)
      .values({ slug: role.slug, name: role.name, description: role.description, permissions: role.permissions })
      .onConflictDoUpdate({
        target: roles.slug,
        set: { name: role.name, description: role.description, permissions: role.permissions },
        // Only touch the row when something changed, so restarts do not emit live events.
        setWhere: sql`${roles.permissions} is distinct from excluded.permissions or ${roles.name} is distinct from excluded.name`,
      });
  }
  await db
    .insert(corporateAccounts)
    .values({ id: SYSTEM_ACCOUNT_ID, name: "Sistema", isActive: false })
    .onConflictDoNothing();
}
