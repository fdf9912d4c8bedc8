import { eq } from "drizzle-orm";
import type { Actor } from "../../../domain/auth/permissions";
import {
  type Brand,
  type BrandingScreen,
  type BrandingSettings,
  PLATFORM_BRAND,
} from "../../../domain/branding/branding";
import { corporateAccounts } from "../../db/tables/accounts";
import { accountBranding } from "../../db/tables/branding";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { fileUrl } from "../../platform/storage/file-storage";
import { accountPlanFeatures } from "../plans";

type Row = typeof accountBranding.$inferSelect;

const settingsOf = (row: Row): BrandingSettings => ({
  displayName: row.displayName,
  primaryColor: row.primaryColor,
  accentColor: row.accentColor,
  supportEmail: row.supportEmail,
  supportPhone: row.supportPhone,
  emailSignature: row.emailSignature,
  logoFileId: row.logoFileId,
  logoUrl: row.logoFileId ? fileUrl(row.logoFileId) : null,
});

async function accountRow(db: Db | Tx, accountId: string) {
  const [row] = await db
    .select({ name: corporateAccounts.name, branding: accountBranding })
    .from(corporateAccounts)
    .leftJoin(accountBranding, eq(accountBranding.corporateAccountId, corporateAccounts.id))
    .where(eq(corporateAccounts.id, accountId))
    .limit(1);
  return row;
}

/** The corporate admin's screen: what is saved for its own account and whether the plan applies it. */
export async function brandingScreen(db: Db | Tx, actor: Actor): Promise<BrandingScreen> {
  const accountId = actor.accountId;
  if (!accountId) throw new AppError("NO_ACCOUNT");
  const [row, plan] = await Promise.all([accountRow(db, accountId), accountPlanFeatures(db, accountId)]);
  if (!row) throw new AppError("NO_ACCOUNT");
  return {
    enabled: plan?.features.custom_branding_enabled === true,
    planName: plan?.planName ?? null,
    accountName: row.name,
    settings: row.branding ? settingsOf(row.branding) : null,
  };
}

/**
 * The look of what an account's users, recipients and signers see, read at the moment it is shown or
 * sent: the saved branding only while the plan has "Marca personalizada" (so it falls back at once
 * when the plan loses it, and returns with it); "White label" hides the platform's name. No account
 * (a super admin's document, a system mail): the platform's look.
 */
export async function accountBrand(db: Db | Tx, accountId: string | null): Promise<Brand> {
  if (!accountId) return PLATFORM_BRAND;
  const [row, plan] = await Promise.all([accountRow(db, accountId), accountPlanFeatures(db, accountId)]);
  if (!row || !plan) return PLATFORM_BRAND;
  const custom = plan.features.custom_branding_enabled && row.branding !== null;
  const whiteLabel = plan.features.white_label_enabled;
  const saved = row.branding;
  if (!custom || !saved) {
    return whiteLabel ? { ...PLATFORM_BRAND, name: saved?.displayName ?? row.name, whiteLabel } : PLATFORM_BRAND;
  }
  return {
    name: saved.displayName,
    logoUrl: saved.logoFileId ? fileUrl(saved.logoFileId) : null,
    primaryColor: saved.primaryColor,
    accentColor: saved.accentColor,
    supportEmail: saved.supportEmail,
    supportPhone: saved.supportPhone,
    emailSignature: saved.emailSignature,
    custom: true,
    whiteLabel,
  };
}
