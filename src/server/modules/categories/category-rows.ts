import { and, eq, isNull, sql } from "drizzle-orm";
import type { AuditAction } from "../../../domain/audit/audit";
import type { Actor } from "../../../domain/auth/permissions";
import type { Category } from "../../../domain/categories/categories";
import { CATEGORY_MESSAGES } from "../../../domain/categories/categories";
import { categories, categoryCorporateAccounts } from "../../db/tables/categories";
import type { Db, Tx } from "../../platform/db/client";
import { oneRowOr404 } from "../../platform/db/one-row";
import { withDbErrors } from "../../platform/errors/db-errors";
import { recordAudit } from "../audit";

export const columns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  createdAt: categories.createdAt,
  accountCount:
    sql<number>`(select count(*) from ${categoryCorporateAccounts} l where l.category_id = ${categories.id})`.mapWith(
      Number,
    ),
};

export const toCategory = (r: {
  id: string;
  name: string;
  description: string | null;
  createdAt: Date;
  accountCount: number;
}) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** The platform's categories (the super admin's screen); an account's own ones are that account's (issue 48 point 4). */
export const platformCategory = isNull(categories.corporateAccountId);

/**
 * Runs a write: the unique-name violation and a category in use (the templates' foreign key is NO ACTION,
 * so deleting one answers 23503) get the spec's messages, a value the database refuses (22xxx, 23514) a
 * 400, other failures `fallback`.
 */
export const saving = <T>(work: () => Promise<T>, fallback: string): Promise<T> =>
  withDbErrors(work, {
    unique: { code: "CATEGORY_DUPLICATE", message: CATEGORY_MESSAGES.duplicate, field: "name" },
    foreignKey: { code: "CATEGORY_IN_USE", message: CATEGORY_MESSAGES.inUse },
    invalidData: { message: CATEGORY_MESSAGES.invalidData },
    check: { message: CATEGORY_MESSAGES.invalidData },
    fallback: { code: "CATEGORY_SAVE_FAILED", message: fallback },
  });

/** Categories are the platform's (super admin): their rows of the trail belong to no account. */
export const audit = (tx: Tx, actor: Actor, action: AuditAction, id: string, changes?: Record<string, unknown>) =>
  recordAudit(tx, { actor, accountId: null, action, target: { type: "category", id }, changes });

export async function getCategory(db: Db, id: string): Promise<Category> {
  const where = and(eq(categories.id, id), platformCategory);
  return toCategory(await oneRowOr404(db, { columns, source: categories, where }, CATEGORY_MESSAGES.notFound));
}
