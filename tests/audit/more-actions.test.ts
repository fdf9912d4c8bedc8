import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { verifyAuditChains } from "../../src/server/modules/audit/verify-chain";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { createTwoTenants, type TwoTenants } from "../helpers/fixtures";
import { pkcs12, uploadSealPfx } from "../signatures/support";
import { only, trailOf as trailOfIn } from "./support";

/**
 * Issue 27's actions decision 0039 left unrecorded: self sign-up, categories, header/footer, the super
 * admin's e-signature and seal settings. Each: exactly one row with the right actor and account, and
 * none when the change fails (the ZapSign webhook's events: tests/signatures/zapsign-provider.test.ts).
 */
let ctx: TestContext;
let t: TwoTenants;
const trailOf = (work: () => Promise<unknown>) => trailOfIn(ctx, work);

beforeAll(async () => {
  ctx = await createTestContext();
  t = await createTwoTenants(ctx, ["Trilha A", "Trilha B"]);
});
afterAll(() => ctx.close());

describe("self sign-up", () => {
  const signup = (email: string) =>
    api(ctx, {
      method: "POST",
      url: "/api/signup",
      payload: { fullName: "Nova Pessoa", email, password: "abc123", confirmPassword: "abc123" },
    });

  it("one row, the new user its actor, no account, no password", async () => {
    const rows = await trailOf(async () => expect((await signup("nova.pessoa@exemplo.com")).statusCode).toBe(201));
    expect(rows).toHaveLength(1);
    const row = only(rows, "auth.signed_up");
    expect(row).toMatchObject({ actorKind: "user", accountId: null, targetType: "user", targetId: row.actorId });
    expect(row.changes).toEqual({ role: "standard_user" });
    expect(JSON.stringify(row)).not.toContain("abc123");
  });

  it("none when the e-mail is taken (the account's transaction rolls back)", async () => {
    const rows = await trailOf(async () => expect((await signup("nova.pessoa@exemplo.com")).statusCode).toBe(409));
    expect(rows).toEqual([]);
  });
});

describe("categories (super admin, the platform's rows)", () => {
  const call = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    api(ctx, { method, url, cookie: t.superAdmin.cookie, payload });

  it("created, updated, accounts linked, deleted: one row each, no account", async () => {
    let id = "";
    const created = await trailOf(async () => {
      const res = await call("POST", "/api/categories", { name: "Trabalhista", description: null });
      expect(res.statusCode).toBe(201);
      id = res.json().id;
    });
    expect(created).toHaveLength(1);
    expect(only(created, "category.created")).toMatchObject({
      actorId: t.superAdmin.userId,
      accountId: null,
      targetType: "category",
      targetId: id,
      changes: { name: "Trabalhista" },
    });
    const renamed = await trailOf(() => call("PUT", `/api/categories/${id}`, { name: "Trabalho", description: "CLT" }));
    expect(renamed).toHaveLength(1);
    expect(only(renamed, "category.updated").changes).toMatchObject({ name: "Trabalho", description: "CLT" });
    const linked = await trailOf(() => call("PUT", `/api/categories/${id}/accounts`, { accountIds: [t.accountA] }));
    expect(linked).toHaveLength(1);
    expect(only(linked, "category.updated").changes).toEqual({ accountIds: [t.accountA] });
    const deleted = await trailOf(() => call("DELETE", `/api/categories/${id}`));
    expect(deleted).toHaveLength(1);
    expect(only(deleted, "category.deleted")).toMatchObject({ actorId: t.superAdmin.userId, targetId: id });
  });

  it("none when the change fails: a duplicate name, a category in use", async () => {
    const res = await call("POST", "/api/categories", { name: "Em uso", description: null });
    const id = res.json().id;
    await ctx.db.insert(documentTemplates).values({ title: "Modelo", categoryId: id });
    const failed = await trailOf(async () => {
      expect((await call("POST", "/api/categories", { name: "Em uso", description: null })).statusCode).toBe(409);
      expect((await call("DELETE", `/api/categories/${id}`)).statusCode).toBe(409);
    });
    expect(failed).toEqual([]);
  });
});

describe("header/footer", () => {
  const form = (over: object = {}) => ({
    name: "Rodapé A",
    type: "footer",
    layoutType: "text-only",
    contentHtml: "<p>Empresa A</p>",
    imagePosition: "left",
    imageHeight: 80,
    isActive: true,
    ...over,
  });
  const call = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    api(ctx, { method, url, cookie: t.adminA.cookie, payload });

  it("created, updated, set as default, deleted: one row each, of the admin's account, without the HTML", async () => {
    let id = "";
    const created = await trailOf(async () => {
      const res = await call("POST", "/api/header-footer", form());
      expect(res.statusCode).toBe(201);
      id = res.json().id;
    });
    expect(created).toHaveLength(1);
    const row = only(created, "header_footer.created");
    expect(row).toMatchObject({ actorId: t.adminA.userId, accountId: t.accountA, targetId: id });
    expect(row.changes).toEqual({ name: "Rodapé A", type: "footer", layoutType: "text-only", isActive: true });
    const updated = await trailOf(() => call("PUT", `/api/header-footer/${id}`, form({ name: "Rodapé novo" })));
    expect(only(updated, "header_footer.updated").changes).toMatchObject({ name: "Rodapé novo" });
    const standard = await trailOf(() => call("POST", `/api/header-footer/${id}/default`));
    expect(only(standard, "header_footer.updated")).toMatchObject({
      accountId: t.accountA,
      changes: { isDefault: true },
    });
    const deleted = await trailOf(() => call("DELETE", `/api/header-footer/${id}`));
    expect(deleted).toHaveLength(1);
    expect(only(deleted, "header_footer.deleted")).toMatchObject({ actorId: t.adminA.userId, accountId: t.accountA });
  });

  it("none when refused: another account's row, an empty text", async () => {
    const res = await call("POST", "/api/header-footer", form());
    const id = res.json().id;
    const refused = await trailOf(async () => {
      const other = await api(ctx, {
        method: "DELETE",
        url: `/api/header-footer/${id}`,
        cookie: t.adminB.cookie,
      });
      expect(other.statusCode).toBe(404);
      expect((await call("PUT", `/api/header-footer/${id}`, form({ contentHtml: "<p></p>" }))).statusCode).toBe(400);
    });
    expect(refused).toEqual([]);
  });
});

describe("the super admin's e-signature and seal settings", () => {
  it("ZapSign: one row of the platform, the key and token only as changed", async () => {
    const rows = await trailOf(async () => {
      const res = await api(ctx, {
        method: "PUT",
        url: "/api/settings/zapsign",
        cookie: t.superAdmin.cookie,
        payload: {
          apiKey: "zs-chave-secreta-1",
          sandboxMode: true,
          enableSecurityVerifications: false,
          webhookUrl: "",
          webhookToken: "token-secreto-do-webhook-24",
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(rows).toHaveLength(1);
    const row = only(rows, "settings.updated");
    expect(row).toMatchObject({ actorId: t.superAdmin.userId, accountId: null, targetId: "zapsign" });
    expect(row.changes).toMatchObject({ apiKey: "(alterado)", webhookToken: "(alterado)", sandboxMode: true });
    expect(JSON.stringify(row)).not.toMatch(/zs-chave-secreta|token-secreto/);
  });

  it("seal certificate: uploaded (who and until when, never the key) and removed; none for a wrong password", async () => {
    const file = pkcs12("Empresa Trilha A1", "senha-do-pfx");
    const wrong = await trailOf(async () =>
      expect((await uploadSealPfx(ctx, t.superAdmin.cookie, file, "errada")).statusCode).toBe(400),
    );
    expect(wrong).toEqual([]);
    const uploaded = await trailOf(async () =>
      expect((await uploadSealPfx(ctx, t.superAdmin.cookie, file, "senha-do-pfx")).statusCode).toBe(200),
    );
    expect(uploaded).toHaveLength(1);
    const row = only(uploaded, "settings.updated");
    expect(row).toMatchObject({ actorId: t.superAdmin.userId, accountId: null, targetId: "seal-certificate" });
    expect(row.changes).toMatchObject({ uploaded: { subject: "Empresa Trilha A1" } });
    expect(JSON.stringify(row)).not.toMatch(/senha-do-pfx|PRIVATE KEY/);
    const removed = await trailOf(() =>
      api(ctx, { method: "DELETE", url: "/api/signature-seal-certificate", cookie: t.superAdmin.cookie }),
    );
    expect(only(removed, "settings.updated").changes).toEqual({ removed: true });
  });

  it("after all of the above, every chain still verifies", async () => {
    expect((await verifyAuditChains(ctx.db)).broken).toBeNull();
  });
});
