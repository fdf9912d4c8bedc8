import { eq } from "drizzle-orm";
import {
  ACCOUNT_MESSAGES,
  type AccountFormOutput,
  smtpSectionFilled,
  whatsappSectionFilled,
} from "../../../domain/accounts/accounts";
import type { Actor } from "../../../domain/auth/permissions";
import { SETTINGS_MESSAGES } from "../../../domain/settings/settings";
import { subscriptionPlans } from "../../db/tables/plans";
import type { Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { throwDbError } from "../../platform/errors/db-errors";
import type { Secrets } from "../../platform/secrets/secrets";
import { replaceAccountCategories } from "../categories";
import { deleteSmtp, deleteWhatsapp, saveSmtp, saveWhatsapp } from "../delivery";

/** A plan may be kept as it is; a new choice must be an active plan. */
export async function checkPlan(
  tx: Tx,
  planId: string | null | undefined,
  currentPlanId: string | null,
): Promise<void> {
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

export async function saveRelations(
  tx: Tx,
  secrets: Secrets,
  actor: Actor,
  accountId: string,
  input: AccountFormOutput,
) {
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

export const accountValues = (input: AccountFormOutput) => ({
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

export const mapSaveError = (err: unknown) =>
  throwDbError(err, {
    foreignKey: { code: "VALIDATION_ERROR", message: ACCOUNT_MESSAGES.planInvalid, field: "planId" },
  });
