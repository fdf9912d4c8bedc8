import { z } from "zod";

/**
 * The ZapSign webhook body as we read it (PROVIDERS.md: the document object plus `event_type`).
 * Parsed after the token check, so a well-authenticated but malformed event is answered 400 and
 * logged, never a 500 that makes ZapSign retry forever. Fields we do not read pass through (loose).
 */
export const ESIGN_WEBHOOK_MESSAGES = {
  invalidEvent: "Evento do webhook inválido.",
  invalidDate: "Data inválida no evento do webhook.",
} as const;

/** ISO-8601 date-time as ZapSign sends it ("2026-11-20T10:00:00.123456Z", offsets allowed). */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A real calendar instant: `new Date("2025-02-30T…")` silently becomes March 2nd, so the parts are checked. */
export function parseProviderDateTime(value: string): Date | null {
  const m = ISO_DATE_TIME.exec(value);
  if (!m) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map((p) => Number(p ?? 0));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(m[7] ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const providerDateTime = z
  .string({ error: ESIGN_WEBHOOK_MESSAGES.invalidDate })
  .max(64, ESIGN_WEBHOOK_MESSAGES.invalidDate)
  .transform((value, ctx) => {
    const date = parseProviderDateTime(value);
    if (!date) {
      ctx.addIssue({ code: "custom", message: ESIGN_WEBHOOK_MESSAGES.invalidDate });
      return z.NEVER;
    }
    return date;
  });

const text = (max: number) =>
  z.string({ error: ESIGN_WEBHOOK_MESSAGES.invalidEvent }).max(max, ESIGN_WEBHOOK_MESSAGES.invalidEvent).nullish();

export const zapsignSignerSchema = z
  .object({
    token: text(200),
    status: text(50),
    signed_at: providerDateTime.nullish(),
  })
  .loose();

export const zapsignEventSchema = z
  .object(
    {
      event_type: text(100),
      token: text(200),
      status: text(50),
      signed_file: text(4000),
      signers: z
        .array(z.object(zapsignSignerSchema.shape).loose(), { error: ESIGN_WEBHOOK_MESSAGES.invalidEvent })
        .max(500, ESIGN_WEBHOOK_MESSAGES.invalidEvent)
        .nullish(),
    },
    { error: ESIGN_WEBHOOK_MESSAGES.invalidEvent },
  )
  .loose();

export type ZapsignEvent = z.output<typeof zapsignEventSchema>;

/** The webhook's answer: received, and whether the event matched one of our requests. */
export const esignWebhookAnswerSchema = z.object({ received: z.literal(true), matched: z.boolean() });
