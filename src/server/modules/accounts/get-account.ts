import { and, eq } from "drizzle-orm";
import { ACCOUNT_MESSAGES, type AccountDetail, type SubscriptionStatus } from "../../../domain/accounts/accounts";
import { corporateAccounts, notSystemAccount } from "../../db/tables/accounts";
import { categoryCorporateAccounts } from "../../db/tables/categories";
import { subscriptionPlans } from "../../db/tables/plans";
import type { Db } from "../../platform/db/client";
import { notFound } from "../../platform/errors/app-error";
import type { Secrets } from "../../platform/secrets/secrets";
import { smtpConfigView, whatsappConfigView } from "../delivery";

export async function getAccount(db: Db, secrets: Secrets, id: string): Promise<AccountDetail> {
  const [row] = await db
    .select({ account: corporateAccounts, planName: subscriptionPlans.name })
    .from(corporateAccounts)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, corporateAccounts.planId))
    .where(and(eq(corporateAccounts.id, id), notSystemAccount))
    .limit(1);
  if (!row) throw notFound(ACCOUNT_MESSAGES.notFound);
  const a = row.account;
  const [smtp, whatsapp, links] = await Promise.all([
    smtpConfigView(db, id),
    whatsappConfigView(db, secrets, id),
    db
      .select({ id: categoryCorporateAccounts.categoryId })
      .from(categoryCorporateAccounts)
      .where(eq(categoryCorporateAccounts.corporateAccountId, id)),
  ]);
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    phone: a.phone,
    address: a.address,
    document: a.document,
    planId: a.planId,
    planName: row.planName,
    subscriptionStatus: a.subscriptionStatus as SubscriptionStatus,
    subscriptionStartDate: a.subscriptionStartDate,
    subscriptionEndDate: a.subscriptionEndDate,
    lastBillingDate: a.lastBillingDate,
    nextBillingDate: a.nextBillingDate,
    smtp,
    whatsapp,
    categoryIds: links.map((l) => l.id),
    createdAt: a.createdAt.toISOString(),
  };
}
