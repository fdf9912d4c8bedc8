import { eq } from "drizzle-orm";
import type { Tx } from "../../platform/db/client";
import { categoryCorporateAccounts } from "./schema";

/**
 * Replaces the categories linked to one corporate account (the account form's selection). The link
 * table is the categories module's: accounts saves its selection through here (categories/index.ts).
 */
export async function replaceAccountCategories(
  tx: Tx,
  accountId: string,
  categoryIds: readonly string[],
  linkedByUserId: string,
): Promise<void> {
  await tx.delete(categoryCorporateAccounts).where(eq(categoryCorporateAccounts.corporateAccountId, accountId));
  if (categoryIds.length) {
    await tx.insert(categoryCorporateAccounts).values(
      categoryIds.map((categoryId) => ({
        categoryId,
        corporateAccountId: accountId,
        createdByUserId: linkedByUserId,
      })),
    );
  }
}
