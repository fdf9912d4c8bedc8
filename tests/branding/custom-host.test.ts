import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { saveCustomHost } from "../../src/server/modules/branding/custom-host";
import { recheckVerifiedHosts } from "../../src/server/modules/branding/host-recheck-job";
import { api, fakeResolver, type TestContext } from "../helpers/app";
import { createPlanWith } from "../helpers/fixtures";
import { builtinSigningContext, finalizedDocument, linkIn, mailsTo, requestSignatures } from "../signatures/support";

// Issue 26, white label's own host name (decision 0043): registered by the corporate admin, proven by
// a DNS TXT record (a stub resolver here), then the host answers only its account's signer/share links.
const HOST = "assinar.beta.com.br";
const ORIGIN_OF_HOST = `http://${HOST}`;
/** What the stub DNS publishes: TXT values by record name (an absent name does not exist). */
const dns = new Map<string, string[][]>();
const resolver = fakeResolver({ txt: dns });

let ctx: TestContext;
let t: Awaited<ReturnType<typeof builtinSigningContext>>;
let whiteLabelPlan: string;
const hostApi = (opts: Parameters<typeof api>[1], host = HOST) =>
  api(ctx, { ...opts, headers: { host, origin: `http://${host}`, ...opts.headers } });
const screenOf = (cookie: string) => api(ctx, { method: "GET", url: "/api/corporate/branding/host", cookie });
const register = (cookie: string, host: string) =>
  api(ctx, { method: "PUT", url: "/api/corporate/branding/host", cookie, payload: { host } });
const verify = (cookie: string) => api(ctx, { method: "POST", url: "/api/corporate/branding/host/verify", cookie });
const setPlan = (accountId: string, planId: string) =>
  ctx.db.update(corporateAccounts).set({ planId }).where(eq(corporateAccounts.id, accountId));

async function signingLinkFor(cookie: string, accountId: string, email: string): Promise<string> {
  const docId = await finalizedDocument(ctx, cookie, accountId);
  await requestSignatures(ctx, cookie, docId, [{ signer_name: "Rita", signer_email: email, order_sequence: 1 }]);
  return /https?:\/\/\S+\/assinar\/\S+/.exec(mailsTo(ctx, email)[0]?.text ?? "")?.[0] ?? "";
}

beforeAll(async () => {
  t = await builtinSigningContext(() => new Date(), { devOutbox: true, resolver });
  ctx = t.ctx;
  whiteLabelPlan = await createPlanWith(ctx.db, "Marca Branca", {
    ...DEFAULT_PLAN_FEATURES,
    white_label_enabled: true,
  });
});
afterAll(async () => ctx.close());

describe("custom host name settings", () => {
  it("needs White label in the plan", async () => {
    expect((await screenOf(t.a.admin.cookie)).json()).toEqual({ enabled: false, customHost: null });
    const res = await register(t.a.admin.cookie, HOST);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("PLAN_FEATURE_DISABLED");
  });

  it("refuses a malformed name and the platform's own host", async () => {
    await setPlan(t.tenants.accountA, whiteLabelPlan);
    for (const bad of ["https://assinar.beta.com.br/x", "assinar beta", "10.0.0.1", "beta"]) {
      const res = await register(t.a.admin.cookie, bad);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
    }
    // The tests' APP_URL is localhost (not a DNS name the form accepts): the operation is asked with a real one.
    const actor = { userId: t.a.admin.userId, accountId: t.tenants.accountA } as Parameters<typeof saveCustomHost>[1];
    await expect(
      saveCustomHost(ctx.db, actor, { host: "App.Minuta.com.br." }, "https://app.minuta.com.br"),
    ).rejects.toMatchObject({ code: "VALIDATION_ERROR", message: expect.stringContaining("própria plataforma") });
  });

  it("registers the host pending, with the TXT record to publish; verifies it by DNS (failed, then verified)", async () => {
    const saved = await register(t.a.admin.cookie, " Assinar.Beta.com.br ");
    expect(saved.statusCode).toBe(200);
    const pending = saved.json().customHost;
    expect(pending).toMatchObject({ host: HOST, status: "pending", txtName: `_minuta.${HOST}`, verifiedAt: null });
    expect(pending.txtValue).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const missing = await verify(t.a.admin.cookie);
    expect(missing.json().customHost).toMatchObject({ status: "failed" });
    expect(missing.json().customHost.lastError).toContain(`_minuta.${HOST}`);

    dns.set(`_minuta.${HOST}`, [["v=spf1 -all"], [pending.txtValue.slice(0, 10), pending.txtValue.slice(10)]]);
    const ok = await verify(t.a.admin.cookie);
    expect(ok.json().customHost).toMatchObject({ status: "verified", lastError: null, txtValue: pending.txtValue });
  });

  it("never lets a second account hold the same host, and shows each admin only its own", async () => {
    await setPlan(t.tenants.accountB, whiteLabelPlan);
    const claim = await register(t.b.admin.cookie, HOST);
    expect(claim.statusCode).toBe(409);
    expect(claim.json().error.message).toBe("Este endereço já está verificado por outra conta.");
    expect((await screenOf(t.b.admin.cookie)).json().customHost).toBeNull();
    // The other roles of account A do not see or change it.
    expect((await screenOf(t.a.standard.cookie)).statusCode).toBe(403);
    expect((await register(t.a.supervisor.cookie, "x.beta.com.br")).statusCode).toBe(403);
  });

  it("a pending claim raced by another account's verification fails, saying why", async () => {
    const other = "contratos.gama.com.br";
    const b = (await register(t.b.admin.cookie, other)).json().customHost;
    // Account C (the super admin's fixture has no account: make one) is not needed: A claims it too.
    const a = (await register(t.a.admin.cookie, other)).json().customHost;
    dns.set(`_minuta.${other}`, [[a.txtValue], [b.txtValue]]);
    expect((await verify(t.a.admin.cookie)).json().customHost.status).toBe("verified");
    const lost = (await verify(t.b.admin.cookie)).json().customHost;
    expect(lost).toMatchObject({ status: "failed", lastError: "Este endereço já está verificado por outra conta." });
    // A goes back to its first host (a new claim: pending until DNS is asked again).
    expect((await register(t.a.admin.cookie, HOST)).json().customHost.status).toBe("pending");
    const back = (await screenOf(t.a.admin.cookie)).json().customHost;
    dns.set(`_minuta.${HOST}`, [[back.txtValue]]);
    expect((await verify(t.a.admin.cookie)).json().customHost.status).toBe("verified");
  });
});

describe("host name routing", () => {
  it("puts the account's host in its signer links, and answers there only its own signer/share routes", async () => {
    const link = await signingLinkFor(t.a.admin.cookie, t.tenants.accountA, "rita.a@exemplo.com.br");
    expect(link.startsWith(`${ORIGIN_OF_HOST}/assinar/`)).toBe(true);
    const token = linkIn(link);

    expect((await hostApi({ method: "GET", url: `/api/sign/${token}` })).statusCode).toBe(200);
    const code = await hostApi({ method: "POST", url: `/api/sign/${token}/code` });
    expect(code.statusCode).toBeLessThan(300);
    // Everything else on that host is 404: the app's API, the login page, the super admin's screens.
    for (const url of ["/api/documents", "/api/session", "/login", "/", "/admin/plans", "/api/health"]) {
      const res = await hostApi({ method: "GET", url, cookie: t.a.admin.cookie });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    // Another account's signer link is not answered on A's host, though it works on the platform.
    const linkB = await signingLinkFor(t.b.admin.cookie, t.tenants.accountB, "rita.b@exemplo.com.br");
    expect(linkB.startsWith("http://localhost:3000/assinar/")).toBe(true);
    const tokenB = linkIn(linkB);
    expect((await hostApi({ method: "GET", url: `/api/sign/${tokenB}` })).statusCode).toBe(404);
    expect((await hostApi({ method: "GET", url: `/assinar/${tokenB}` })).statusCode).toBe(404);
    expect((await api(ctx, { method: "GET", url: `/api/sign/${tokenB}` })).statusCode).toBe(200);
    // A state-changing request from a foreign origin is still refused on the host.
    const foreign = await hostApi({
      method: "POST",
      url: `/api/sign/${token}/code`,
      headers: { origin: "https://mal.example" },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("answers the host's other spellings (trailing dot, capitals, a port) exactly as the plain host", async () => {
    // Issue 38 §9: `Host: assinar.beta.com.br.` was not the customer's host, so the whole platform answered on it.
    const linkB = await signingLinkFor(t.b.admin.cookie, t.tenants.accountB, "rita.e@exemplo.com.br");
    const tokenB = linkIn(linkB);
    const answersOn = async (spelling: string) => {
      // A link of its own: a code is sent once a minute per signer.
      const email = `rita.${spelling.replace(/[^a-z0-9]/gi, "-")}@exemplo.com.br`;
      const token = linkIn(await signingLinkFor(t.a.admin.cookie, t.tenants.accountA, email));
      const seen = async (opts: Parameters<typeof api>[1]) => (await hostApi(opts, spelling)).statusCode;
      return {
        signerLink: await seen({ method: "GET", url: `/api/sign/${token}` }),
        code: (await seen({ method: "POST", url: `/api/sign/${token}/code` })) < 300,
        me: await seen({ method: "GET", url: "/api/me", cookie: t.a.admin.cookie }),
        session: await seen({ method: "GET", url: "/api/session", cookie: t.a.admin.cookie }),
        documents: await seen({ method: "GET", url: "/api/documents", cookie: t.a.admin.cookie }),
        login: await seen({ method: "GET", url: "/login" }),
        health: await seen({ method: "GET", url: "/api/health" }),
        otherAccountsLink: await seen({ method: "GET", url: `/api/sign/${tokenB}` }),
        foreignOrigin: await seen({
          method: "POST",
          url: `/api/sign/${token}/code`,
          headers: { origin: "https://mal.example" },
        }),
      };
    };
    const plain = await answersOn(HOST);
    expect(plain).toEqual({
      signerLink: 200,
      code: true,
      me: 404,
      session: 404,
      documents: 404,
      login: 404,
      health: 404,
      otherAccountsLink: 404,
      foreignOrigin: 403,
    });
    for (const spelling of [
      `${HOST}.`,
      "ASSINAR.Beta.com.BR",
      `${HOST}:8443`,
      `${HOST}.:443`,
      "Assinar.Beta.com.br.:80",
    ]) {
      expect({ spelling, ...(await answersOn(spelling)) }).toEqual({ spelling, ...plain });
    }
  });

  it("puts the host in share links too, and serves the shared document there", async () => {
    const docId = await finalizedDocument(ctx, t.a.admin.cookie, t.tenants.accountA);
    const to = "cliente.host@exemplo.com.br";
    const share = await api(ctx, {
      method: "POST",
      url: `/api/documents/${docId}/share`,
      cookie: t.a.admin.cookie,
      payload: { channel: "email", recipient: to },
    });
    expect(share.statusCode).toBe(202);
    const shared = new RegExp(`${ORIGIN_OF_HOST}/compartilhado/(\\S+)`).exec(mailsTo(ctx, to)[0]?.text ?? "")?.[1];
    expect(shared).toBeTruthy();
    expect((await hostApi({ method: "GET", url: `/api/shared/${shared}` })).statusCode).toBe(200);
  });

  it("treats unknown hosts as the platform, and ignores X-Forwarded-Host without TRUST_PROXY", async () => {
    expect((await hostApi({ method: "GET", url: "/api/health" }, "outro.exemplo.com.br")).statusCode).toBe(200);
    const forwarded = await api(ctx, { method: "GET", url: "/api/health", headers: { "x-forwarded-host": HOST } });
    expect(forwarded.statusCode).toBe(200);
  });

  it("stops routing and linking when the plan loses White label, and again when DNS loses the record", async () => {
    const basic = await createPlanWith(ctx.db, "Sem marca", DEFAULT_PLAN_FEATURES);
    await setPlan(t.tenants.accountA, basic);
    expect((await hostApi({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    const link = await signingLinkFor(t.a.admin.cookie, t.tenants.accountA, "rita.c@exemplo.com.br");
    expect(link.startsWith("http://localhost:3000/assinar/")).toBe(true);

    await setPlan(t.tenants.accountA, whiteLabelPlan);
    expect((await hostApi({ method: "GET", url: "/api/health" })).statusCode).toBe(404);
    dns.delete(`_minuta.${HOST}`);
    expect(await recheckVerifiedHosts(ctx.deps, new Date())).toBe(1);
    expect((await screenOf(t.a.admin.cookie)).json().customHost).toMatchObject({ status: "failed" });
    expect((await hostApi({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("removes the host", async () => {
    const removed = await api(ctx, { method: "DELETE", url: "/api/corporate/branding/host", cookie: t.a.admin.cookie });
    expect(removed.statusCode).toBe(204);
    expect((await screenOf(t.a.admin.cookie)).json().customHost).toBeNull();
  });
});
