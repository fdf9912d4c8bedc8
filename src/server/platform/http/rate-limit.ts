/** Where a key stands in its current window: allowed or not, what is left, and when the window ends. */
export interface WindowCount {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Epoch milliseconds at which the window (and the count) starts over. */
  resetAt: number;
}

/** A fixed-window counter per key: each call counts one hit and says where the key stands. */
export function fixedWindowCounter(max: number, windowMs: number) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return (key: string): WindowCount => {
    const now = Date.now();
    let hit = hits.get(key);
    if (!hit || hit.resetAt <= now) {
      if (hits.size > 10_000) hits.clear();
      hit = { count: 0, resetAt: now + windowMs };
      hits.set(key, hit);
    }
    hit.count += 1;
    return { allowed: hit.count <= max, limit: max, remaining: Math.max(0, max - hit.count), resetAt: hit.resetAt };
  };
}

/** A fixed-window limiter per key (client address), for routes Better Auth does not cover. */
export function fixedWindowLimiter(max: number, windowMs: number) {
  const count = fixedWindowCounter(max, windowMs);
  return (key: string): boolean => count(key).allowed;
}
