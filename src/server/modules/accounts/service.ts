import { and, asc, desc, eq, ilike, isNull, type SQL, sql } from "drizzle-orm";
import {
  ACCOUNT_MESSAGES,
  type AccountDetail,
  type AccountFormOutput,
  type AccountListItem,
  type AccountListQuery,
  type SubscriptionStatus,
  smtpSectionFilled,
  whatsappSectionFilled,
} from "../../../domain/corporate-accounts";
import type { Page } from "../../../domain/list";
import { SETTINGS_MESSAGES } from "../../../domain/settings";
import type { Db, Tx } from "../../platform/db/client";
import { listPage } from "../../platform/db/list-page";
import { containsPattern } from "../../platform/db/sql-search";
import { AppError, notFound } from "../../platform/errors/app-error";
import { throwDbError } from "../../platform/errors/db-errors";
import type { Secrets } from "../../platform/secrets/secrets";
import { recordAudit } from "../audit";
import type { Actor } from "../auth";
import { replaceAccountCategories } from "../categories";
import { categories, categoryCorporateAccounts } from "../categories/schema";
import { deleteSmtp, deleteWhatsapp, saveSmtp, saveWhatsapp, smtpConfigView, whatsappConfigView } from "../delivery";
import { subscriptionPlans } from "../plans/schema";
import { corporateAccounts } from "./schema";
import { notSystemAccount } from "./system-account";

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

/** A plan may be kept as it is; a new choice must be an active plan. */
async function checkPlan(tx: Tx, planId: string | null | undefined, currentPlanId: string | null): Promise<void> {
  if (!planId || planId === currentPlanId) return;
  const [plan] = await tx
    .select({ isActive: subscriptionPlans.isActive })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, planId))
    .limit(1);
  if (!plan?.isActive) {
    throw new AppError("VALIDATION_ERROR", ACCOUNT_MESSAGES.planInvalid, { planId: ACCOUNT_MESSAGES.planInvalid });
  }
}

async function saveRelations(tx: Tx, secrets: Secrets, actor: Actor, accountId: string, input: AccountFormOutput) {
  const s = input.smtp;
  if (smtpSectionFilled(s)) {
    const smtpSaved = await saveSmtp(
      tx,
      secrets,
      accountId,
      {
        host: s.host ?? "",
        port: s.port ?? 587,
        username: s.username ?? null,
        password: s.password,
        fromEmail: s.fromEmail ?? "",
        fromName: s.fromName ?? null,
        secure: s.secure,
      },
      { requirePassword: false },
    );
    if (smtpSaved === "password_for_new_address") {
      throw new AppError("VALIDATION_ERROR", SETTINGS_MESSAGES.secretForNewAddress, {
        "smtp.password": SETTINGS_MESSAGES.secretForNewAddress,
      });
    }
  } else {
    await deleteSmtp(tx, accountId);
  }
  const w = input.whatsapp;
  if (whatsappSectionFilled(w)) {
    const saved = await saveWhatsapp(tx, secrets, accountId, {
      apiUrl: w.apiUrl ?? "",
      apiKey: w.apiKey,
      instanceName: w.instanceName ?? "",
    });
    if (saved === "key_for_new_address") {
      throw new AppError("VALIDATION_ERROR", SETTINGS_MESSAGES.secretForNewAddress, {
        "whatsapp.apiKey": SETTINGS_MESSAGES.secretForNewAddress,
      });
    }
    if (saved === "key_required") {
      throw new AppError("VALIDATION_ERROR", ACCOUNT_MESSAGES.whatsappKeyRequired, {
        "whatsapp.apiKey": ACCOUNT_MESSAGES.whatsappKeyRequired,
      });
    }
  } else {
    await deleteWhatsapp(tx, accountId);
  }
  // Category links: the saved selection replaces the stored one, checked against the plan saved above.
  await replaceAccountCategories(tx, accountId, input.categoryIds, actor.userId);
}

const accountValues = (input: AccountFormOutput) => ({
  name: input.name,
  email: input.email ?? null,
  phone: input.phone ?? null,
  address: input.address ?? null,
  document: input.document ?? null,
  planId: input.planId ?? null,
  subscriptionStatus: input.subscriptionStatus,
  subscriptionStartDate: input.subscriptionStartDate ?? null,
  subscriptionEndDate: input.subscriptionEndDate ?? null,
  lastBillingDate: input.lastBillingDate ?? null,
  nextBillingDate: input.nextBillingDate ?? null,
});

const mapSaveError = (err: unknown) =>
  throwDbError(err, {
    foreignKey: { code: "VALIDATION_ERROR", message: ACCOUNT_MESSAGES.planInvalid, field: "planId" },
  });

export async function createAccount(db: Db, secrets: Secrets, actor: Actor, input: AccountFormOutput) {
  const id = await db
    .transaction(async (tx) => {
      await checkPlan(tx, input.planId, null);
      const [row] = await tx
        .insert(corporateAccounts)
        .values(accountValues(input))
        .returning({ id: corporateAccounts.id });
      if (!row) throw new AppError("SAVE_FAILED", ACCOUNT_MESSAGES.saveError);
      await saveRelations(tx, secrets, actor, row.id, input);
      await recordAudit(tx, {
        actor,
        accountId: row.id,
        action: "account.created",
        target: { type: "account", id: row.id },
        changes: { name: input.name, planId: input.planId ?? null },
      });
      return row.id;
    })
    .catch(mapSaveError);
  return getAccount(db, secrets, id);
}

export async function updateAccount(db: Db, secrets: Secrets, actor: Actor, id: string, input: AccountFormOutput) {
  await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ planId: corporateAccounts.planId })
        .from(corporateAccounts)
        .where(and(eq(corporateAccounts.id, id), notSystemAccount))
        .for("update")
        .limit(1);
      if (!current) throw notFound(ACCOUNT_MESSAGES.notFound);
      await checkPlan(tx, input.planId, current.planId);
      await tx
        .update(corporateAccounts)
        .set(accountValues(input))
        .where(and(eq(corporateAccounts.id, id), notSystemAccount));
      await saveRelations(tx, secrets, actor, id, input);
      const plan =
        current.planId === (input.planId ?? null) ? {} : { planId: { from: current.planId, to: input.planId ?? null } };
      await recordAudit(tx, {
        actor,
        accountId: id,
        action: "account.updated",
        target: { type: "account", id },
        changes: { name: input.name, ...plan },
      });
    })
    .catch(mapSaveError);
  return getAccount(db, secrets, id);
}

/** Permanent: templates, documents, settings and category links go with it; users lose their account. */
export async function deleteAccount(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(corporateAccounts)
      .where(and(eq(corporateAccounts.id, id), notSystemAccount))
      .returning({ name: corporateAccounts.name });
    if (!row) throw notFound(ACCOUNT_MESSAGES.notFound);
    // The trail outlives the account (no foreign key): its chain ends with this row.
    await recordAudit(tx, {
      actor,
      accountId: id,
      action: "account.deleted",
      target: { type: "account", id },
      changes: { name: row.name },
    });
  });
}

/** Every platform category, by name, for the selection modal (an account's own ones are never linked). */
export async function categoryOptions(db: Db) {
  return db
    .select({ id: categories.id, name: categories.name, description: categories.description })
    .from(categories)
    .where(isNull(categories.corporateAccountId))
    .orderBy(asc(categories.name));
}
