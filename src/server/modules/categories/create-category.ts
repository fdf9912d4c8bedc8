import type { Actor } from "../../../domain/auth/permissions";
import type { Category, CategoryFormData } from "../../../domain/categories/categories";
import { CATEGORY_MESSAGES } from "../../../domain/categories/categories";
import { categories } from "../../db/tables/categories";
import type { Db } from "../../platform/db/client";
import { audit, getCategory, saving } from "./category-rows";

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
