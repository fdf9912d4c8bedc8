import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_MESSAGES } from "../../src/domain/privacy/privacy";
import { auditEvents } from "../../src/server/db/tables/audit";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { storedFiles } from "../../src/server/db/tables/files";
import { privacyRequests } from "../../src/server/db/tables/privacy";
import { api, createSignedInUser, type TestContext, type TestUser } from "../helpers/app";
import type { TwoTenants } from "../helpers/fixtures";
import { builtinSigningContext, finalizedDocument, requestSignatures, signAsOnlySigner } from "../signatures/support";
import { createSubject, me, SUBJECT, unzipText } from "./support";

let now = new Date();
let ctx: TestContext;
let tenants: TwoTenants;
let subject: TestUser;
let colleague: TestUser;
let stranger: TestUser;
let requestId: string;

beforeAll(async () => {
  ({ ctx, tenants } = await builtinSigningContext(() => now));
  subject = await createSubject(ctx, tenants.accountA);
  colleague = await createSignedInUser(ctx, "standard_user", {
    accountId: tenants.accountA,
    fullName: "Coralina Colega",
  });
  stranger = await createSignedInUser(ctx, "corporate_admin", {
    accountId: tenants.accountB,
    fullName: "Otávia Alheia",
  });
  // The subject's own document; a colleague's document the subject signs; one sent but not signed;
  // the stranger's document in another account (nothing of it may reach the subject's export).
  await finalizedDocument(ctx, subject.cookie, tenants.accountA);
  const signedDoc = await finalizedDocument(ctx, colleague.cookie, tenants.accountA);
  expect(await signAsOnlySigner(ctx, colleague.cookie, signedDoc, subject.email)).toBe(200);
  await finalizedDocument(ctx, stranger.cookie, tenants.accountB);
  const strangerDoc = await finalizedDocument(ctx, stranger.cookie, tenants.accountB);
  await requestSignatures(ctx, stranger.cookie, strangerDoc, [
    { signer_name: "Otávia Alheia", signer_email: stranger.email, order_sequence: 1 },
  ]);
}, 120_000);

afterAll(async () => {
  await ctx.close();
});

describe("Meus dados: the export (issue 27)", () => {
  it("prepares a ZIP by a job, recorded in the trail, that only its owner downloads", async () => {
    const asked = await api(ctx, { method: "POST", url: "/api/privacy/exports", cookie: subject.cookie });
    expect(asked.statusCode).toBe(202);
    requestId = asked.json().id;
    const again = await api(ctx, { method: "POST", url: "/api/privacy/exports", cookie: subject.cookie });
    // The inline queue ran the job at once: the first is ready, so a second may be asked.
    expect(again.statusCode).toBe(202);

    const mine = (await me(ctx, subject.cookie)).json().requests;
    const first = mine.find((r: { id: string }) => r.id === requestId);
    expect(first.status).toBe("ready");
    expect(new Date(first.expiresAt).getTime() - now.getTime()).toBe(24 * 3_600_000);
    // Nobody else's "Meus dados" lists it; nobody else downloads it (not found, as if it did not exist).
    expect((await me(ctx, colleague.cookie)).json().requests).toEqual([]);
    for (const other of [colleague, stranger, tenants.adminA, tenants.superAdmin]) {
      const res = await api(ctx, {
        method: "GET",
        url: `/api/privacy/exports/${requestId}/download`,
        cookie: other.cookie,
      });
      expect(res.statusCode).toBe(404);
    }

    const res = await api(ctx, {
      method: "GET",
      url: `/api/privacy/exports/${requestId}/download`,
      cookie: subject.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="meus-dados-/);
    const files = unzipText(res.rawPayload);

    const profile = JSON.parse(files.get("perfil.json") ?? "null");
    expect(profile).toMatchObject({ email: subject.email, fullName: SUBJECT.fullName, phone: SUBJECT.phone });
    expect(profile.preferences).toEqual({ cpf: SUBJECT.cpf });
    expect(JSON.parse(files.get("funcoes.json") ?? "[]")).toEqual([
      expect.objectContaining({ slug: "standard_user", active: true }),
    ]);
    const documents = JSON.parse(files.get("documentos.json") ?? "[]");
    expect(documents).toHaveLength(1);
    const pdfName = [...files.keys()].find((n) => n.startsWith("documentos/") && n.endsWith(`${documents[0].id}.pdf`));
    expect(files.get(pdfName ?? "")?.startsWith("%PDF")).toBe(true);
    const signatures = JSON.parse(files.get("assinaturas.json") ?? "[]");
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({ email: subject.email, status: "signed", requestStatus: "completed" });
    expect(signatures[0].evidence.map((e: { kind: string }) => e.kind)).toContain("code_right");
    expect(signatures[0].signatureTyped).toBe("Rui");
    expect(files.get(`assinaturas/${signatures[0].id}.pdf`)?.startsWith("%PDF")).toBe(true);
    const deliveries = JSON.parse(files.get("entregas.json") ?? "[]");
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.every((d: { recipient: string }) => d.recipient === subject.email)).toBe(true);

    // Nothing of anyone else: not the colleague who sent the request, not the other account's user.
    const everything = [...files.values()].join("\n");
    for (const foreign of [colleague.email, "Coralina", stranger.email, "Otávia", tenants.adminA.email]) {
      expect(everything).not.toContain(foreign);
    }
    // Secrets of the signing flow stay out.
    expect(everything).not.toMatch(/access_?token|code_?hash|signUrl/i);

    const trail = await ctx.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId, accountId: auditEvents.accountId })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, "privacy_request"), eq(auditEvents.targetId, requestId)));
    expect(trail).toEqual([
      { action: "privacy.export_requested", actorId: subject.userId, accountId: tenants.accountA },
      { action: "privacy.export_downloaded", actorId: subject.userId, accountId: tenants.accountA },
    ]);
  });

  it("the link dies after 24 h: 410 in Portuguese, and the ZIP is removed", async () => {
    const [row] = await ctx.db.select().from(privacyRequests).where(eq(privacyRequests.id, requestId));
    expect(row?.fileId).toBeTruthy();
    now = new Date(now.getTime() + 24 * 3_600_000 - 1_000);
    const stillValid = await api(ctx, {
      method: "GET",
      url: `/api/privacy/exports/${requestId}/download`,
      cookie: subject.cookie,
    });
    expect(stillValid.statusCode).toBe(200);
    now = new Date(now.getTime() + 2_000);
    const expired = await api(ctx, {
      method: "GET",
      url: `/api/privacy/exports/${requestId}/download`,
      cookie: subject.cookie,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toMatchObject({ code: "EXPORT_EXPIRED", message: PRIVACY_MESSAGES.exportExpired });
    const gone = await ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, row?.fileId ?? ""));
    expect(gone).toEqual([]);
    const again = await api(ctx, {
      method: "GET",
      url: `/api/privacy/exports/${requestId}/download`,
      cookie: subject.cookie,
    });
    expect(again.statusCode).toBe(410);
  });

  it("a signed-out visitor gets 401, and a malformed id a Portuguese 400", async () => {
    expect((await api(ctx, { method: "POST", url: "/api/privacy/exports" })).statusCode).toBe(401);
    const bad = await api(ctx, {
      method: "GET",
      url: "/api/privacy/exports/nao-e-id/download",
      cookie: subject.cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/[Pp]edido|inválid/);
  });

  it("names each document's PDF by its title without accents, as an independent unzip lists it (issue 48)", async () => {
    const id = await finalizedDocument(ctx, subject.cookie, tenants.accountA);
    await ctx.db
      .update(generatedDocuments)
      .set({ title: "Prestação de Serviços – Cláusula nº 2" })
      .where(eq(generatedDocuments.id, id));
    const asked = await api(ctx, { method: "POST", url: "/api/privacy/exports", cookie: subject.cookie });
    const res = await api(ctx, {
      method: "GET",
      url: `/api/privacy/exports/${asked.json().id}/download`,
      cookie: subject.cookie,
    });
    expect(res.statusCode).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), "meus-dados-"));
    try {
      const file = join(dir, "meus-dados.zip");
      writeFileSync(file, res.rawPayload);
      const names = execFileSync("unzip", ["-Z1", file], { encoding: "utf8" }).split("\n");
      expect(names).toContain(`documentos/Prestacao-de-Servicos-Clausula-no-2-${id}.pdf`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
