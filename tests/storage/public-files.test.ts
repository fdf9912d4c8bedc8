import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditExports } from "../../src/server/db/tables/audit";
import { storedFiles } from "../../src/server/db/tables/files";
import { privacyRequests } from "../../src/server/db/tables/privacy";
import { signatureRequests } from "../../src/server/db/tables/signatures";
import { migrationsFolder } from "../../src/server/platform/paths";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  type TestContext,
  type TestUser,
  uploadBytes,
} from "../helpers/app";
import { testPng } from "../helpers/branding";
import { createPlanWith, type TwoTenants } from "../helpers/fixtures";
import { builtinSigningContext, finalizedDocument, signAsOnlySigner } from "../signatures/support";

// Issue 38 point 7 (decision 0006): GET /api/files/{id} serves only what was meant to be public by its
// id — template and header/footer images, logos. Exports, PDFs and attachments: 404 there, for anyone.
let ctx: TestContext;
let tenants: TwoTenants;
let brander: TestUser;
let signedDocId: string;

beforeAll(async () => {
  ({ ctx, tenants } = await builtinSigningContext(() => new Date()));
  const plan = await createPlanWith(ctx.db, "Com Marca", { custom_branding_enabled: true });
  brander = await createSignedInUser(ctx, "corporate_admin", {
    accountId: await createCorporateAccount(ctx.db, "Marca Própria Ltda", plan),
  });
  signedDocId = await finalizedDocument(ctx, tenants.adminA.cookie, tenants.accountA);
  expect(await signAsOnlySigner(ctx, tenants.adminA.cookie, signedDocId, "rui@example.com")).toBe(200);
}, 120_000);
afterAll(() => ctx.close());

const publicGet = (id: string) => api(ctx, { method: "GET", url: `/api/files/${id}` });

describe("the public file route", () => {
  it("serves a header/footer image and a logo to anyone holding the id", async () => {
    const image = await uploadBytes(ctx, tenants.adminA.cookie, "/api/files/images", testPng());
    const logo = await uploadBytes(ctx, brander.cookie, "/api/corporate/branding/logo", testPng([15, 118, 110, 255]));
    for (const id of [image.json().id, logo.json().id]) {
      const res = await publicGet(id);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
    }
  });

  it("does not serve a signed PDF, the PDF the signers saw, an audit CSV or a data-export ZIP", async () => {
    const [request] = await ctx.db
      .select({ original: signatureRequests.originalFileId, signed: signatureRequests.signedFileId })
      .from(signatureRequests)
      .where(eq(signatureRequests.documentId, signedDocId));
    const audit = await api(ctx, {
      method: "POST",
      url: "/api/audit/exports",
      cookie: tenants.adminA.cookie,
      payload: { format: "csv" },
    });
    expect(audit.statusCode).toBe(202);
    const privacy = await api(ctx, { method: "POST", url: "/api/privacy/exports", cookie: tenants.adminA.cookie });
    expect(privacy.statusCode).toBe(202);
    const [auditFile] = await ctx.db
      .select({ id: auditExports.fileId })
      .from(auditExports)
      .where(eq(auditExports.id, audit.json().id));
    const [zip] = await ctx.db
      .select({ id: privacyRequests.fileId })
      .from(privacyRequests)
      .where(eq(privacyRequests.id, privacy.json().id));
    const ids = [request?.signed, request?.original, auditFile?.id, zip?.id];
    expect(ids.every((id) => typeof id === "string")).toBe(true);
    for (const id of ids as string[]) {
      const res = await publicGet(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Arquivo não encontrado.");
      // Not even for their owner: they have their own guarded routes.
      const owner = await api(ctx, { method: "GET", url: `/api/files/${id}`, cookie: tenants.adminA.cookie });
      expect(owner.statusCode).toBe(404);
    }
    // The guarded routes still give them to whom they belong.
    const csv = await api(ctx, {
      method: "GET",
      url: `/api/audit/exports/${audit.json().id}/download`,
      cookie: tenants.adminA.cookie,
    });
    expect(csv.statusCode).toBe(200);
  });

  it("does not serve a support attachment: the ticket's author and the team read it by the guarded route", async () => {
    const png = (await uploadBytes(ctx, tenants.adminA.cookie, "/api/support/attachments", testPng())).json();
    expect(png.url).toBe(`/api/support/attachments/${png.id}`);
    const ticket = await api(ctx, {
      method: "POST",
      url: "/api/support/tickets",
      cookie: tenants.adminA.cookie,
      payload: {
        subject: "Com anexo",
        category: "problema",
        description: "O PDF do contrato não é gerado desde ontem.",
        attachmentIds: [png.id],
      },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    expect(ticket.json().messages[0].attachments[0].url).toBe(`/api/support/attachments/${png.id}`);
    expect((await publicGet(png.id)).statusCode).toBe(404);

    const guarded = (user?: TestUser) =>
      api(ctx, { method: "GET", url: `/api/support/attachments/${png.id}`, cookie: user?.cookie });
    for (const user of [tenants.adminA, tenants.superAdmin]) {
      const res = await guarded(user);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      expect(res.rawPayload.equals(testPng())).toBe(true);
    }
    const other = await guarded(tenants.adminB);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe("Anexo não encontrado: envie o arquivo novamente.");
    expect((await guarded()).statusCode).toBe(401);

    // An internal note's attachment is the team's only.
    const note = (await uploadBytes(ctx, tenants.superAdmin.cookie, "/api/support/attachments", testPng())).json();
    const added = await api(ctx, {
      method: "POST",
      url: `/api/admin/support/tickets/${ticket.json().id}/messages`,
      cookie: tenants.superAdmin.cookie,
      payload: { body: "Print do log interno.", attachmentIds: [note.id], internal: true },
    });
    expect(added.statusCode, added.body).toBe(201);
    const read = (user: TestUser) =>
      api(ctx, { method: "GET", url: `/api/support/attachments/${note.id}`, cookie: user.cookie });
    expect((await read(tenants.superAdmin)).statusCode).toBe(200);
    expect((await read(tenants.adminA)).statusCode).toBe(404);
  });

  it("the migration keeps the images stored before it public, but not a support attachment nor a PDF", async () => {
    const image = (await uploadBytes(ctx, tenants.adminA.cookie, "/api/files/images", testPng())).json().id;
    const logo = (await uploadBytes(ctx, brander.cookie, "/api/corporate/branding/logo", testPng())).json().id;
    const attachment = (await uploadBytes(ctx, tenants.adminB.cookie, "/api/support/attachments", testPng())).json().id;
    const ticket = await api(ctx, {
      method: "POST",
      url: "/api/support/tickets",
      cookie: tenants.adminB.cookie,
      payload: {
        subject: "Anexo antigo",
        category: "problema",
        description: "Uma imagem anexada antes.",
        attachmentIds: [attachment],
      },
    });
    expect(ticket.statusCode).toBe(201);
    const [request] = await ctx.db
      .select({ signed: signatureRequests.signedFileId })
      .from(signatureRequests)
      .where(eq(signatureRequests.documentId, signedDocId));
    const ids = [image, logo, attachment, request?.signed as string];
    // As the rows were before migration 0032 (the column's default), then its backfill.
    await ctx.db.update(storedFiles).set({ publicById: false }).where(inArray(storedFiles.id, ids));
    const [, backfill] = readFileSync(join(migrationsFolder, "0032_stored_files_public_by_id.sql"), "utf8").split(
      "--> statement-breakpoint",
    );
    await ctx.db.execute(sql.raw(backfill as string));
    const rows = await ctx.db
      .select({ id: storedFiles.id, publicById: storedFiles.publicById })
      .from(storedFiles)
      .where(inArray(storedFiles.id, ids));
    expect(ids.map((id) => rows.find((r) => r.id === id)?.publicById)).toEqual([true, true, false, false]);
    expect((await publicGet(image)).statusCode).toBe(200);
    expect((await publicGet(attachment)).statusCode).toBe(404);
  });
});
