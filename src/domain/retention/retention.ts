import { z } from "zod";
import { dateTimeText } from "../shared/contracts/define";

/**
 * Retention (issue 27, docs/decisions/0042): what an account asks the platform to delete by itself,
 * once a day. Off by default (null): nothing is deleted until the corporate admin chooses a period.
 */

/** Drafts untouched for N days: at least a week (a draft in progress is not lost over a holiday), at most 10 years. */
export const DRAFT_RETENTION_DAYS = { min: 7, max: 3650 } as const;
/** Delivery logs (recipient, subject, status of each e-mail/WhatsApp) after N months: 1 to 120. */
export const DELIVERY_LOG_RETENTION_MONTHS = { min: 1, max: 120 } as const;

export const RETENTION_MESSAGES = {
  draftDays: `Informe de ${DRAFT_RETENTION_DAYS.min} a ${DRAFT_RETENTION_DAYS.max.toLocaleString("pt-BR")} dias, ou desative.`,
  deliveryMonths: `Informe de ${DELIVERY_LOG_RETENTION_MONTHS.min} a ${DELIVERY_LOG_RETENTION_MONTHS.max} meses, ou desative.`,
  title: "Retenção de dados",
  saved: "Retenção salva",
} as const;

const period = (bounds: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int({ error: message }).min(bounds.min, { error: message }).max(bounds.max, {
    error: message,
  });

/** The settings: null means "keep" (the default). */
export const retentionSettingsSchema = z.object({
  draftDays: period(DRAFT_RETENTION_DAYS, RETENTION_MESSAGES.draftDays).nullable(),
  deliveryLogMonths: period(DELIVERY_LOG_RETENTION_MONTHS, RETENTION_MESSAGES.deliveryMonths).nullable(),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/** What one run removed, per kind. */
export const retentionRemovedSchema = z.object({ drafts: z.number(), deliveryLogs: z.number() });
export type RetentionRemoved = z.infer<typeof retentionRemovedSchema>;

/** The corporate admin's screen: the settings and what the last daily run removed. */
export const retentionScreenSchema = z.object({
  settings: retentionSettingsSchema,
  lastRunAt: dateTimeText.nullable(),
  lastRemoved: retentionRemovedSchema.nullable(),
});
export type RetentionScreen = z.infer<typeof retentionScreenSchema>;

export const RETENTION_OFF: RetentionSettings = { draftDays: null, deliveryLogMonths: null };

/** The form's text, as typed: blank keeps (null), digits are the period (a number). */
const typedPeriod = (v: unknown) => {
  if (typeof v !== "string") return v;
  const text = v.trim();
  return text === "" ? null : /^\d+$/.test(text) ? Number(text) : Number.NaN;
};

/** The screen's form: each period as typed (blank: keep), checked by the same bounds as the API. */
export const retentionFormSchema = z.object({
  draftDays: z.preprocess(typedPeriod, retentionSettingsSchema.shape.draftDays),
  deliveryLogMonths: z.preprocess(typedPeriod, retentionSettingsSchema.shape.deliveryLogMonths),
});
export interface RetentionForm {
  draftDays: string;
  deliveryLogMonths: string;
}
export const retentionFormOf = (s: RetentionSettings): RetentionForm => ({
  draftDays: s.draftDays === null ? "" : String(s.draftDays),
  deliveryLogMonths: s.deliveryLogMonths === null ? "" : String(s.deliveryLogMonths),
});
