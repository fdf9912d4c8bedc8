import { eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { isSuperAdmin } from "../../domain/permissions";
import type { Actor } from "../auth/actor";

/**
 * Tenant scope of rows that are either global (no account) or an account's own — templates,
 * headers/footers, and later documents' building blocks. Put in the same `where` as the id.
 */

/** What the actor may see: everything for super_admin, otherwise global rows plus their own account's. */
export function visibleToActor(actor: Actor, accountColumn: AnyPgColumn): SQL | undefined {
  if (isSuperAdmin(actor)) return undefined;
  return actor.accountId ? or(isNull(accountColumn), eq(accountColumn, actor.accountId)) : isNull(accountColumn);
}

/** What the actor may change: everything for super_admin, otherwise only their own account's rows. */
export function editableByActor(actor: Actor, accountColumn: AnyPgColumn): SQL | undefined {
  if (isSuperAdmin(actor)) return undefined;
  return actor.accountId ? eq(accountColumn, actor.accountId) : sql`false`;
}
