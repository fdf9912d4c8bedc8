import { and, asc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { AuditAction } from "../../../domain/audit";
import type { Category, CategoryAccounts, CategoryFormData } from "../../../domain/categories";
import { CATEGORY_MESSAGES } from "../../../domain/categories";
import type { Page } from "../../../domain/list";
import type { Db, Tx } from "../../platform/db/client";
import { listSourcePage } from "../../platform/db/list-page";
import { oneRowOr404 } from "../../platform/db/one-row";
import { containsPattern } from "../../platform/db/sql-search";
import { AppError, notFound } from "../../platform/errors/app-error";
import { withDbErrors } from "../../platform/errors/db-errors";
import { activeCorporateAccount } from "../accounts";
import { corporateAccounts } from "../accounts/schema";
import { recordAudit } from "../audit";
import type { Actor } from "../auth";
import { assertWithinPlanLimit } from "../plans";
import { categories, categoryCorporateAccounts } from "./schema";

const columns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  createdAt: categories.createdAt,
  accountCount:
    sql<number>`(select count(*) from ${categoryCorporateAccounts} l where l.category_id = ${categories.id})`.mapWith(
      Number,
    ),
};

const toCategory = (r: {
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
const platformCategory = isNull(categories.corporateAccountId);

/** Categories ordered by name, name search, 10 per page, exact total. */
export async function listCategories(db: Db, query: { page: number; search?: string }): Promise<Page<Category>> {
  const where = and(platformCategory, query.search ? ilike(categories.name, containsPattern(query.search)) : undefined);
  return listSourcePage(
    db,
    query.page,
    { columns, source: categories, where, orderBy: [asc(categories.name), asc(categories.id)] },
    toCategory,
  );
}

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
const audit = (tx: Tx, actor: Actor, action: AuditAction, id: string, changes?: Record<string, unknown>) =>
  recordAudit(tx, { actor, accountId: null, action, target: { type: "category", id }, changes });

export async function createCategory(db: Db, actor: Actor, input: CategoryFormData): Promise<Category> {
  return saving(async () => {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(categories).values(input).returning({ id: categories.id });
      await audit(tx, actor, "category.created", row?.id as string, input);
      return row?.id as string;
    });
    return getCategory(db, id);
  }, CATEGORY_MESSAGES.saveError);
}

export async function updateCategory(db: Db, actor: Actor, id: string, input: CategoryFormData): Promise<Category> {
  return saving(async () => {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(categories)
        .set(input)
        .where(and(eq(categories.id, id), platformCategory))
        .returning({ id: categories.id });
      if (updated.length === 0) throw notFound(CATEGORY_MESSAGES.notFound);
      await audit(tx, actor, "category.updated", id, input);
    });
    return getCategory(db, id);
  }, CATEGORY_MESSAGES.saveError);
}

/** Permanent delete; a category used by templates fails with 23503 and the spec's message. */
export async function deleteCategory(db: Db, actor: Actor, id: string): Promise<void> {
  await saving(
    () =>
      db.transaction(async (tx) => {
        const deleted = await tx
          .delete(categories)
          .where(and(eq(categories.id, id), platformCategory))
          .returning({ id: categories.id });
        if (deleted.length === 0) throw notFound(CATEGORY_MESSAGES.notFound);
        await audit(tx, actor, "category.deleted", id);
      }),
    CATEGORY_MESSAGES.deleteError,
  );
}

async function getCategory(db: Db, id: string): Promise<Category> {
  const where = and(eq(categories.id, id), platformCategory);
  return toCategory(await oneRowOr404(db, { columns, source: categories, where }, CATEGORY_MESSAGES.notFound));
}

/** Active corporate accounts (the system account left out), each with whether it may use the category. */
export async function categoryAccounts(db: Db, categoryId: string): Promise<CategoryAccounts> {
  await getCategory(db, categoryId);
  const rows = await db
    .select({
      id: corporateAccounts.id,
      name: corporateAccounts.name,
      linked: sql<boolean>`${categoryCorporateAccounts.categoryId} is not null`.mapWith(Boolean),
    })
    .from(corporateAccounts)
    .leftJoin(
      categoryCorporateAccounts,
      and(
        eq(categoryCorporateAccounts.corporateAccountId, corporateAccounts.id),
        eq(categoryCorporateAccounts.categoryId, categoryId),
      ),
    )
    .where(activeCorporateAccount)
    .orderBy(asc(corporateAccounts.name), asc(corporateAccounts.id));
  return { accounts: rows };
}

/**
 * Replaces the category's links to active accounts with `accountIds`, in one transaction. Links to
 * inactive accounts (not shown in the dialog) are kept as they are.
 */
export async function setCategoryAccounts(
  db: Db,
  categoryId: string,
  accountIds: string[],
  actor: Actor,
): Promise<void> {
  const wanted = [...new Set(accountIds)];
  await saving(
    () =>
      db.transaction(async (tx) => {
        const [category] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.id, categoryId), platformCategory))
          .for("update");
        if (!category) throw notFound(CATEGORY_MESSAGES.notFound);
        const valid = wanted.length
          ? await tx
              .select({ id: corporateAccounts.id })
              .from(corporateAccounts)
              .where(and(activeCorporateAccount, inArray(corporateAccounts.id, wanted)))
          : [];
        if (valid.length !== wanted.length) {
          throw new AppError("INVALID_ACCOUNT", CATEGORY_MESSAGES.invalidAccounts, {
            accountIds: CATEGORY_MESSAGES.invalidAccounts,
          });
        }
        // Accounts gaining this category must stay within their plan's category limit.
        const already = await tx
          .select({ id: categoryCorporateAccounts.corporateAccountId })
          .from(categoryCorporateAccounts)
          .where(eq(categoryCorporateAccounts.categoryId, categoryId));
        const gaining = wanted.filter((id) => !already.some((l) => l.id === id)).sort();
        if (gaining.length) {
          const locked = await tx
            .select({ id: corporateAccounts.id, name: corporateAccounts.name })
            .from(corporateAccounts)
            .where(inArray(corporateAccounts.id, gaining))
            .orderBy(asc(corporateAccounts.id))
            .for("update");
          for (const account of locked) {
            await assertWithinPlanLimit(tx, account.id, { kind: "categories", accountName: account.name });
          }
        }
        const active = tx.select({ id: corporateAccounts.id }).from(corporateAccounts).where(activeCorporateAccount);
        await tx
          .delete(categoryCorporateAccounts)
          .where(
            and(
              eq(categoryCorporateAccounts.categoryId, categoryId),
              inArray(categoryCorporateAccounts.corporateAccountId, active),
            ),
          );
        if (wanted.length) {
          await tx
            .insert(categoryCorporateAccounts)
            .values(
              wanted.map((corporateAccountId) => ({ categoryId, corporateAccountId, createdByUserId: actor.userId })),
            );
        }
        await audit(tx, actor, "category.updated", categoryId, { accountIds: wanted });
      }),
    CATEGORY_MESSAGES.linksSaveError,
  );
}
