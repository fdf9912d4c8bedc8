import { and, eq, inArray, isNull } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts/accounts";
import { categories, categoryCorporateAccounts as links } from "../../db/tables/categories";
import type { Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { assertWithinPlanLimit } from "../plans";

/**
 * Replaces the categories linked to one corporate account (the account form's selection). Every id
 * must be a category (400 on `categoryIds`), and a selection that adds one must fit the account's plan
 * (the account row is locked by the caller). The link table is the categories module's: accounts
 * saves its selection through here (categories/index.ts).
 */
export async function replaceAccountCategories(
  tx: Tx,
  accountId: string,
  categoryIds: readonly string[],
  linkedByUserId: string,
): Promise<void> {
  const ids = [...new Set(categoryIds)];
  if (ids.length) await checkSelection(tx, accountId, ids);
  await tx.delete(links).where(eq(links.corporateAccountId, accountId));
  if (ids.length) {
    await tx.insert(links).values(
      ids.map((categoryId) => ({
        categoryId,
        corporateAccountId: accountId,
        createdByUserId: linkedByUserId,
      })),
    );
  }
}

async function checkSelection(tx: Tx, accountId: string, ids: string[]): Promise<void> {
  const found = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, ids), isNull(categories.corporateAccountId)));
  if (found.length !== ids.length) {
    const message = ACCOUNT_MESSAGES.categoryInvalid;
    throw new AppError("VALIDATION_ERROR", message, { categoryIds: message });
  }
  const linked = await tx.select({ id: links.categoryId }).from(links).where(eq(links.corporateAccountId, accountId));
  if (ids.some((id) => !linked.some((l) => l.id === id))) {
    await assertWithinPlanLimit(tx, accountId, { kind: "categories", linkedAfterSave: ids.length });
  }
}
