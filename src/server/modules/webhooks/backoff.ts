import { WEBHOOK_MAX_ATTEMPTS } from "../../../domain/webhooks/webhooks";

const MINUTE = 60_000;
/**
 * The wait after each failed attempt (1st … 7th): 30 s, 2 min, 10 min, 30 min, 2 h, 6 h, 15 h — the
 * 8th attempt comes ≈ 24 h after the first, so a receiver down for a night still gets everything.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [0.5, 2, 10, 30, 120, 360, 900].map((m) => m * MINUTE);

/** When the next attempt is due after `attempts` tries failed, or null when none is left. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  if (attempts >= WEBHOOK_MAX_ATTEMPTS) return null;
  const wait = WEBHOOK_RETRY_DELAYS_MS[attempts - 1] ?? WEBHOOK_RETRY_DELAYS_MS.at(-1) ?? MINUTE;
  return new Date(now.getTime() + wait);
}
