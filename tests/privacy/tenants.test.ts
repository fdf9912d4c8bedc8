import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentDeliveryLog as deliveries } from "../../src/server/db/tables/delivery";
import { generatedDocuments as docs } from "../../src/server/db/tables/documents";
import { signatureRequests, signatureSigners as signers } from "../../src/server/db/tables/signatures";
import { inAccount } from "../../src/server/platform/db/address-match";
import { api, signIn, type TestContext, type TestUser } from "../helpers/app";
import type { TwoTenants } from "../helpers/fixtures";
import {
  builtinSigningContext,
  finalizedDocument,
  linkIn,
  mailsTo,
  requestSignatures,
  signAsOnlySigner,
} from "../signatures/support";
import { me, unzipText } from "./support";

/**
 * Issue 38: data-subject requests never cross accounts. Account A's admin creates a user with the
 * e-mail and phone of an outside signer of account B; that user's export and erasure reach only what
 * they did and received inside A. B's rows about the same address are reached only by the signer's
 * own link (which B's admin decides). A user without an account (a super admin) has only what they did.
 */
const VICTIM = { email: "vitoria.externa@cliente.com.br", phone: "(21) 99876-1234", name: "Vitória Externa" };
const LONER = { email: "vera.externa@cliente.com.br", name: "Vera Externa" };

let ctx: TestContext;
let tenants: TwoTenants;
/** A's user with the victim's e-mail and phone, created by A's admin through the API. */
let lookAlike: TestUser;
/** A super admin (no account) with the e-mail of another outside signer of B. */
let loner: TestUser;
/** The victim's signing link in B's invitation: the token of the signer's own erasure request. */
let victimToken: string;
let exportId: string;

const list = (cookie: string) => api(ctx, { method: "GET", url: "/api/privacy/erasure-requests", cookie });
const listedIds = async (cookie: string) => (await list(cookie)).json().items.map((r: { id: string }) => r.id);
const decide = (cookie: string, id: string, decision: "confirm" | "reject") =>
  api(ctx, { method: "POST", url: `/api/privacy/erasure-requests/${id}/decision`, cookie, payload: { decision } });
const share = (cookie: string, docId: string, channel: "email" | "whatsapp", recipient: string) =>
  api(ctx, { method: "POST", url: `/api/documents/${docId}/share`, cookie, payload: { channel, recipient } });

/** An account's (null: no account's) signer rows, deliveries and documents' recipients, as stored. */
async function rowsOf(accountId: string | null) {
  const signerRows = await ctx.db
    .select({
      id: signers.id,
      name: signers.signerName,
      email: signers.signerEmail,
      phone: signers.signerPhone,
      ip: signers.signerIp,
      userAgent: signers.signerUserAgent,
      typed: signers.signatureTyped,
      requestStatus: signatureRequests.status,
    })
    .from(signers)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signers.signatureRequestId))
    .where(inAccount(signatureRequests.corporateAccountId, accountId))
    .orderBy(asc(signers.createdAt));
  const deliveryRows = await ctx.db
    .select({
      id: deliveries.id,
      channel: deliveries.deliveryType,
      recipient: deliveries.recipient,
      message: deliveries.message,
      source: deliveries.source,
    })
    .from(deliveries)
    .where(inAccount(deliveries.corporateAccountId, accountId))
    .orderBy(asc(deliveries.createdAt));
  const documentRows = await ctx.db
    .select({ id: docs.id, email: docs.recipientEmail, phone: docs.recipientPhone })
    .from(docs)
    .where(inAccount(docs.corporateAccountId, accountId))
    .orderBy(asc(docs.createdAt));
  return { signers: signerRows, deliveries: deliveryRows, documents: documentRows };
}

/** A delivery sent to the subject's address: not the requester's notice that their request completed. */
const toTheAddress = (d: { source: string }) => d.source !== "signature_completed";

/** Creates a user through POST /api/users, confirmed at once, and signs them in. */
async function createThroughApi(creator: TestUser, body: Record<string, unknown>): Promise<TestUser> {
  const password = "senha-segura-1";
  const res = await api(ctx, {
    method: "POST",
    url: "/api/users",
    cookie: creator.cookie,
    payload: { password, confirmPassword: password, sendConfirmationEmail: false, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  const email = body.email as string;
  return { userId: res.json().user.id, email, password, cookie: await signIn(ctx.app, email, password) };
}

async function exportOf(user: TestUser): Promise<{ id: string; files: Map<string, string> }> {
  const asked = await api(ctx, { method: "POST", url: "/api/privacy/exports", cookie: user.cookie });
  expect(asked.statusCode).toBe(202);
  const id = asked.json().id;
  const res = await api(ctx, { method: "GET", url: `/api/privacy/exports/${id}/download`, cookie: user.cookie });
  expect(res.statusCode).toBe(200);
  return { id, files: unzipText(res.rawPayload) };
}

const json = (files: Map<string, string>, name: string) => JSON.parse(files.get(name) ?? "null");
const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id).sort();

beforeAll(async () => {
  ({ ctx, tenants } = await builtinSigningContext(() => new Date()));
  const { adminA, adminB, accountA, accountB, superAdmin } = tenants;
  // Account B: the victim signs one request (completed: IP, browser, typed signature, sealed PDF),
  // is invited to another (open), and is sent a document by e-mail and by WhatsApp; a B document
  // names them as its default recipient.
  const signedB = await finalizedDocument(ctx, adminB.cookie, accountB);
  expect(await signAsOnlySigner(ctx, adminB.cookie, signedB, VICTIM.email)).toBe(200);
  const openB = await finalizedDocument(ctx, adminB.cookie, accountB);
  const sentB = await requestSignatures(ctx, adminB.cookie, openB, [
    { signer_name: VICTIM.name, signer_email: VICTIM.email, signer_phone: "+5521998761234", order_sequence: 1 },
  ]);
  expect(sentB.statusCode, sentB.body).toBe(201);
  victimToken = linkIn(mailsTo(ctx, VICTIM.email)[0]?.text ?? "");
  expect(victimToken).not.toBe("");
  const sharedB = await finalizedDocument(ctx, adminB.cookie, accountB);
  expect((await share(adminB.cookie, sharedB, "email", VICTIM.email)).statusCode).toBe(202);
  expect((await share(adminB.cookie, sharedB, "whatsapp", VICTIM.phone)).statusCode).toBe(202);
  await ctx.db
    .update(docs)
    .set({ recipientEmail: VICTIM.email, recipientPhone: "+5521998761234" })
    .where(eq(docs.id, sharedB));
  // Account A: the same address signs there too and is sent a document (what is the user's in A).
  const signedA = await finalizedDocument(ctx, adminA.cookie, accountA);
  expect(await signAsOnlySigner(ctx, adminA.cookie, signedA, VICTIM.email)).toBe(200);
  const sharedA = await finalizedDocument(ctx, adminA.cookie, accountA);
  expect((await share(adminA.cookie, sharedA, "whatsapp", VICTIM.phone)).statusCode).toBe(202);
  // The look-alike: A's admin gives a user of A the victim's e-mail and phone, confirmed at once.
  lookAlike = await createThroughApi(adminA, {
    fullName: "Vitória de Mentira",
    email: VICTIM.email,
    phone: VICTIM.phone,
    role: "standard_user",
    corporateAccountId: accountA,
  });

  // The loner's address is an outside signer of B and of a super admin's document (no account).
  const lonerB = await finalizedDocument(ctx, adminB.cookie, accountB);
  await requestSignatures(ctx, adminB.cookie, lonerB, [
    { signer_name: LONER.name, signer_email: LONER.email, order_sequence: 1 },
  ]);
  expect((await share(adminB.cookie, lonerB, "email", LONER.email)).statusCode).toBe(202);
  const platformDoc = await finalizedDocument(ctx, superAdmin.cookie, null);
  const sentPlatform = await requestSignatures(ctx, superAdmin.cookie, platformDoc, [
    { signer_name: LONER.name, signer_email: LONER.email, order_sequence: 1 },
  ]);
  expect(sentPlatform.statusCode, sentPlatform.body).toBe(201);
  loner = await createThroughApi(superAdmin, {
    fullName: LONER.name,
    email: LONER.email,
    phone: "",
    role: "super_admin",
    corporateAccountId: null,
  });
}, 180_000);

afterAll(async () => {
  await ctx.close();
});

describe("data-subject requests stay inside the user's own account (issue 38)", () => {
  it("POST /api/privacy/exports: the look-alike's ZIP holds A's rows about the address, none of B's", async () => {
    const a = await rowsOf(tenants.accountA);
    const b = await rowsOf(tenants.accountB);
    // B holds the victim's signatures (one signed, with a sealed PDF), an e-mail and a WhatsApp delivery.
    expect(b.signers.filter((s) => s.email === VICTIM.email).map((s) => s.requestStatus)).toEqual([
      "completed",
      "sent",
    ]);
    expect(b.deliveries.map((d) => d.channel)).toContain("whatsapp");

    const { id, files } = await exportOf(lookAlike);
    exportId = id;
    const signatures = json(files, "assinaturas.json");
    expect(ids(signatures)).toEqual(ids(a.signers));
    expect(signatures.map((s: { requestStatus: string }) => s.requestStatus)).toEqual(["completed"]);
    // Every delivery to the address; the notice to A's requester that a request completed is about them.
    expect(ids(json(files, "entregas.json"))).toEqual(ids(a.deliveries.filter(toTheAddress)));
    const pdfs = [...files.keys()].filter((n) => n.startsWith("assinaturas/"));
    expect(pdfs).toEqual([`assinaturas/${a.signers[0]?.id}.pdf`]);
    // Nothing of B's rows: not their ids, not the open request's name the victim was invited under.
    const everything = [...files.values()].join("\n");
    for (const row of [...b.signers, ...b.deliveries]) expect(everything).not.toContain(row.id);
    expect(everything).not.toContain(VICTIM.name);
    expect(files.get("LEIA-ME.txt")).toContain(
      'Tudo isso só na sua empresa. O que outras empresas guardam sobre o mesmo e-mail ou telefone é delas: peça a cada uma (cada e-mail de assinatura traz o link "Solicitar exclusão dos meus dados").',
    );
  });

  it("GET /api/privacy/exports/:id/download and GET /api/privacy/me: B's admin neither downloads nor lists it", async () => {
    for (const other of [tenants.adminB, tenants.adminA]) {
      const res = await api(ctx, {
        method: "GET",
        url: `/api/privacy/exports/${exportId}/download`,
        cookie: other.cookie,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await me(ctx, tenants.adminB.cookie)).json().requests).toEqual([]);
    // The victim's own request through B's signing link is B's, not on the look-alike's "Meus dados".
    const asked = await api(ctx, {
      method: "POST",
      url: "/api/privacy/signer-requests",
      payload: { token: victimToken },
    });
    expect(asked.statusCode).toBe(202);
    expect((await me(ctx, lookAlike.cookie)).json().requests).toEqual([
      expect.objectContaining({ id: exportId, kind: "export", status: "ready" }),
    ]);
  });

  it("POST /api/privacy/erasure and its decision: A's admin erases A's rows about the address, B's stay whole", async () => {
    const bBefore = await rowsOf(tenants.accountB);
    const asked = await api(ctx, { method: "POST", url: "/api/privacy/erasure", cookie: lookAlike.cookie });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().id;
    expect(await listedIds(tenants.adminB.cookie)).not.toContain(id);
    expect((await decide(tenants.adminB.cookie, id, "confirm")).statusCode).toBe(404);
    expect(await listedIds(tenants.adminA.cookie)).toContain(id);
    const confirmed = await decide(tenants.adminA.cookie, id, "confirm");
    expect(confirmed.statusCode).toBe(200);

    expect(await rowsOf(tenants.accountB)).toEqual(bBefore);
    const a = await rowsOf(tenants.accountA);
    // In A: the signed evidence stays (LGPD art. 16), the WhatsApp delivery no longer names the phone.
    expect(a.signers.map((s) => [s.email, s.requestStatus])).toEqual([[VICTIM.email, "completed"]]);
    expect(a.deliveries.filter((d) => d.channel === "whatsapp").map((d) => d.recipient)).toEqual([
      `anonimizado-${id}@anonimizado.invalid`,
    ]);
  });

  it("POST /api/privacy/signer-requests: B's admin decides the victim's own request; it erases B's rows, not A's", async () => {
    // After the user's erasure, A sends the address a new request: an outside signer of A now.
    const openA = await finalizedDocument(ctx, tenants.adminA.cookie, tenants.accountA);
    await requestSignatures(ctx, tenants.adminA.cookie, openA, [
      { signer_name: VICTIM.name, signer_email: VICTIM.email, order_sequence: 1 },
    ]);
    const aBefore = await rowsOf(tenants.accountA);
    const [request] = (await list(tenants.adminB.cookie)).json().items;
    expect(request).toMatchObject({ kind: "signer_erasure", subjectName: VICTIM.name, subjectEmail: VICTIM.email });
    expect(await listedIds(tenants.adminA.cookie)).not.toContain(request.id);
    expect((await decide(tenants.adminA.cookie, request.id, "confirm")).statusCode).toBe(404);
    expect((await decide(tenants.adminB.cookie, request.id, "confirm")).statusCode).toBe(200);

    expect(await rowsOf(tenants.accountA)).toEqual(aBefore);
    const b = await rowsOf(tenants.accountB);
    const replacement = `anonimizado-${request.id}@anonimizado.invalid`;
    expect(b.signers.filter((s) => s.email !== LONER.email).map((s) => [s.email, s.requestStatus])).toEqual([
      [VICTIM.email, "completed"],
      [replacement, "sent"],
    ]);
    const victimDeliveries = b.deliveries.filter((d) => toTheAddress(d) && !d.recipient.startsWith("vera."));
    expect(victimDeliveries.length).toBeGreaterThan(0);
    expect(victimDeliveries.every((d) => d.recipient === replacement)).toBe(true);
  });

  it("a user without an account (super admin): the export holds only what they did, the erasure touches no account's rows", async () => {
    const own = await finalizedDocument(ctx, loner.cookie, null);
    const { files } = await exportOf(loner);
    expect(json(files, "documentos.json").map((d: { id: string }) => d.id)).toEqual([own]);
    expect(json(files, "assinaturas.json")).toEqual([]);
    expect(json(files, "entregas.json")).toEqual([]);
    expect(files.get("LEIA-ME.txt")).toContain(
      "Você não pertence a uma empresa: a cópia traz só o que você fez (cadastro, funções, documentos que criou).",
    );

    const bBefore = await rowsOf(tenants.accountB);
    const platformBefore = await rowsOf(null);
    expect(platformBefore.signers.map((s) => s.email)).toContain(LONER.email);
    const id = (await api(ctx, { method: "POST", url: "/api/privacy/erasure", cookie: loner.cookie })).json().id;
    expect(await listedIds(tenants.adminB.cookie)).not.toContain(id);
    expect((await decide(tenants.adminB.cookie, id, "confirm")).statusCode).toBe(404);
    expect((await decide(tenants.superAdmin.cookie, id, "confirm")).statusCode).toBe(200);
    expect((await api(ctx, { method: "GET", url: "/api/me", cookie: loner.cookie })).statusCode).toBe(401);
    expect(await rowsOf(tenants.accountB)).toEqual(bBefore);
    expect(await rowsOf(null)).toEqual(platformBefore);
  });
});
