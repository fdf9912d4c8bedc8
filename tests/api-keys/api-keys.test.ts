import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_MESSAGES } from "../../src/domain/api-keys/api-keys";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { apiKeys } from "../../src/server/db/tables/api-keys";
import { subscriptionPlans } from "../../src/server/db/tables/plans";
import { authenticateApiKey } from "../../src/server/modules/api-keys";
import { sha256Hex } from "../../src/server/platform/sha256";
import {
  api,
  createCorporateAccount,
  createPlan,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";

let ctx: TestContext;
let planWithApi: string;
let admin: TestUser;
let otherAdmin: TestUser;
let superAdmin: TestUser;
let noPlanAdmin: TestUser;
let accountId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  planWithApi = await createPlan(ctx.db, "Plano API", { ...DEFAULT_PLAN_FEATURES, api_access_enabled: true });
  const planWithout = await createPlan(ctx.db, "Plano Básico", DEFAULT_PLAN_FEATURES);
  accountId = await createCorporateAccount(ctx.db, "Chaves Ltda", planWithApi);
  const otherAccount = await createCorporateAccount(ctx.db, "Outra Ltda", planWithApi);
  const basicAccount = await createCorporateAccount(ctx.db, "Básica Ltda", planWithout);
  admin = await createSignedInUser(ctx, "corporate_admin", { accountId, fullName: "Ana Admin" });
  otherAdmin = await createSignedInUser(ctx, "corporate_admin", { accountId: otherAccount });
  noPlanAdmin = await createSignedInUser(ctx, "corporate_admin", { accountId: basicAccount });
  superAdmin = await createSignedInUser(ctx, "super_admin");
});
afterAll(() => ctx.close());

const create = (user: TestUser, payload: Record<string, unknown>) =>
  api(ctx, { method: "POST", url: "/api/api-keys", cookie: user.cookie, payload });
const list = (user: TestUser) => api(ctx, { method: "GET", url: "/api/api-keys", cookie: user.cookie });
const revoke = (user: TestUser, id: string) =>
  api(ctx, { method: "POST", url: `/api/api-keys/${id}/revoke`, cookie: user.cookie });
/** Every stored column of every key, as the table holds it. */
const keyRows = () => ctx.db.select().from(apiKeys);
const setApiAccess = (enabled: boolean) =>
  ctx.db
    .update(subscriptionPlans)
    .set({ featuresConfig: { ...DEFAULT_PLAN_FEATURES, api_access_enabled: enabled } })
    .where(eq(subscriptionPlans.id, planWithApi));

describe("API keys", () => {
  it("creates a key whose secret is shown once and stored only as its SHA-256", async () => {
    const res = await create(admin, { name: "ERP", scopes: ["documents:read", "templates:read"] });
    expect(res.statusCode).toBe(201);
    const { key, secret } = res.json();
    expect(secret).toMatch(/^mk_test_[0-9A-Za-z]{43}$/);
    expect(key).toMatchObject({ name: "ERP", prefix: secret.slice(0, 12), accountName: "Chaves Ltda" });
    expect(key.createdByName).toBe("Ana Admin");
    const rows = await keyRows();
    const row = rows.find((r) => r.id === key.id)!;
    expect(row.secretHash).toBe(sha256Hex(secret));
    expect(JSON.stringify(rows)).not.toContain(secret);
    const listed = (await list(admin)).json();
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed.items.map((k: { id: string }) => k.id)).toContain(key.id);
  });

  it("refuses bad input in Portuguese and creates nothing", async () => {
    const before = (await keyRows()).length;
    const res = await create(admin, { name: " ", scopes: [] });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.fieldErrors;
    expect(fields.name).toContain(API_KEY_MESSAGES.nameRequired);
    expect(fields.scopes).toContain(API_KEY_MESSAGES.scopesRequired);
    const bad = await create(admin, { name: "X", scopes: ["admin:all"] });
    expect(bad.statusCode).toBe(400);
    expect((await keyRows()).length).toBe(before);
  });

  it("answers 401 without a session and 403 to supervisors and standard users", async () => {
    expect((await api(ctx, { method: "GET", url: "/api/api-keys" })).statusCode).toBe(401);
    for (const role of ["supervisor_user", "standard_user"] as const) {
      const user = await createSignedInUser(ctx, role, { accountId });
      expect((await list(user)).statusCode).toBe(403);
      expect((await create(user, { name: "X", scopes: ["documents:read"] })).statusCode).toBe(403);
    }
  });

  it("keeps each account to its own keys (list and revoke)", async () => {
    const mine = (await create(admin, { name: "Minha", scopes: ["documents:write"] })).json().key;
    const other = await list(otherAdmin);
    expect(other.json().items).toEqual([]);
    const res = await revoke(otherAdmin, mine.id);
    expect(res.statusCode).toBe(404);
    expect((await keyRows()).find((r) => r.id === mine.id)!.revokedAt).toBeNull();
  });

  it("refuses keys to a plan without API access, naming the feature", async () => {
    const res = await create(noPlanAdmin, { name: "X", scopes: ["documents:read"] });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain("Acesso à API");
    const access = await api(ctx, { method: "GET", url: "/api/api-keys/access", cookie: noPlanAdmin.cookie });
    expect(access.json()).toEqual({ enabled: false, planName: "Plano Básico" });
  });

  it("limits an account to 10 active keys", async () => {
    const account = await createCorporateAccount(ctx.db, "Limite Ltda", planWithApi);
    const user = await createSignedInUser(ctx, "corporate_admin", { accountId: account });
    let last = "";
    for (let i = 0; i < 10; i++) {
      const res = await create(user, { name: `K${i}`, scopes: ["documents:read"] });
      expect(res.statusCode).toBe(201);
      last = res.json().key.id;
    }
    const over = await create(user, { name: "K11", scopes: ["documents:read"] });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(API_KEY_MESSAGES.limit);
    expect((await revoke(user, last)).statusCode).toBe(200);
    expect((await create(user, { name: "K11", scopes: ["documents:read"] })).statusCode).toBe(201);
  });

  it("lets the super admin see every account's keys (never a secret) and revoke one", async () => {
    const { key, secret } = (await create(otherAdmin, { name: "Outra", scopes: ["webhooks:manage"] })).json();
    const res = await list(superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe((await keyRows()).length);
    expect(res.json().items[0]).toMatchObject({ id: key.id, accountName: "Outra Ltda" });
    expect(res.body).not.toContain(secret);
    const own = await create(superAdmin, { name: "Sem conta", scopes: ["documents:read"] });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.code).toBe("NO_ACCOUNT");
    const revoked = await revoke(superAdmin, key.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    await expect(authenticateApiKey(ctx.db, `Bearer ${secret}`)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("authenticateApiKey", () => {
  it("resolves a Bearer key to its account and scopes and stamps last_used_at", async () => {
    const { key, secret } = (await create(admin, { name: "Uso", scopes: ["signatures:write"] })).json();
    expect(key.lastUsedAt).toBeNull();
    const caller = await authenticateApiKey(ctx.db, `Bearer ${secret}`);
    expect(caller).toEqual({
      accountId,
      scopes: ["signatures:write"],
      keyId: key.id,
      createdByUserId: admin.userId,
      creatorEmail: admin.email,
    });
    const row = (await keyRows()).find((r) => r.id === key.id)!;
    expect(row.lastUsedAt).not.toBeNull();
  });

  it("refuses a missing, malformed, unknown or revoked key with 401", async () => {
    const { key, secret } = (await create(admin, { name: "Revogada", scopes: ["documents:read"] })).json();
    await revoke(admin, key.id);
    for (const header of [undefined, "Basic abc", "Bearer mk_test_nope", `Bearer ${secret}x`, `Bearer ${secret}`]) {
      await expect(authenticateApiKey(ctx.db, header)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    }
  });

  it("refuses every key at once with 403 naming the feature when the plan loses API access", async () => {
    const { secret } = (await create(admin, { name: "Plano", scopes: ["documents:read"] })).json();
    await setApiAccess(false);
    try {
      await expect(authenticateApiKey(ctx.db, `Bearer ${secret}`)).rejects.toMatchObject({
        code: "PLAN_FEATURE_DISABLED",
        message: expect.stringContaining("Acesso à API"),
      });
    } finally {
      await setApiAccess(true);
    }
    await expect(authenticateApiKey(ctx.db, `Bearer ${secret}`)).resolves.toMatchObject({ accountId });
  });
});
