import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns";
import { accountRef } from "./accounts";
import { storedFiles } from "./files";

/**
 * One account's branding (issue 26, migration 0021). Kept when the plan loses "Marca personalizada":
 * it is applied only while the plan has the flag (read-branding.ts `accountBrand`).
 */
export const accountBranding = pgTable(
  "account_branding",
  {
    corporateAccountId: accountRef("cascade").primaryKey(),
    displayName: text("display_name").notNull(),
    primaryColor: text("primary_color").notNull(),
    accentColor: text("accent_color").notNull(),
    logoFileId: uuid("logo_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    supportEmail: text("support_email"),
    supportPhone: text("support_phone"),
    emailSignature: text("email_signature"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "account_branding_colors_check",
      sql`${t.primaryColor} ~ '^#[0-9a-f]{6}$' and ${t.accentColor} ~ '^#[0-9a-f]{6}$'`,
    ),
    check("account_branding_display_name_check", sql`char_length(${t.displayName}) between 1 and 80`),
  ],
);

/**
 * White label's own host name (issue 26, migration 0024, decision 0043): one per account. Anyone may
 * claim a name (pending) but only one account can hold it verified, proven by the DNS TXT record
 * `_minuta.<host>` = `token`; a squatter's pending claim never blocks the real owner.
 */
export const accountHosts = pgTable(
  "account_hosts",
  {
    corporateAccountId: accountRef("cascade").primaryKey(),
    host: text("host").notNull(),
    token: text("token").notNull(),
    status: text("status", { enum: ["pending", "verified", "failed"] })
      .notNull()
      .default("pending"),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("account_hosts_status_check", sql`${t.status} in ('pending', 'verified', 'failed')`),
    check("account_hosts_host_check", sql`${t.host} = lower(${t.host}) and char_length(${t.host}) between 4 and 253`),
    uniqueIndex("account_hosts_verified_host_unique").on(t.host).where(sql`${t.status} = 'verified'`),
    index("account_hosts_host_idx").on(t.host),
  ],
);
