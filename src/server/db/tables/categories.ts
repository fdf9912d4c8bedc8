import { index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, id, parentRef, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { userRef } from "./auth";

export const categories = pgTable("categories", {
  id: id(),
  name: text("name").notNull().unique(),
  description: text("description"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
