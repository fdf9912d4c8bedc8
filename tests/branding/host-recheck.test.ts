import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { accountHosts } from "../../src/server/db/tables/branding";
import { developmentResolver, systemResolver } from "../../src/server/deps";
import { hostRecheckJob } from "../../src/server/modules/branding/plugin";
import { loadConfig } from "../../src/server/platform/config";
import type { Deps } from "../../src/server/platform/deps";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type FakeResolver,
  fakeResolver,
  type TestContext,
} from "../helpers/app";
import { createPlanWith } from "../helpers/fixtures";
import { systemDnsAsked } from "../helpers/system-dns";

// Issue 38 §11: the re-check of verified custom hosts asks the resolver of Deps (a fake in tests), runs
// in production or when CUSTOM_HOST_RECHECK=1 asks, and no test reaches the system's DNS.

vi.mock("node:dns/promises", async (original) => (await import("../helpers/system-dns")).mockedSystemDns(original));

const HOST = "assinar.recheck.com.br";
const TOKEN = "t".repeat(24);

async function withVerifiedHost(resolver?: FakeResolver) {
  const ctx = await createTestContext(resolver ? { deps: { resolver } } : {});
  const planId = await createPlanWith(ctx.db, "Marca Branca", { ...DEFAULT_PLAN_FEATURES, white_label_enabled: true });
  const accountId = await createCorporateAccount(ctx.db, "Recheck Ltda", planId);
  await ctx.db
    .insert(accountHosts)
    .values({ corporateAccountId: accountId, host: HOST, token: TOKEN, status: "verified" });
  return { ctx, accountId };
}

/** One run of the periodic job as a worker runs it (the next run's queueing recorded, not sent). */
async function runJob(ctx: TestContext, customHostRecheck: boolean) {
  const queued: string[] = [];
  const send = async (job: { name: string }) => {
    queued.push(job.name);
    return null;
  };
  const jobs = { send } as unknown as Deps["jobs"];
  const deps = { ...ctx.deps, config: { ...ctx.deps.config, customHostRecheck }, jobs };
  await hostRecheckJob.handle({}, { deps, jobId: "recheck-test", retryCount: 0 });
  return queued;
}

const statusOf = async (ctx: TestContext, accountId: string) =>
  (await ctx.db.select().from(accountHosts).where(eq(accountHosts.corporateAccountId, accountId)))[0]?.status;

describe("the custom host re-check job", () => {
  const published = new Map<string, string[][]>([[`_minuta.${HOST}`, [[TOKEN]]]]);
  const resolver = fakeResolver({ txt: published });
  let world: Awaited<ReturnType<typeof withVerifiedHost>>;
  beforeAll(async () => {
    world = await withVerifiedHost(resolver);
  });
  afterAll(() => world.ctx.close());

  it("asks nothing unless asked to run (development and tests), and still queues its next turn", async () => {
    expect(await runJob(world.ctx, false)).toEqual(["custom-host-recheck"]);
    expect(resolver.asked).toEqual([]);
    expect(await statusOf(world.ctx, world.accountId)).toBe("verified");
  });

  it("asks the injected resolver for each verified host's record, and acts on its answer", async () => {
    await runJob(world.ctx, true);
    expect(resolver.asked).toEqual([`_minuta.${HOST}`]);
    expect(await statusOf(world.ctx, world.accountId)).toBe("verified");
    published.delete(`_minuta.${HOST}`);
    await runJob(world.ctx, true);
    expect(resolver.asked).toEqual([`_minuta.${HOST}`, `_minuta.${HOST}`]);
    expect(await statusOf(world.ctx, world.accountId)).toBe("failed");
    expect(systemDnsAsked).toEqual([]);
  });

  it("runs in production, and elsewhere only with CUSTOM_HOST_RECHECK=1", () => {
    const base = { AUTH_SECRET: "x".repeat(32), ENCRYPTION_KEY: "y".repeat(32) };
    expect(loadConfig({ ...base, NODE_ENV: "production" }).customHostRecheck).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: "development" }).customHostRecheck).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: "test" }).customHostRecheck).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: "development", CUSTOM_HOST_RECHECK: "1" }).customHostRecheck).toBe(true);
  });
});

describe("a test context without a resolver of its own", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ({ ctx } = await withVerifiedHost());
  });
  afterAll(() => ctx.close());

  it("never asks the system's DNS: not the job, not the Verificar button, not a saved webhook", async () => {
    await runJob(ctx, true);
    const planId = await createPlanWith(ctx.db, "Marca e API", {
      ...DEFAULT_PLAN_FEATURES,
      white_label_enabled: true,
      api_access_enabled: true,
    });
    const admin = await createSignedInUser(ctx, "corporate_admin", {
      accountId: await createCorporateAccount(ctx.db, "Outra Ltda", planId),
    });
    await api(ctx, {
      method: "PUT",
      url: "/api/corporate/branding/host",
      cookie: admin.cookie,
      payload: { host: "x.outra.com.br" },
    });
    const verified = await api(ctx, {
      method: "POST",
      url: "/api/corporate/branding/host/verify",
      cookie: admin.cookie,
    });
    expect(verified.json().customHost.lastError).toBe(
      "Nenhum registro TXT com o código foi encontrado em _minuta.x.outra.com.br.",
    );
    const hook = await api(ctx, {
      method: "POST",
      url: "/api/webhook-endpoints",
      cookie: admin.cookie,
      payload: { url: "https://erp.outra.com.br/h", events: ["document.created"] },
    });
    expect(hook.statusCode).toBe(201);
    expect(systemDnsAsked).toEqual([]);
    expect(ctx.deps.resolver).not.toBe(systemResolver);
    // The mock above is what the system resolver calls: it would have seen any of those names.
    await expect(systemResolver.txt("sonda.exemplo")).rejects.toMatchObject({ code: "ENOTFOUND" });
    expect(systemDnsAsked).toEqual(["sonda.exemplo"]);
  });
});

describe("the development start's resolver", () => {
  it("answers special-use names without the network, and asks the system for any other", async () => {
    const before = systemDnsAsked.length;
    for (const name of ["_minuta.assinar.e2e-1.invalid", "_minuta.Assinar.Exemplo.TEST.", "api.example.com"]) {
      await expect(developmentResolver.txt(name), name).rejects.toMatchObject({ code: "ENOTFOUND" });
      await expect(developmentResolver.addresses(name), name).rejects.toMatchObject({ code: "ENOTFOUND" });
    }
    expect(systemDnsAsked.length).toBe(before);
    await expect(developmentResolver.txt("_minuta.assinar.cliente.com.br")).rejects.toMatchObject({
      code: "ENOTFOUND",
    });
    expect(systemDnsAsked.slice(before)).toEqual(["_minuta.assinar.cliente.com.br"]);
  });
});
