import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { rawRows } from "../db/raw-rows";
import { sha256Hex } from "../sha256";

/** Where a key stands in its current window: allowed or not, what is left, and when the window ends. */
export interface WindowCount {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Epoch milliseconds at which the window (and the count) starts over. */
  resetAt: number;
}

/**
 * Where the rate-limit counters live (decision 0048): counts one hit of `key` in a fixed window of
 * `windowMs` that starts at the key's first hit, and answers the count and when the window ends.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

/** Counters in this process's memory: right for the embedded database, which serves one process. */
export function memoryRateLimitStore(): RateLimitStore {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let hit = hits.get(key);
      if (!hit || hit.resetAt <= now) {
        if (hits.size > 10_000) hits.clear();
        hit = { count: 0, resetAt: now + windowMs };
        hits.set(key, hit);
      }
      hit.count += 1;
      return { count: hit.count, resetAt: hit.resetAt };
    },
  };
}

/** Every this many hits a process deletes the windows that ended (an index scan on reset_at). */
const PRUNE_EVERY = 1000;

/**
 * Counters in PostgreSQL, shared by every web process: one upsert per hit, atomic under the row's
 * lock, with the database's clock (processes on several machines agree on when a window ends). The
 * row holds the key's SHA-256: keys carry what callers send (a signing link's token, an address), and
 * PostgreSQL text refuses a NUL byte; a hash is also of fixed size, whatever was sent.
 */
export function postgresRateLimitStore(db: Db): RateLimitStore {
  let sincePrune = 0;
  return {
    async hit(key, windowMs) {
      if (++sincePrune >= PRUNE_EVERY) {
        sincePrune = 0;
        void db.execute(sql`delete from rate_limit_windows where reset_at < now()`).catch(() => undefined);
      }
      const [row] = await rawRows<{ count: number; reset_ms: number }>(
        db,
        sql`insert into rate_limit_windows as w (key, count, reset_at)
            values (${sha256Hex(key)}, 1, now() + ${windowMs} * interval '1 millisecond')
            on conflict (key) do update set
              count = case when w.reset_at <= now() then 1 else w.count + 1 end,
              reset_at = case when w.reset_at <= now() then excluded.reset_at else w.reset_at end
            returning count, (extract(epoch from reset_at) * 1000)::bigint as reset_ms`,
      );
      if (!row) throw new Error("rate_limit_windows: upsert returned no row");
      return { count: Number(row.count), resetAt: Number(row.reset_ms) };
    },
  };
}

/** PostgreSQL (possibly several processes) shares its counters in the database; PGlite keeps them in memory. */
export function rateLimitStoreFor(database: Database): RateLimitStore {
  return database.kind === "postgres" ? postgresRateLimitStore(database.db) : memoryRateLimitStore();
}

/**
 * A fixed-window counter per key: each call counts one hit and says where the key stands. `name`
 * keeps each limiter's keys apart in a shared store.
 */
export function fixedWindowCounter(store: RateLimitStore, name: string, max: number, windowMs: number) {
  return async (key: string): Promise<WindowCount> => {
    const { count, resetAt } = await store.hit(`${name}:${windowMs}:${key}`, windowMs);
    return { allowed: count <= max, limit: max, remaining: Math.max(0, max - count), resetAt };
  };
}

/** A fixed-window limiter per key (client address), for routes Better Auth does not cover. */
export function fixedWindowLimiter(store: RateLimitStore, name: string, max: number, windowMs: number) {
  const count = fixedWindowCounter(store, name, max, windowMs);
  return async (key: string): Promise<boolean> => (await count(key)).allowed;
}

/**
 * Better Auth's limiter (login, resend, reset) over the same store: its `customStorage`, so N web
 * processes count one limit. Better Auth passes the key (address + path) and the rule.
 */
export function betterAuthRateLimitStorage(store: RateLimitStore) {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const { count, resetAt } = await store.hit(`auth:${key}`, rule.window * 1000);
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) };
    },
  };
}
