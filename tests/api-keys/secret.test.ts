import { describe, expect, it } from "vitest";
import { newApiKeySecret } from "../../src/server/modules/api-keys/secret";
import { sha256Hex } from "../../src/server/platform/sha256";

describe("API key secrets", () => {
  it("are mk_live_ in production, mk_test_ elsewhere, 32 random bytes in base62, kept only as a hash", () => {
    const live = newApiKeySecret("production");
    expect(live.secret).toMatch(/^mk_live_[0-9A-Za-z]{43}$/);
    expect(live.prefix).toBe(live.secret.slice(0, 12));
    expect(live.hash).toBe(sha256Hex(live.secret));
    expect(newApiKeySecret("development").secret).toMatch(/^mk_test_/);
    const many = new Set(Array.from({ length: 200 }, () => newApiKeySecret("test").secret));
    expect(many.size).toBe(200);
  });
});
