import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { verifyAuditChains } from "../../src/server/modules/audit/verify-chain";
import { api, createPlan, ORIGIN, type TestContext } from "../helpers/app";
import type { CorporateUsers, TwoTenants } from "../helpers/fixtures";
import {
  builtinSigningContext,
  codeIn,
  finalizedDocument,
  linkIn,
  mailsTo,
  requestSignatures,
} from "../signatures/support";
import { only, trailOf as trailOfIn } from "./support";

/** Issue 27: each recorded action writes exactly one row, with the right actor and account, in the change's transaction. */
let ctx: TestContext;
let a: CorporateUsers;
let tenants: TwoTenants;

beforeAll(async () => {
  ({ ctx, a, tenants } = await builtinSigningContext(() => new Date()));
});
afterAll(() => ctx.close());

const UA = { "user-agent": "Navegador de Auditoria/2.0" };

const trailOf = (work: () => Promise<unknown>) => trailOfIn(ctx, work);

describe("sign-in, sign-out, failed sign-in", () => {
  it("records each with the user, the account, the address and the browser", async () => {
    const user = a.standard;
    let cookie = "";
    const signedIn = await trailOf(async () => {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { ...ORIGIN, ...UA, "x-forwarded-for": "198.51.100.7" },
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode).toBe(200);
      cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    });
    const row = only(signedIn, "auth.sign_in");
    expect(row).toMatchObject({
      actorKind: "user",
      actorId: user.userId,
      accountId: tenants.accountA,
      userAgent: UA["user-agent"],
      ip: "127.0.0.1",
    });
    expect(signedIn).toHaveLength(1);

    const out = await trailOf(() => api(ctx, { method: "POST", url: "/api/auth/sign-out", cookie, payload: {} }));
    expect(only(out, "auth.sign_out")).toMatchObject({ actorId: user.userId, accountId: tenants.accountA });

    const failed = await trailOf(() =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: ORIGIN,
        payload: { email: user.email, password: "errada-123" },
      }),
    );
    expect(failed).toHaveLength(1);
    expect(only(failed, "auth.sign_in_failed")).toMatchObject({
      actorKind: "anonymous",
      actorId: user.userId,
      accountId: tenants.accountA,
    });
    expect(JSON.stringify(failed[0]?.changes)).not.toContain("errada-123");
  });
});

describe("what users do in their account", () => {
  it("document created and deleted: one row each, of the actor's account", async () => {
    const created = await trailOf(() => finalizedDocument(ctx, a.standard.cookie, tenants.accountA, "draft"));
    const row = only(created, "document.created");
    expect(row).toMatchObject({
      actorKind: "user",
      actorId: a.standard.userId,
      accountId: tenants.accountA,
      targetType: "document",
    });
    const deleted = await trailOf(() =>
      api(ctx, { method: "DELETE", url: `/api/documents/${row.targetId}`, cookie: a.standard.cookie }),
    );
    expect(only(deleted, "document.deleted")).toMatchObject({ actorId: a.standard.userId, targetId: row.targetId });
  });

  it("a refused change writes nothing (another account's document, bad input)", async () => {
    const docB = await finalizedDocument(ctx, tenants.adminB.cookie, tenants.accountB, "draft");
    const refused = await trailOf(async () => {
      expect(
        (await api(ctx, { method: "DELETE", url: `/api/documents/${docB}`, cookie: a.admin.cookie })).statusCode,
      ).toBe(404);
      expect(
        (await api(ctx, { method: "POST", url: "/api/templates", cookie: a.admin.cookie, payload: {} })).statusCode,
      ).toBe(400);
    });
    expect(refused).toEqual([]);
  });

  it("settings: which fields changed, never the password", async () => {
    const rows = await trailOf(() =>
      api(ctx, {
        method: "PUT",
        url: "/api/settings/smtp",
        cookie: tenants.adminB.cookie,
        payload: {
          host: "smtp.exemplo.com",
          port: 587,
          username: "envio@empresa.com",
          password: "senha-muito-secreta",
          fromEmail: "envio@empresa.com",
          fromName: "Empresa",
          secure: false,
          isActive: true,
        },
      }),
    );
    const row = only(rows, "settings.updated");
    expect(row).toMatchObject({ actorId: tenants.adminB.userId, accountId: tenants.accountB, targetId: "smtp" });
    expect(JSON.stringify(row.changes)).not.toContain("senha-muito-secreta");
    expect(row.changes).toMatchObject({ host: "smtp.exemplo.com", password: "(alterado)" });
  });

  it("users: created and deactivated by the account's admin", async () => {
    let id = "";
    const created = await trailOf(async () => {
      const res = await api(ctx, {
        method: "POST",
        url: "/api/users",
        cookie: a.admin.cookie,
        payload: {
          fullName: "Novo Auditado",
          email: `auditado.${Date.now()}@teste.com.br`,
          phone: "",
          password: "abc123",
          confirmPassword: "abc123",
          role: "standard_user",
          corporateAccountId: tenants.accountA,
        },
      });
      expect(res.statusCode).toBe(201);
      id = res.json().user.id;
    });
    expect(only(created, "user.created")).toMatchObject({
      actorId: a.admin.userId,
      accountId: tenants.accountA,
      targetId: id,
    });
    const off = await trailOf(() =>
      api(ctx, { method: "POST", url: `/api/users/${id}/deactivate`, cookie: a.admin.cookie }),
    );
    expect(only(off, "user.deactivated")).toMatchObject({
      actorId: a.admin.userId,
      accountId: tenants.accountA,
      targetId: id,
    });
  });
});

describe("what the super admin does", () => {
  it("plans go to the platform's chain; an account's change to that account's", async () => {
    const plan = await trailOf(() =>
      api(ctx, {
        method: "POST",
        url: "/api/plans",
        cookie: tenants.superAdmin.cookie,
        payload: {
          name: "Plano Auditado",
          description: "x",
          monthlyPrice: 10,
          annualPrice: 100,
          isActive: true,
          featuresConfig: DEFAULT_PLAN_FEATURES,
        },
      }),
    );
    expect(only(plan, "plan.created")).toMatchObject({ actorId: tenants.superAdmin.userId, accountId: null });
    const planId = await createPlan(ctx.db, "Plano da Conta", DEFAULT_PLAN_FEATURES);
    const changed = await trailOf(async () => {
      const res = await api(ctx, {
        method: "PUT",
        url: `/api/corporate-accounts/${tenants.accountB}`,
        cookie: tenants.superAdmin.cookie,
        payload: {
          name: "Empresa B",
          planId,
          subscriptionStatus: "active",
          smtp: { host: "", port: 587, username: "", password: "", fromEmail: "", fromName: "", secure: true },
          whatsapp: { apiUrl: "", apiKey: "", instanceName: "" },
          categoryIds: [],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    const row = only(changed, "account.updated");
    expect(row).toMatchObject({ actorId: tenants.superAdmin.userId, accountId: tenants.accountB });
    expect(row.changes).toMatchObject({ planId: { to: planId } });
  });
});

describe("signature events", () => {
  it("sent, opened, code sent, code failed, signed, sealed: each one row of the document's account", async () => {
    const email = "auditoria.signatario@exemplo.com";
    const docId = await finalizedDocument(ctx, a.standard.cookie, tenants.accountA);
    const sent = await trailOf(() =>
      requestSignatures(ctx, a.standard.cookie, docId, [
        { signer_name: "Sol", signer_email: email, order_sequence: 1, authentication_method: "email" },
      ]),
    );
    const request = only(sent, "signature.sent");
    expect(request).toMatchObject({ actorId: a.standard.userId, accountId: tenants.accountA, targetType: "signature" });
    const token = linkIn(mailsTo(ctx, email)[0]?.text ?? "");
    const post = (url: string, payload?: object) => api(ctx, { method: "POST", url, payload, headers: UA });
    const opened = await trailOf(async () => {
      const res = await api(ctx, { method: "GET", url: `/api/sign/${token}/pdf`, headers: UA });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    });
    expect(only(opened, "signature.opened")).toMatchObject({
      actorKind: "signer",
      accountId: tenants.accountA,
      targetId: request.targetId,
      userAgent: UA["user-agent"],
    });
    expect(only(await trailOf(() => post(`/api/sign/${token}/code`)), "signature.code_sent").accountId).toBe(
      tenants.accountA,
    );
    const code = codeIn(mailsTo(ctx, email)[0]?.text ?? "");
    const wrong = code === "000000" ? "111111" : "000000";
    expect(
      only(
        await trailOf(() => post(`/api/sign/${token}/sign`, { code: wrong, typedSignature: "Sol" })),
        "signature.code_failed",
      ).actorKind,
    ).toBe("signer");
    const signed = await trailOf(() => post(`/api/sign/${token}/sign`, { code, typedSignature: "Sol" }));
    expect(only(signed, "signature.signed").accountId).toBe(tenants.accountA);
    expect(only(signed, "signature.sealed")).toMatchObject({
      actorKind: "system",
      accountId: tenants.accountA,
      targetId: request.targetId,
    });
  });

  it("canceled by its requester", async () => {
    const docId = await finalizedDocument(ctx, a.standard.cookie, tenants.accountA);
    const res = await requestSignatures(ctx, a.standard.cookie, docId, [
      { signer_name: "Lua", signer_email: "lua@exemplo.com", order_sequence: 1, authentication_method: "email" },
    ]);
    const canceled = await trailOf(() =>
      api(ctx, {
        method: "POST",
        url: `/api/signature-requests/${res.json().signatureRequestId}/cancel`,
        cookie: a.standard.cookie,
      }),
    );
    expect(only(canceled, "signature.canceled")).toMatchObject({
      actorId: a.standard.userId,
      accountId: tenants.accountA,
    });
  });

  it("after all of the above, every chain still verifies", async () => {
    expect((await verifyAuditChains(ctx.db)).broken).toBeNull();
  });
});
