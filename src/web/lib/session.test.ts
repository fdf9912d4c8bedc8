import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionView } from "../../domain/auth/session";

/** The session store that replaced the ['me'] query (issue 8): what the gate and the pages see. */

const me = (email: string) => ({ user: { email } }) as unknown as SessionView;
/** What GET /api/session answers for a signed-in user. */
const signedIn = (email: string) => ({ session: me(email) });
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

// A fresh module per test: the store is module state, as in the browser (one per page load).
let store: typeof import("./session");
beforeEach(async () => {
  vi.resetModules();
  store = await import("./session");
});
afterEach(() => vi.unstubAllGlobals());

describe("session store", () => {
  it("reads /api/session once, and a second caller within 30 s shares that read", async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, signedIn("ana@minuta.local")));
    vi.stubGlobal("fetch", fetch);
    const [a, b] = await Promise.all([store.currentSession(), store.currentSession()]);
    expect(a?.user.email).toBe("ana@minuta.local");
    expect(b).toBe(a);
    await store.currentSession();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/session$/);
  });

  it("is signed out when /api/session answers 200 with a null session (a visitor: no failed request)", async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, { session: null }));
    vi.stubGlobal("fetch", fetch);
    expect(await store.refreshSession()).toBeNull();
    expect(await store.currentSession()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("is signed out on 401, without a second attempt", async () => {
    const fetch = vi.fn().mockResolvedValue(answer(401, { code: "UNAUTHORIZED", message: "x" }));
    vi.stubGlobal("fetch", fetch);
    expect(await store.refreshSession()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("tries twice, 500 ms apart, then continues as signed out (spec 1 §4)", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(answer(200, signedIn("bia@minuta.local")));
    vi.stubGlobal("fetch", fetch);
    expect((await store.refreshSession())?.user.email).toBe("bia@minuta.local");
    expect(fetch).toHaveBeenCalledTimes(2);

    vi.resetModules();
    store = await import("./session");
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    expect(await store.refreshSession()).toBeNull();
  });

  it("keeps a known session when a later read fails, and the newest read wins", async () => {
    store.setSession(me("caio@minuta.local"));
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    expect((await store.refreshSession())?.user.email).toBe("caio@minuta.local");

    // An older, slower read must not overwrite a newer one (e.g. a read started before signing in).
    let releaseOld: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockReturnValueOnce(new Promise<Response>((resolve) => (releaseOld = resolve)))
        .mockResolvedValueOnce(answer(200, signedIn("dora@minuta.local"))),
    );
    const old = store.refreshSession();
    expect((await store.refreshSession())?.user.email).toBe("dora@minuta.local");
    releaseOld(answer(401, {}));
    await old;
    expect((await store.currentSession())?.user.email).toBe("dora@minuta.local");
  });

  it("signing out sets the session without a request", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    store.setSession(null);
    expect(await store.currentSession()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
