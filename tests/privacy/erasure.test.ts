import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMISED_NAME } from "../../src/domain/privacy/privacy";
import { auditEvents } from "../../src/server/db/tables/audit";
import { signatureRequests, signatureSigners } from "../../src/server/db/tables/signatures";
import { api, createSignedInUser, ORIGIN, type TestContext, type TestUser } from "../helpers/app";
import type { TwoTenants } from "../helpers/fixtures";
import {
  builtinSigningContext,
  finalizedDocument,
  linkIn,
  mailsTo,
  requestSignatures,
  signAsOnlySigner,
} from "../signatures/support";
import { createSubject, type Hit, me, scanForValues, subjectValues } from "./support";

let ctx: TestContext;
let tenants: TwoTenants;
let subject: TestUser;
let requestId: string;
/** The signer rows of the completed request the subject signed: the kept evidence. */
let keptSignerIds: string[];

const list = (cookie: string) => api(ctx, { method: "GET", url: "/api/privacy/erasure-requests", cookie });
const decide = (cookie: string, id: string, decision: "confirm" | "reject") =>
  api(ctx, { method: "POST", url: `/api/privacy/erasure-requests/${id}/decision`, cookie, payload: { decision } });

beforeAll(async () => {
  ({ ctx, tenants } = await builtinSigningContext(() => new Date()));
  subject = await createSubject(ctx, tenants.accountA);
  // The subject signs one request (completed: evidence kept) and is invited to another (not signed: anonymised),
  // exports their data (a ZIP to drop), and is the default recipient of a document.
  const signedDoc = await finalizedDocument(ctx, tenants.adminA.cookie, tenants.accountA);
  expect(await signAsOnlySigner(ctx, tenants.adminA.cookie, signedDoc, subject.email)).toBe(200);
  const openDoc = await finalizedDocument(ctx, tenants.adminA.cookie, tenants.accountA);
  const sent = await requestSignatures(ctx, tenants.adminA.cookie, openDoc, [
    {
      signer_name: "Ulisses Privadíssimo",
      signer_email: subject.email,
      signer_phone: "+5511987654321",
      order_sequence: 1,
    },
  ]);
  expect(sent.statusCode, sent.body).toBe(201);
  expect((await api(ctx, { method: "POST", url: "/api/privacy/exports", cookie: subject.cookie })).statusCode).toBe(
    202,
  );
  const kept = await ctx.db
    .select({ id: signatureSigners.id })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.signatureRequestId))
    .where(eq(signatureRequests.documentId, signedDoc));
  keptSignerIds = kept.map((k) => k.id);
  const [status] = await ctx.db
    .select({ status: signatureRequests.status })
    .from(signatureRequests)
    .where(eq(signatureRequests.documentId, signedDoc));
  expect(status?.status).toBe("completed");
}, 120_000);

afterAll(async () => {
  await ctx.close();
});

describe("erasure of a user's account (issue 27)", () => {
  it("the user asks once; only their account's admin (and the super admin) sees and decides it", async () => {
    const asked = await api(ctx, { method: "POST", url: "/api/privacy/erasure", cookie: subject.cookie });
    expect(asked.statusCode).toBe(201);
    requestId = asked.json().id;
    const twice = await api(ctx, { method: "POST", url: "/api/privacy/erasure", cookie: subject.cookie });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("Você já tem um pedido de exclusão aguardando o administrador.");
    expect((await me(ctx, subject.cookie)).json().requests.map((r: { kind: string }) => r.kind)).toContain("erasure");

    expect((await list(tenants.adminB.cookie)).json().items).toEqual([]);
    const denied = await decide(tenants.adminB.cookie, requestId, "confirm");
    expect(denied.statusCode).toBe(404);
    const seenByA = (await list(tenants.adminA.cookie)).json().items;
    expect(seenByA).toEqual([expect.objectContaining({ id: requestId, kind: "erasure", subjectEmail: subject.email })]);
    expect((await list(tenants.superAdmin.cookie)).json().items.map((r: { id: string }) => r.id)).toContain(requestId);
    // Account B's refusal changed nothing.
    expect((await api(ctx, { method: "GET", url: "/api/me", cookie: subject.cookie })).statusCode).toBe(200);
  });

  it("confirming anonymises everything personal in one transaction, keeps the signed evidence, closes sign-in", async () => {
    const res = await decide(tenants.adminA.cookie, requestId, "confirm");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "confirmed", subjectName: ANONYMISED_NAME });
    expect((await decide(tenants.adminA.cookie, requestId, "confirm")).statusCode).toBe(409);

    // Every text, varchar and json(b) column of every table, for the name, e-mail, phone and CPF.
    const hits = await scanForValues(ctx.db, subjectValues(subject.email));
    // Exempt, and only these: the signer row of the COMPLETED request the subject signed (signature_recipients:
    // name, e-mail as signed, typed signature) — signed evidence kept under LGPD art. 16.
    const isKeptEvidence = (h: Hit) =>
      h.table === "public.signature_recipients" && h.id !== null && keptSignerIds.includes(h.id);
    expect(hits.filter((h) => !isKeptEvidence(h))).toEqual([]);
    expect(hits.filter(isKeptEvidence).length).toBeGreaterThan(0);

    // Sign-in is closed: the session is gone, the old e-mail and password no longer sign in.
    expect((await api(ctx, { method: "GET", url: "/api/me", cookie: subject.cookie })).statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: ORIGIN,
      payload: { email: subject.email, password: subject.password },
    });
    expect(signIn.statusCode).toBe(401);

    const trail = await ctx.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId, changes: auditEvents.changes })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, requestId));
    expect(trail).toEqual([
      expect.objectContaining({ action: "privacy.erasure_requested", actorId: subject.userId }),
      expect.objectContaining({
        action: "privacy.erasure_confirmed",
        actorId: tenants.adminA.userId,
        changes: expect.objectContaining({ signaturesKept: 1, signersAnonymised: 1 }),
      }),
    ]);
  });

  it("a user without an account: only the super admin sees and decides the request", async () => {
    const loner = await createSignedInUser(ctx, "standard_user", { fullName: "Lia Sem Conta" });
    const id = (await api(ctx, { method: "POST", url: "/api/privacy/erasure", cookie: loner.cookie })).json().id;
    expect((await list(tenants.adminA.cookie)).json().items.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await decide(tenants.adminA.cookie, id, "reject")).statusCode).toBe(404);
    const seen = (await list(tenants.superAdmin.cookie)).json().items.find((r: { id: string }) => r.id === id);
    expect(seen).toMatchObject({ subjectName: "Lia Sem Conta", accountName: null });
    expect((await decide(tenants.superAdmin.cookie, id, "confirm")).json()).toMatchObject({ status: "confirmed" });
    expect((await api(ctx, { method: "GET", url: "/api/me", cookie: loner.cookie })).statusCode).toBe(401);
  });

  it("an admin cannot confirm their own erasure; a rejection only records the decision", async () => {
    const own = await api(ctx, { method: "POST", url: "/api/privacy/erasure", cookie: tenants.adminA.cookie });
    const id = own.json().id;
    const self = await decide(tenants.adminA.cookie, id, "confirm");
    expect(self.statusCode).toBe(400);
    const rejected = await decide(tenants.superAdmin.cookie, id, "reject");
    expect(rejected.json()).toMatchObject({ status: "rejected", subjectEmail: tenants.adminA.email });
    expect((await api(ctx, { method: "GET", url: "/api/me", cookie: tenants.adminA.cookie })).statusCode).toBe(200);
  });
});

describe("erasure asked by a signer who is not a user (issue 27)", () => {
  it("every signature e-mail links to the request; the account's admin decides; completed evidence stays", async () => {
    const email = "sara.externa@cliente.com.br";
    const doc = await finalizedDocument(ctx, tenants.adminA.cookie, tenants.accountA);
    await requestSignatures(ctx, tenants.adminA.cookie, doc, [
      { signer_name: "Sara Externa", signer_email: email, order_sequence: 1 },
    ]);
    const invite = mailsTo(ctx, email)[0];
    expect(invite?.text).toContain("Solicitar exclusão dos meus dados: http://localhost:3000/excluir-meus-dados/");
    expect(invite?.html).toContain(">Solicitar exclusão dos meus dados</a>");
    const token = linkIn(invite?.text ?? "");
    expect(invite?.text).toContain(`/excluir-meus-dados/${token}`);

    const bad = await api(ctx, {
      method: "POST",
      url: "/api/privacy/signer-requests",
      payload: { token: "x".repeat(43) },
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error.message).toBe("Link inválido ou expirado.");
    const asked = await api(ctx, { method: "POST", url: "/api/privacy/signer-requests", payload: { token } });
    expect(asked.statusCode).toBe(202);
    expect(
      (await api(ctx, { method: "POST", url: "/api/privacy/signer-requests", payload: { token } })).statusCode,
    ).toBe(409);

    expect((await list(tenants.adminB.cookie)).json().items).toEqual([]);
    const [request] = (await list(tenants.adminA.cookie)).json().items;
    expect(request).toMatchObject({ kind: "signer_erasure", subjectName: "Sara Externa", subjectEmail: email });
    expect((await decide(tenants.adminB.cookie, request.id, "confirm")).statusCode).toBe(404);
    expect((await decide(tenants.adminA.cookie, request.id, "confirm")).statusCode).toBe(200);

    const hits = await scanForValues(ctx.db, [email, "Sara Externa"]);
    expect(hits).toEqual([]);
    const rows = await ctx.db
      .select({ name: signatureSigners.signerName })
      .from(signatureSigners)
      .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.signatureRequestId))
      .where(inArray(signatureRequests.documentId, [doc]));
    expect(rows).toEqual([{ name: ANONYMISED_NAME }]);
  });
});
