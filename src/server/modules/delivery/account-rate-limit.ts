/**
 * Per-account send rate (token bucket per account and channel, in this worker process): one account's
 * burst or broadcast waits for its own tokens while the other accounts' deliveries go on. A delivery
 * over the limit is put back on the queue for later (not counted as an attempt).
 */
export function accountRateLimiter(ratePerSecond: number, now: () => number = Date.now) {
  const burst = Math.max(1, ratePerSecond);
  const buckets = new Map<string, { tokens: number; at: number }>();
  /** 0 when the send may go now (a token is taken), else the milliseconds to wait. */
  return (key: string): number => {
    const t = now();
    const bucket = buckets.get(key) ?? { tokens: burst, at: t };
    bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * ratePerSecond);
    bucket.at = t;
    buckets.set(key, bucket);
    if (buckets.size > 10_000) buckets.clear();
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - bucket.tokens) / ratePerSecond) * 1000);
  };
}
