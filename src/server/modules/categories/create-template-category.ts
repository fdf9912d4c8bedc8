import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import { isSuperAdmin } from "../../../domain/auth/permissions";
import { CATEGORY_MESSAGES, type CategoryFormData } from "../../../domain/categories/categories";
import { corporateAccounts } from "../../db/tables/accounts";
import { categories } from "../../db/tables/categories";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { recordAudit } from "../audit";
import { assertWithinPlanLimit } from "../plans";
import { saving } from "./category-rows";

/**
 * "Nova categoria" in the template form (issue 48 point 4). A corporate admin's category is its account's
 * own: only that account sees it (get_available_categories_for_account), it counts toward the plan's
 * categories, and its name may not repeat one the account already uses (its own or a linked one, any
 * case). A super admin's is the platform's, as on the categories screen.
 */
export async function createTemplateCategory(
  db: Db,
  actor: Actor,
  input: CategoryFormData,
): Promise<{ id: string; name: string }> {
  const accountId = isSuperAdmin(actor) ? null : actor.accountId;
  if (!isSuperAdmin(actor) && !accountId) throw new AppError("FORBIDDEN", CATEGORY_MESSAGES.accessDenied);
  return saving(
    () =>
      db.transaction(async (tx) => {
        if (accountId) {
          // One creation at a time per account: the plan's count and the name check hold until the commit.
          await tx
            .select({ id: corporateAccounts.id })
            .from(corporateAccounts)
            .where(eq(corporateAccounts.id, accountId))
            .for("update");
          const [taken] = await tx
            .select({ id: categories.id })
            .from(categories)
            .where(
              and(
                sql`${categories.id} in (select id from get_available_categories_for_account(${accountId}::uuid))`,
                sql`lower(${categories.name}) = lower(${input.name})`,
              ),
            )
            .limit(1);
          if (taken)
            throw new AppError("CATEGORY_DUPLICATE", CATEGORY_MESSAGES.duplicate, {
              name: CATEGORY_MESSAGES.duplicate,
            });
          await assertWithinPlanLimit(tx, accountId, { kind: "categories" });
        }
        const [row] = await tx
          .insert(categories)
          .values({ ...input, corporateAccountId: accountId })
          .returning({ id: categories.id, name: categories.name });
        if (!row) throw new AppError("CATEGORY_SAVE_FAILED", CATEGORY_MESSAGES.saveError);
        await recordAudit(tx, {
          actor,
          accountId,
          action: "category.created",
          target: { type: "category", id: row.id },
          changes: input,
        });
        return row;
      }),
    CATEGORY_MESSAGES.saveError,
  );
}
