import { isNotNull, isNull } from "drizzle-orm";
import { index, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, parentRef, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";

/**
 * A category is the platform's (no account: the super admin's, linked to accounts below) or one
 * account's own (`corporate_account_id`, created from its template form, issue 48 point 4): seen only by
 * that account, never linked to another. Names are unique among the platform's, and within an account.
 */
export const categories = pgTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    corporateAccountId: accountRef("cascade"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("categories_platform_name_key").on(t.name).where(isNull(t.corporateAccountId)),
    uniqueIndex("categories_account_name_key").on(t.corporateAccountId, t.name).where(isNotNull(t.corporateAccountId)),
  ],
);

export const categoryCorporateAccounts = pgTable(
  "category_corporate_accounts",
  {
    categoryId: parentRef("category_id", () => categories.id),
    corporateAccountId: accountRef("cascade").notNull(),
    createdByUserId: userRef("created_by_user_id", "set null"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.corporateAccountId] }),
    index("category_links_account_idx").on(t.corporateAccountId),
  ],
);
