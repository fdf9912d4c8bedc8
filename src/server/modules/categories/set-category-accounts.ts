import { and, asc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { CATEGORY_MESSAGES } from "../../../domain/categories/categories";
import { activeCorporateAccount, corporateAccounts } from "../../db/tables/accounts";
import { categories, categoryCorporateAccounts } from "../../db/tables/categories";
import type { Db } from "../../platform/db/client";
import { AppError, notFound } from "../../platform/errors/app-error";
import { assertWithinPlanLimit } from "../plans";
import { audit, platformCategory, saving } from "./category-rows";

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
