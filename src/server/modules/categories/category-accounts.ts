import { and, asc, eq, sql } from "drizzle-orm";
import type { CategoryAccounts } from "../../../domain/categories/categories";
import { activeCorporateAccount, corporateAccounts } from "../../db/tables/accounts";
import { categoryCorporateAccounts } from "../../db/tables/categories";
import type { Db } from "../../platform/db/client";
import { getCategory } from "./category-rows";

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
