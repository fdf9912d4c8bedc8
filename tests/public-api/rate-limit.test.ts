import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiWorld, v1 } from "./support";

/** Issue 23: a per-key limit per minute, told on every v1 answer; past it, 429 with Retry-After. */
let w: Awaited<ReturnType<typeof apiWorld>>;
const LIMIT = 4;

beforeAll(async () => {
  w = await apiWorld({ apiRateLimitPerMinute: LIMIT });
});
afterAll(() => w.ctx.close());

describe("the per-key rate limit", () => {
  it("counts down in RateLimit-* headers, then answers 429 with Retry-After, per key", async () => {
    const remaining: string[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await v1(w.ctx, w.keyA.secret, { method: "GET", url: "/api/v1/templates" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["ratelimit-limit"]).toBe(String(LIMIT));
      expect(Number(res.headers["ratelimit-reset"])).toBeGreaterThan(0);
      expect(Number(res.headers["ratelimit-reset"])).toBeLessThanOrEqual(60);
      remaining.push(String(res.headers["ratelimit-remaining"]));
    }
    expect(remaining).toEqual(["3", "2", "1", "0"]);
    const refused = await v1(w.ctx, w.keyA.secret, { method: "GET", url: "/api/v1/templates" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("TOO_MANY_REQUESTS");
    expect(refused.json().error.message).toMatch(/Muitas requisições/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["ratelimit-remaining"]).toBe("0");
    // Another key (B's) has its own count.
    const other = await v1(w.ctx, w.keyB.secret, { method: "GET", url: "/api/v1/templates" });
    expect([other.statusCode, other.headers["ratelimit-remaining"]]).toEqual([200, String(LIMIT - 1)]);
  });

  it("tells the limit on a refused answer too (a scope the key lacks)", async () => {
    const res = await v1(w.ctx, w.only["templates:read"], { method: "GET", url: "/api/v1/documents" });
    expect(res.statusCode).toBe(403);
    expect(res.headers["ratelimit-limit"]).toBe(String(LIMIT));
  });
});
