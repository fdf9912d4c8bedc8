import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, oneOf, updatedAt } from "./columns";

export const SUBSCRIPTION_STATUSES = ["free_trial", "trial", "active", "paused", "canceled", "expired"] as const;

export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: id(),
    name: text("name").notNull().unique(),
    description: text("description"),
    monthlyPrice: numeric("monthly_price", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    annualPrice: numeric("annual_price", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    featuresConfig: jsonb("features_config").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("subscription_plans_prices_check", sql`${t.monthlyPrice} >= 0 and ${t.annualPrice} >= 0`)],
);

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
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    corporateAccountId: uuid("corporate_account_id")
      .notNull()
      .references(() => corporateAccounts.id, { onDelete: "cascade" }),
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.corporateAccountId] }),
    index("category_links_account_idx").on(t.corporateAccountId),
  ],
);

/** One SMTP configuration per corporate account (the all-zero account is the system's). */
export const smtpConfigurations = pgTable(
  "smtp_configurations",
  {
    id: id(),
    corporateAccountId: uuid("corporate_account_id")
      .notNull()
      .unique()
      .references(() => corporateAccounts.id, { onDelete: "cascade" }),
    host: text("host").notNull(),
    port: integer("port").notNull().default(587),
    secure: boolean("secure").notNull().default(true),
    username: text("username"),
    /** Encrypted at rest (AES-256-GCM, see server/crypto). */
    password: text("password"),
    fromEmail: text("from_email").notNull(),
    fromName: text("from_name"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("smtp_port_check", sql`${t.port} between 1 and 65535`)],
);

/** One WhatsApp (Evolution API) configuration per corporate account. */
export const evolutionApiConfigurations = pgTable("evolution_api_configurations", {
  id: id(),
  corporateAccountId: uuid("corporate_account_id")
    .notNull()
    .unique()
    .references(() => corporateAccounts.id, { onDelete: "cascade" }),
  apiUrl: text("api_url").notNull(),
  /** Encrypted at rest. */
  apiKey: text("api_key").notNull(),
  instanceName: text("instance_name").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
