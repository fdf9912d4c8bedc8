import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACCOUNT_ID } from "../../src/domain/accounts/system";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { categories, categoryCorporateAccounts } from "../../src/server/db/tables/categories";
import { evolutionApiConfigurations, smtpConfigurations } from "../../src/server/db/tables/delivery";
import { subscriptionPlans } from "../../src/server/db/tables/plans";
import {
  api,
  createCorporateAccount,
  createPlan,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";
import { signInCorporateRoles } from "../helpers/fixtures";

let ctx: TestContext;
let admin: TestUser;
let planId: string;
let inactivePlanId: string;
let categoryIds: string[];
let others: TestUser[];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx, "super_admin");
  planId = await createPlan(ctx.db, "Plano Contas", {});
  inactivePlanId = await createPlan(ctx.db, "Plano Antigo", {});
  await ctx.db.update(subscriptionPlans).set({ isActive: false }).where(eq(subscriptionPlans.id, inactivePlanId));
  const rows = await ctx.db
    .insert(categories)
    .values([{ name: "Contratos" }, { name: "Procurações" }, { name: "Recibos" }])
    .returning({ id: categories.id });
  categoryIds = rows.map((r) => r.id);
  const accountId = await createCorporateAccount(ctx.db, "Empresa dos outros");
  others = Object.values(await signInCorporateRoles(ctx, accountId));
});
afterAll(() => ctx.close());

const payload = (over: Record<string, unknown> = {}) => ({
  name: "ACME Ltda",
  email: "contato@acme.com.br",
  phone: "(11) 3333-4444",
  address: "Rua A, 1",
  document: "11222333000181",
  planId,
  subscriptionStatus: "active",
  subscriptionStartDate: "2025-01-01",
  subscriptionEndDate: "2026-01-01T00:00:00.000Z",
  lastBillingDate: "",
  nextBillingDate: null,
  smtp: { host: "", port: 587, username: "", password: "", fromEmail: "", fromName: "", secure: true },
  whatsapp: { apiUrl: "", apiKey: "", instanceName: "" },
  categoryIds: [],
  ...over,
});

const create = (over: Record<string, unknown> = {}) =>
  api(ctx, { method: "POST", url: "/api/corporate-accounts", cookie: admin.cookie, payload: payload(over) });

describe("corporate accounts access", () => {
  it("answers 401 anonymous and 403 to every corporate role, on every route", async () => {
    const id = await createCorporateAccount(ctx.db, "Alvo");
    const calls = [
      { method: "GET", url: "/api/corporate-accounts" },
      { method: "GET", url: `/api/corporate-accounts/${id}` },
      { method: "GET", url: "/api/corporate-accounts/category-options" },
      { method: "POST", url: "/api/corporate-accounts", payload: payload() },
      { method: "PUT", url: `/api/corporate-accounts/${id}`, payload: payload() },
      { method: "DELETE", url: `/api/corporate-accounts/${id}` },
    ] as const;
    for (const call of calls) {
      expect((await api(ctx, { ...call })).statusCode).toBe(401);
      for (const user of others) expect((await api(ctx, { ...call, cookie: user.cookie })).statusCode).toBe(403);
    }
    const [row] = await ctx.db.select().from(corporateAccounts).where(eq(corporateAccounts.id, id));
    expect(row?.name).toBe("Alvo");
  });
});

describe("corporate account form", () => {
  it("creates an account with masked CNPJ, dates, status and categories", async () => {
    const res = await create({ categoryIds: categoryIds.slice(0, 2) });
    expect(res.statusCode).toBe(201);
    const a = res.json();
    expect(a).toMatchObject({
      name: "ACME Ltda",
      document: "11.222.333/0001-81",
      planId,
      planName: "Plano Contas",
      subscriptionStatus: "active",
      subscriptionStartDate: "2025-01-01",
      subscriptionEndDate: "2026-01-01",
      lastBillingDate: null,
      smtp: null,
      whatsapp: null,
    });
    expect([...a.categoryIds].sort()).toEqual(categoryIds.slice(0, 2).sort());
    const links = await ctx.db
      .select()
      .from(categoryCorporateAccounts)
      .where(eq(categoryCorporateAccounts.corporateAccountId, a.id));
    expect(links.every((l) => l.createdByUserId === admin.userId)).toBe(true);
  });

  it("defaults the subscription status to free_trial", async () => {
    const res = await create({ subscriptionStatus: undefined, name: "Sem status" });
    expect(res.json().subscriptionStatus).toBe("free_trial");
  });

  it("answers the §5 messages", async () => {
    const res = await create({
      name: " ",
      email: "nao-email",
      document: "11.222.333/0001-82",
      subscriptionStatus: "gratis",
      whatsapp: { apiUrl: "ftp://x", apiKey: "k", instanceName: "i" },
      smtp: { port: "abc" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors).toMatchObject({
      name: "Nome é obrigatório",
      email: "E-mail inválido",
      document: "CNPJ inválido",
      subscriptionStatus: "Status inválido",
      "whatsapp.apiUrl": "URL inválida",
      "smtp.port": "Porta deve ser um número",
    });
  });

  it("accepts only an active plan as a new choice, but keeps an account's current plan", async () => {
    const bad = await create({ planId: inactivePlanId, name: "Plano inativo" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fieldErrors.planId).toBe("Plano inválido ou inativo");
    const unknown = await create({ planId: "11111111-1111-4111-8111-111111111111", name: "Plano inexistente" });
    expect(unknown.statusCode).toBe(400);
    const id = await createCorporateAccount(ctx.db, "Conta antiga", inactivePlanId);
    const keep = await api(ctx, {
      method: "PUT",
      url: `/api/corporate-accounts/${id}`,
      cookie: admin.cookie,
      payload: payload({ name: "Conta antiga", planId: inactivePlanId }),
    });
    expect(keep.statusCode).toBe(200);
  });

  it("stores SMTP and WhatsApp in the settings rows, encrypted, never returning the secrets", async () => {
    const res = await create({
      name: "Com integrações",
      smtp: {
        host: "smtp.acme.com",
        port: "2525",
        username: "envio",
        password: "senha-smtp-secreta",
        fromEmail: "envio@acme.com",
        fromName: "ACME",
        secure: false,
      },
      whatsapp: { apiUrl: "https://evo.acme.com/", apiKey: "chave-evolution-super-secreta", instanceName: "acme" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain("senha-smtp-secreta");
    expect(res.body).not.toContain("chave-evolution-super-secreta");
    const a = res.json();
    expect(a.smtp).toMatchObject({ host: "smtp.acme.com", port: 2525, passwordSet: true, secure: false });
    expect(a.whatsapp).toMatchObject({ apiUrl: "https://evo.acme.com", apiKeySet: true, apiKeyMasked: "••••••••reta" });
    const [smtp] = await ctx.db
      .select()
      .from(smtpConfigurations)
      .where(eq(smtpConfigurations.corporateAccountId, a.id));
    expect(smtp?.password).toMatch(/^enc:v1:/);
    const [evo] = await ctx.db
      .select()
      .from(evolutionApiConfigurations)
      .where(eq(evolutionApiConfigurations.corporateAccountId, a.id));
    expect(evo?.apiKey).toMatch(/^enc:v1:/);

    // A blank secret may not follow a changed address: it must be typed again (issue 14 §3).
    const moved = await api(ctx, {
      method: "PUT",
      url: `/api/corporate-accounts/${a.id}`,
      cookie: admin.cookie,
      payload: payload({
        name: "Com integrações",
        smtp: { host: "smtp2.acme.com", port: 2525, username: "envio", password: "", fromEmail: "envio@acme.com" },
        whatsapp: { apiUrl: "https://evo.acme.com", apiKey: "", instanceName: "acme" },
      }),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.details.fieldErrors["smtp.password"]).toEqual(expect.any(String));

    // Saving again without retyping the secrets, same addresses, keeps them.
    const again = await api(ctx, {
      method: "PUT",
      url: `/api/corporate-accounts/${a.id}`,
      cookie: admin.cookie,
      payload: payload({
        name: "Com integrações",
        smtp: {
          host: "smtp.acme.com",
          port: 2525,
          username: "envio",
          password: "",
          fromEmail: "envio@acme.com",
          fromName: "ACME",
        },
        whatsapp: { apiUrl: "https://evo.acme.com", apiKey: "", instanceName: "acme2" },
      }),
    });
    expect(again.statusCode).toBe(200);
    const [smtp2] = await ctx.db
      .select()
      .from(smtpConfigurations)
      .where(eq(smtpConfigurations.corporateAccountId, a.id));
    expect(smtp2?.password).toBe(smtp?.password);
    expect(smtp2?.username).toBe("envio");
    expect(again.json().whatsapp).toMatchObject({ instanceName: "acme2", apiKeySet: true });

    // Blank sections mean none: the rows go away.
    const cleared = await api(ctx, {
      method: "PUT",
      url: `/api/corporate-accounts/${a.id}`,
      cookie: admin.cookie,
      payload: payload({ name: "Com integrações" }),
    });
    expect(cleared.json()).toMatchObject({ smtp: null, whatsapp: null });
  });

  it("requires host and sender when any SMTP field is filled, and a key for a new WhatsApp section", async () => {
    const res = await create({ name: "SMTP parcial", smtp: { username: "u" } });
    expect(res.json().error.details.fieldErrors).toEqual({
      "smtp.host": "Host SMTP é obrigatório",
      "smtp.fromEmail": "E-mail do remetente é obrigatório",
    });
    const wa = await create({
      name: "WA sem chave",
      whatsapp: { apiUrl: "https://evo.x.com", apiKey: "", instanceName: "x" },
    });
    expect(wa.statusCode).toBe(400);
    expect(wa.json().error.details.fieldErrors["whatsapp.apiKey"]).toBe("Chave da API é obrigatória");
    const [none] = await ctx.db.select().from(corporateAccounts).where(eq(corporateAccounts.name, "WA sem chave"));
    expect(none).toBeUndefined();
  });

  it("refuses (409) a category selection beyond the plan's max_categories_allowed, changing nothing", async () => {
    const small = await createPlan(ctx.db, "Plano Duas Categorias", { max_categories_allowed: 2 });
    const message = "Limite do plano atingido: o Plano Duas Categorias permite no máximo 2 categorias.";
    const tooMany = await create({ name: "Excesso Ltda", planId: small, categoryIds });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toEqual({ code: "PLAN_LIMIT_REACHED", message });
    expect(await ctx.db.select().from(corporateAccounts).where(eq(corporateAccounts.name, "Excesso Ltda"))).toEqual([]);

    const a = (await create({ name: "Duas Ltda", planId: small, categoryIds: categoryIds.slice(0, 2) })).json();
    expect(a.categoryIds).toHaveLength(2);
    const more = await api(ctx, {
      method: "PUT",
      url: `/api/corporate-accounts/${a.id}`,
      cookie: admin.cookie,
      payload: payload({ name: "Duas Ltda Renomeada", planId: small, categoryIds }),
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().error.message).toBe(message);
    const kept = (
      await api(ctx, { method: "GET", url: `/api/corporate-accounts/${a.id}`, cookie: admin.cookie })
    ).json();
    expect(kept).toMatchObject({ name: "Duas Ltda" });
    expect([...kept.categoryIds].sort()).toEqual(categoryIds.slice(0, 2).sort());

    // Without a plan there is no limit.
    expect((await create({ name: "Sem Plano Ltda", planId: null, categoryIds })).statusCode).toBe(201);
  });

  it("replaces the category selection on save and rejects unknown categories", async () => {
    const a = (await create({ name: "Categorias", categoryIds: [categoryIds[0]] })).json();
    const res = await api(ctx, {
      method: "PUT",
      url: `/api/corporate-accounts/${a.id}`,
      cookie: admin.cookie,
      payload: payload({ name: "Categorias", categoryIds: [categoryIds[1], categoryIds[2]] }),
    });
    expect([...res.json().categoryIds].sort()).toEqual([categoryIds[1], categoryIds[2]].sort());
    const bad = await api(ctx, {
      method: "PUT",
      url: `/api/corporate-accounts/${a.id}`,
      cookie: admin.cookie,
      payload: payload({ name: "Categorias", categoryIds: ["11111111-1111-4111-8111-111111111111"] }),
    });
    expect(bad.statusCode).toBe(400);
    const kept = await api(ctx, { method: "GET", url: `/api/corporate-accounts/${a.id}`, cookie: admin.cookie });
    expect(kept.json().categoryIds).toHaveLength(2);
    const options = await api(ctx, {
      method: "GET",
      url: "/api/corporate-accounts/category-options",
      cookie: admin.cookie,
    });
    expect(options.json().map((c: { name: string }) => c.name)).toEqual(["Contratos", "Procurações", "Recibos"]);
  });
});

describe("corporate account list and delete", () => {
  it("never shows the all-zero system account, and refuses to read, edit or delete it", async () => {
    const list = await api(ctx, { method: "GET", url: "/api/corporate-accounts?search=Sistema", cookie: admin.cookie });
    expect(list.json().items.map((i: { id: string }) => i.id)).not.toContain(SYSTEM_ACCOUNT_ID);
    const all = await api(ctx, { method: "GET", url: "/api/corporate-accounts?page=1", cookie: admin.cookie });
    expect(all.json().items.map((i: { id: string }) => i.id)).not.toContain(SYSTEM_ACCOUNT_ID);
    const url = `/api/corporate-accounts/${SYSTEM_ACCOUNT_ID}`;
    expect((await api(ctx, { method: "GET", url, cookie: admin.cookie })).statusCode).toBe(404);
    expect((await api(ctx, { method: "PUT", url, cookie: admin.cookie, payload: payload() })).statusCode).toBe(404);
    expect((await api(ctx, { method: "DELETE", url, cookie: admin.cookie })).statusCode).toBe(404);
    const [sys] = await ctx.db.select().from(corporateAccounts).where(eq(corporateAccounts.id, SYSTEM_ACCOUNT_ID));
    expect(sys?.name).toBe("Sistema");
  });

  it("searches by name, filters by status and pages by 10", async () => {
    for (let i = 0; i < 11; i++) {
      await create({
        name: `Filial ${String(i).padStart(2, "0")}`,
        subscriptionStatus: i < 3 ? "paused" : "trial",
        categoryIds: [],
      });
    }
    const p1 = (
      await api(ctx, { method: "GET", url: "/api/corporate-accounts?search=filial", cookie: admin.cookie })
    ).json();
    expect(p1.total).toBe(11);
    expect(p1.items).toHaveLength(10);
    expect(p1.items[0]).toMatchObject({ name: "Filial 10", planName: "Plano Contas", document: "11.222.333/0001-81" });
    const p2 = (
      await api(ctx, { method: "GET", url: "/api/corporate-accounts?search=filial&page=2", cookie: admin.cookie })
    ).json();
    expect(p2.items).toHaveLength(1);
    const paused = (
      await api(ctx, {
        method: "GET",
        url: "/api/corporate-accounts?search=filial&status=paused",
        cookie: admin.cookie,
      })
    ).json();
    expect(paused.total).toBe(3);
  });

  it("deletes an account with its links and settings", async () => {
    const a = (
      await create({
        name: "Para excluir",
        categoryIds: [categoryIds[0]],
        smtp: { host: "h", port: 25, username: "u", password: "p", fromEmail: "a@b.co", fromName: "n" },
      })
    ).json();
    const res = await api(ctx, { method: "DELETE", url: `/api/corporate-accounts/${a.id}`, cookie: admin.cookie });
    expect(res.statusCode).toBe(204);
    expect(
      (await api(ctx, { method: "GET", url: `/api/corporate-accounts/${a.id}`, cookie: admin.cookie })).statusCode,
    ).toBe(404);
    const links = await ctx.db
      .select()
      .from(categoryCorporateAccounts)
      .where(eq(categoryCorporateAccounts.corporateAccountId, a.id));
    expect(links).toHaveLength(0);
    const smtp = await ctx.db.select().from(smtpConfigurations).where(eq(smtpConfigurations.corporateAccountId, a.id));
    expect(smtp).toHaveLength(0);
  });
});

describe("impossible calendar dates", () => {
  it("refuses 2025-02-30 with a field message (400), creating nothing", async () => {
    const before = await ctx.db.select().from(corporateAccounts);
    const res = await create({ name: "Data Impossível", subscriptionEndDate: "2025-02-30" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fieldErrors.subscriptionEndDate).toEqual(expect.any(String));
    expect(await ctx.db.select().from(corporateAccounts)).toHaveLength(before.length);
  });
});
