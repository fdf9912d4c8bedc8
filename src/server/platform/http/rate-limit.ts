/** A fixed-window limiter per key (client address), for routes Better Auth does not cover. */
export function fixedWindowLimiter(max: number, windowMs: number) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return (key: string): boolean => {
    const now = Date.now();
    const hit = hits.get(key);
    if (!hit || hit.resetAt <= now) {
      if (hits.size > 10_000) hits.clear();
      hits.set(key, { count: 1, resetAt: now + windowMs });
      return true;
    }
    hit.count += 1;
    return hit.count <= max;
  };
}
