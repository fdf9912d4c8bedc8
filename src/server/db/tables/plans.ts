import { sql } from "drizzle-orm";
import { boolean, check, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "../../platform/db/columns";

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
