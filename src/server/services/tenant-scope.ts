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
  return visibleToAccount(actor.accountId, accountColumn);
}

/** What an account (null: none) may use: global rows plus its own — e.g. the blocks a template of that account references. */
export function visibleToAccount(accountId: string | null, accountColumn: AnyPgColumn): SQL {
  return accountId ? (or(isNull(accountColumn), eq(accountColumn, accountId)) as SQL) : isNull(accountColumn);
}

/** What the actor may change: everything for super_admin, otherwise only their own account's rows. */
export function editableByActor(actor: Actor, accountColumn: AnyPgColumn): SQL | undefined {
  if (isSuperAdmin(actor)) return undefined;
  return actor.accountId ? eq(accountColumn, actor.accountId) : sql`false`;
}
