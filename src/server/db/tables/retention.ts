import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import {
  DELIVERY_LOG_RETENTION_MONTHS,
  DRAFT_RETENTION_DAYS,
  type RetentionRemoved,
} from "../../../domain/retention/retention";
import { updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";

/**
 * One account's retention (issue 27, migration 0023): null periods keep everything (the default, and
 * an account without a row). The daily job writes what its last run removed, for the settings screen.
 */
export const retentionSettings = pgTable(
  "retention_settings",
  {
    corporateAccountId: accountRef("cascade").primaryKey(),
    draftDays: integer("draft_days"),
    deliveryLogMonths: integer("delivery_log_months"),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    lastRemoved: jsonb("last_removed").$type<RetentionRemoved>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "retention_draft_days_check",
      sql`${t.draftDays} is null or ${t.draftDays} between ${sql.raw(String(DRAFT_RETENTION_DAYS.min))} and ${sql.raw(String(DRAFT_RETENTION_DAYS.max))}`,
    ),
    check(
      "retention_delivery_log_months_check",
      sql`${t.deliveryLogMonths} is null or ${t.deliveryLogMonths} between ${sql.raw(String(DELIVERY_LOG_RETENTION_MONTHS.min))} and ${sql.raw(String(DELIVERY_LOG_RETENTION_MONTHS.max))}`,
    ),
  ],
);
