/**
 * First-response targets of support tickets (issue 29): counted in business time in Brasília
 * (UTC−3 all year since daylight saving ended in 2019), Monday to Friday, 09:00–18:00. National
 * holidays are not skipped (decision 0046): the target is a promise shown to the team, and a holiday
 * only makes it stricter. Pure functions: the server stores the due time, the screens show it.
 */

/** Brasília's offset from UTC, in milliseconds (no daylight saving since 2019). */
const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;
const MINUTE = 60_000;
const DAY_START = 9 * 60;
const DAY_END = 18 * 60;
/** A business day is the nine hours between DAY_START and DAY_END. */
export const BUSINESS_DAY_MINUTES = DAY_END - DAY_START;

/** Priority accounts: 4 business hours; everyone else: 2 business days. */
export const FIRST_RESPONSE_MINUTES = { priority: 4 * 60, standard: 2 * BUSINESS_DAY_MINUTES } as const;

/** The target's Portuguese label, as the queue and the customer's screen show it. */
export const firstResponseLabel = (priority: boolean) => (priority ? "4 horas úteis" : "2 dias úteis");

/** Brasília wall-clock time as a UTC-based Date (its getUTC* read the local fields). */
const toLocal = (d: Date) => new Date(d.getTime() + BRASILIA_OFFSET_MS);
const fromLocal = (d: Date) => new Date(d.getTime() - BRASILIA_OFFSET_MS);
const isWeekend = (local: Date) => local.getUTCDay() === 0 || local.getUTCDay() === 6;
const minuteOfDay = (local: Date) => local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60;
const atMinute = (local: Date, minute: number) => {
  const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  return new Date(d.getTime() + minute * MINUTE);
};
const nextDayStart = (local: Date) => atMinute(new Date(local.getTime() + 24 * 60 * MINUTE), DAY_START);

/** `minutes` of business time after `start` (a ticket opened off hours starts counting at the next opening). */
export function addBusinessMinutes(start: Date, minutes: number): Date {
  let cursor = toLocal(start);
  let left = minutes;
  for (;;) {
    if (isWeekend(cursor) || minuteOfDay(cursor) >= DAY_END) {
      cursor = nextDayStart(cursor);
      continue;
    }
    if (minuteOfDay(cursor) < DAY_START) cursor = atMinute(cursor, DAY_START);
    const available = DAY_END - minuteOfDay(cursor);
    if (left <= available) return fromLocal(new Date(cursor.getTime() + left * MINUTE));
    left -= available;
    cursor = nextDayStart(cursor);
  }
}

/** When the first answer of a ticket opened at `openedAt` is due. */
export function firstResponseDue(openedAt: Date, priority: boolean): Date {
  return addBusinessMinutes(openedAt, priority ? FIRST_RESPONSE_MINUTES.priority : FIRST_RESPONSE_MINUTES.standard);
}

/** Overdue: not yet answered by the team and past its due time. */
export function isFirstResponseOverdue(
  t: { firstResponseDueAt: string | Date; firstResponseAt: string | Date | null },
  now: Date,
): boolean {
  return t.firstResponseAt === null && new Date(t.firstResponseDueAt).getTime() < now.getTime();
}
