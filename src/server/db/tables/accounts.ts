import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { SYSTEM_ACCOUNT_ID } from "../../../domain/accounts/system";
import { createdAt, id, oneOf, updatedAt } from "../../platform/db/columns";
import { subscriptionPlans } from "./plans";

export const SUBSCRIPTION_STATUSES = ["free_trial", "trial", "active", "paused", "canceled", "expired"] as const;

export const corporateAccounts = pgTable(
  "corporate_accounts",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    address: text("address"),
    document: text("document"),
    // NO ACTION (23503): a plan in use cannot be deleted and leave accounts pointing at nothing.
    planId: uuid("plan_id").references(() => subscriptionPlans.id, { onDelete: "no action" }),
    subscriptionStatus: text("subscription_status").notNull().default("free_trial"),
    subscriptionStartDate: date("subscription_start_date"),
    subscriptionEndDate: date("subscription_end_date"),
    lastBillingDate: date("last_billing_date"),
    nextBillingDate: date("next_billing_date"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("corporate_accounts_status_check", sql`${t.subscriptionStatus} in (${oneOf(SUBSCRIPTION_STATUSES)})`),
    index("corporate_accounts_plan_idx").on(t.planId),
  ],
);

/** corporate_account_id: the tenant a row belongs to, dropped or cleared with the account. */
export const accountRef = (onDelete: "cascade" | "set null") =>
  uuid("corporate_account_id").references(() => corporateAccounts.id, { onDelete });

/**
 * The one home of the system-account exclusion (issue 8 §4). The all-zero account is seeded, inactive and
 * used only as the super admins' settings scope: it is never listed, picked, linked, edited or deleted.
 * Here beside the table, so every module that reads accounts (categories, users, insight) filters alike.
 */
export const notSystemAccount: SQL = ne(corporateAccounts.id, SYSTEM_ACCOUNT_ID);

/** Accounts users, categories and limits may be tied to: active and not the system account. */
export const activeCorporateAccount: SQL = and(eq(corporateAccounts.isActive, true), notSystemAccount) as SQL;

/** Whether an account id is the system account. */
export const isSystemAccount = (accountId: string | null | undefined): boolean => accountId === SYSTEM_ACCOUNT_ID;
