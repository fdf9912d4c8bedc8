import { and, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Actor } from "../../../domain/auth/permissions";
import { isSuperAdmin } from "../../../domain/auth/permissions";
import { type AppError, forbidden, notFound } from "../errors/app-error";
import type { Db, Tx } from "./client";

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

/** The same rule for one row already read: whether the actor may change a row of `accountId` (null: global). */
export function actorCanEdit(actor: Actor, accountId: string | null): boolean {
  return isSuperAdmin(actor) || (!!actor.accountId && accountId === actor.accountId);
}

/** The account a row the actor creates belongs to: none (global) for super_admin, else theirs; 403 without one. */
export function accountOfNewRow(actor: Actor, noAccountMessage: string): string | null {
  if (isSuperAdmin(actor)) return null;
  if (!actor.accountId) throw forbidden(noAccountMessage);
  return actor.accountId;
}

/** A table of global-or-account rows, by id. */
type TenantTable = PgTable & { id: AnyPgColumn; corporateAccountId: AnyPgColumn };
/** The errors of a change that matched nothing: 403 for a visible read-only row, 404 for an invisible one. */
export type DenialMessages = { readOnly: string; notFound: string };

/**
 * Why a change to row `id` matched nothing: 403 when the actor sees it but may not change it (a global
 * row, for a corporate admin), 404 when they may not see it at all.
 */
export async function changeDenial(
  db: Db | Tx,
  actor: Actor,
  table: TenantTable,
  id: string,
  messages: DenialMessages,
): Promise<AppError> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), visibleToActor(actor, table.corporateAccountId)))
    .limit(1);
  return row ? forbidden(messages.readOnly) : notFound(messages.notFound);
}

/** Deletes row `id` when the actor may change it (answers its account, null for a global row); otherwise throws its changeDenial (403 or 404). */
export async function deleteEditableRow(
  db: Db | Tx,
  actor: Actor,
  table: TenantTable,
  id: string,
  messages: DenialMessages,
): Promise<string | null> {
  const [row] = await db
    .delete(table)
    .where(and(eq(table.id, id), editableByActor(actor, table.corporateAccountId)))
    .returning({ accountId: table.corporateAccountId });
  if (!row) throw await changeDenial(db, actor, table, id, messages);
  return row.accountId as string | null;
}
