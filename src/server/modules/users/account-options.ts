import { and, asc, eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { isSuperAdmin } from "../../../domain/auth/permissions";
import type { AccountOption } from "../../../domain/users/users";
import { corporateAccounts } from "../../db/tables/accounts";
import type { Db } from "../../platform/db/client";
import { activeCorporateAccount } from "../accounts";

/** Active corporate accounts the actor may pick, ordered by name (corporate_admin: their own). */
export async function accountOptions(db: Db, actor: Actor): Promise<AccountOption[]> {
  if (!isSuperAdmin(actor) && !actor.accountId) return [];
  return db
    .select({ id: corporateAccounts.id, name: corporateAccounts.name })
    .from(corporateAccounts)
    .where(
      and(
        activeCorporateAccount,
        isSuperAdmin(actor) ? undefined : eq(corporateAccounts.id, actor.accountId as string),
      ),
    )
    .orderBy(asc(corporateAccounts.name));
}
