import { sql } from "drizzle-orm";
import { check, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns";
import { accountRef } from "../accounts/schema";
import { storedFiles } from "../files/schema";

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
