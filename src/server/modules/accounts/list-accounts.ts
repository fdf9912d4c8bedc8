import { and, asc, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { AccountListItem, AccountListQuery, SubscriptionStatus } from "../../../domain/accounts/accounts";
import type { Page } from "../../../domain/shared/list";
import { corporateAccounts, notSystemAccount } from "../../db/tables/accounts";
import { subscriptionPlans } from "../../db/tables/plans";
import type { Db } from "../../platform/db/client";
import { listPage } from "../../platform/db/list-page";
import { containsPattern } from "../../platform/db/sql-search";

/** Corporate accounts (super_admin only). The all-zero system account is never listed, read, edited or deleted. */
export async function listAccounts(db: Db, q: AccountListQuery & { page: number }): Promise<Page<AccountListItem>> {
  const where: SQL[] = [notSystemAccount];
  if (q.search) where.push(ilike(corporateAccounts.name, containsPattern(q.search)));
  if (q.status && q.status !== "all") where.push(eq(corporateAccounts.subscriptionStatus, q.status));
  const filter = and(...where);
  const usersCount =
    sql<number>`(select count(*) from user_metadata um where um.corporate_account_id = "corporate_accounts"."id")`.mapWith(
      Number,
    );
  return listPage(
    db,
    q.page,
    (limit, offset) =>
      db
        .select({
          id: corporateAccounts.id,
          name: corporateAccounts.name,
          email: corporateAccounts.email,
          document: corporateAccounts.document,
          planName: subscriptionPlans.name,
          subscriptionStatus: corporateAccounts.subscriptionStatus,
          usersCount,
          createdAt: corporateAccounts.createdAt,
        })
        .from(corporateAccounts)
        .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, corporateAccounts.planId))
        .where(filter)
        .orderBy(desc(corporateAccounts.createdAt), asc(corporateAccounts.id))
        .limit(limit)
        .offset(offset),
    { source: corporateAccounts, where: filter },
    (r) => ({
      ...r,
      subscriptionStatus: r.subscriptionStatus as SubscriptionStatus,
      usersCount: Number(r.usersCount),
      createdAt: r.createdAt.toISOString(),
    }),
  );
}
