import forge from "node-forge";
import type { z } from "zod";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { signatureRequests, signatureSigners } from "../../src/server/db/tables/signatures";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { generateSealCertificate } from "../../src/server/modules/signatures/providers/builtin/certificate";
import type { Deps } from "../../src/server/platform/deps";
import type { JobContext } from "../../src/server/platform/jobs/define-job";
import type { JobQueue, JobSpec } from "../../src/server/platform/jobs/job-queue";
import type { PdfService } from "../../src/server/platform/pdf/types";
import { api, createSignedInUser, createTestContext, type TestContext } from "../helpers/app";
import { createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { createCategory } from "../templates/fixtures";
import { threePagePdf } from "./sample-pdf";

/**
 * A job queue that runs each job at once, in the caller (after the caller's transaction committed,
 * as the real queue would later): the signing flow's invitations and seal become observable in order.
 */
export function inlineJobs(getDeps: () => Deps): JobQueue & { sent: Array<{ name: string; payload: unknown }> } {
  const sent: Array<{ name: string; payload: unknown }> = [];
  return {
    sent,
    async send(job, payload) {
      sent.push({ name: job.name, payload });
      const parsed = job.payload.parse(payload);
      await (job as JobSpec<z.ZodType, JobContext>).handle(parsed, { deps: getDeps(), jobId: "inline", retryCount: 0 });
      return "inline";
    },
    async sendMany() {},
    async work() {},
    async summary() {
      return [];
    },
    async stop() {},
  };
}

/**
 * A job queue that keeps what is sent and runs it when the test says (`runQueued`), like the real
 * queue later: a job that throws is queued again with retryCount + 1 until its retry limit, as pg-boss
 * retries it; `failures` keeps each thrown error.
 */
export function deferredJobs(getDeps: () => Deps) {
  const queued: Array<{ job: JobSpec<z.ZodType, JobContext>; payload: unknown; retryCount: number; id: string }> = [];
  const failures: Array<{ name: string; error: unknown }> = [];
  let sent = 0;
  const queue: JobQueue = {
    async send(job, payload) {
      const id = `deferred-${++sent}`;
      queued.push({
        job: job as JobSpec<z.ZodType, JobContext>,
        payload: job.payload.parse(payload),
        retryCount: 0,
        id,
      });
      return id;
    },
    async sendMany() {},
    async work() {},
    async summary() {
      return [];
    },
    async stop() {},
  };
  return {
    queue,
    queued,
    failures,
    /** Runs every queued job once (jobs they queue wait for the next call); answers how many ran. */
    async runQueued(): Promise<number> {
      const batch = queued.splice(0);
      for (const item of batch) {
        try {
          await item.job.handle(item.payload, { deps: getDeps(), jobId: item.id, retryCount: item.retryCount });
        } catch (error) {
          failures.push({ name: item.job.name, error });
          if (item.retryCount < (item.job.retry?.limit ?? 0)) queued.push({ ...item, retryCount: item.retryCount + 1 });
        }
      }
      return batch.length;
    },
  };
}

/** A PDF service that answers a real 3-page PDF (the seal and pdfsig need one) without Chromium. */
export async function fakePdf(): Promise<PdfService> {
  const bytes = await threePagePdf();
  return { available: true, render: async () => bytes, close: async () => undefined };
}

/** A super admin saves ZapSign's key (sandbox) and webhook token: the account's requests then go to ZapSign. */
export async function saveZapsignSettings(ctx: TestContext, apiKey: string, webhookToken: string): Promise<void> {
  const admin = await createSignedInUser(ctx, "super_admin");
  const saved = await api(ctx, {
    method: "PUT",
    url: "/api/settings/zapsign",
    cookie: admin.cookie,
    payload: { apiKey, sandboxMode: true, enableSecurityVerifications: false, webhookUrl: "", webhookToken },
  });
  if (saved.statusCode !== 200) throw new Error(`ZapSign settings not saved: ${saved.body}`);
}

/** An account admin saves the account's own SMTP (the catcher's user "envio@empresa.com"), active. */
export async function saveAccountSmtp(
  ctx: TestContext,
  cookie: string,
  smtp: { host: string; port: number },
  fromName: string,
): Promise<void> {
  const saved = await api(ctx, {
    method: "PUT",
    url: "/api/settings/smtp",
    cookie,
    payload: {
      host: smtp.host,
      port: smtp.port,
      username: "envio@empresa.com",
      password: "senha-correta",
      fromEmail: "envio@empresa.com",
      fromName,
      secure: false,
      isActive: true,
    },
  });
  if (saved.statusCode !== 200) throw new Error(`SMTP settings not saved: ${saved.body}`);
}

/** POST a signature request for a document (the recipients as the form sends them). */
export function requestSignatures(
  ctx: TestContext,
  cookie: string,
  docId: string,
  recipients: Array<Record<string, unknown>>,
) {
  return api(ctx, {
    method: "POST",
    url: `/api/documents/${docId}/signature-requests`,
    cookie,
    payload: { recipients },
  });
}

/** A finalized document of `accountId`, created through the API by `cookie`. */
export async function finalizedDocument(
  ctx: TestContext,
  cookie: string,
  accountId: string | null,
  status: "finalized" | "draft" = "finalized",
): Promise<string> {
  const cat = await createCategory(ctx.db, accountId ? [accountId] : []);
  const [tpl] = await ctx.db
    .insert(documentTemplates)
    .values({
      title: "Contrato",
      categoryId: cat,
      corporateAccountId: accountId,
      templateContent: "<p>Contrato com {{nome}}</p>",
      variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
    })
    .returning({ id: documentTemplates.id });
  const res = await api(ctx, {
    method: "POST",
    url: "/api/documents",
    cookie,
    payload: { templateId: tpl?.id, values: { nome: "Cliente" }, status },
  });
  if (res.statusCode !== 201) throw new Error(`document not created: ${res.body}`);
  return res.json().id;
}

/**
 * The built-in signing flow's test bed: the real app with a fake PDF service, jobs run at once and
 * the test's clock; accounts A and B with their corporate users.
 */
export async function builtinSigningContext(
  clock: () => Date,
  overrides: Omit<Parameters<typeof createTestContext>[0] & object, "deps"> & Partial<Pick<Deps, "resolver">> = {},
) {
  const { resolver, ...rest } = overrides;
  const { ctx, jobs } = await inlineJobsContext({ ...rest, deps: { clock, ...(resolver ? { resolver } : {}) } });
  const tenants = await createTwoTenants(ctx);
  const a = await signInCorporateRoles(ctx, tenants.accountA);
  const b = await signInCorporateRoles(ctx, tenants.accountB);
  return { ctx, jobs, tenants, a, b };
}

/** The e-mails sent to `to`, newest first. */
export const mailsTo = (ctx: TestContext, to: string) => ctx.mailer.outbox().filter((m) => m.to === to);
/** The signing link's token in an e-mail ("" when none). */
export const linkIn = (text: string) => /https?:\/\/\S+\/assinar\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
/** The 6-digit code in an e-mail ("" when none). */
export const codeIn = (text: string) => /é (\d{6})\./.exec(text)?.[1] ?? "";

/**
 * Sends `docId` for signature to one signer and signs it through the public routes (link from the
 * invitation, code from the e-mail); answers the sign route's status. Needs inline jobs for the seal.
 */
export async function signAsOnlySigner(ctx: TestContext, cookie: string, docId: string, email: string) {
  await requestSignatures(ctx, cookie, docId, [{ signer_name: "Rui", signer_email: email, order_sequence: 1 }]);
  const token = linkIn(mailsTo(ctx, email)[0]?.text ?? "");
  await api(ctx, { method: "POST", url: `/api/sign/${token}/code` });
  const code = codeIn(mailsTo(ctx, email)[0]?.text ?? "");
  const signed = await api(ctx, {
    method: "POST",
    url: `/api/sign/${token}/sign`,
    payload: { code, typedSignature: "Rui" },
  });
  return signed.statusCode;
}

/** The real app with inline jobs and a fake PDF service, two tenants (super admin, admin of A…): the seal tests' world. */
export async function sealTestContext(names: [string, string]) {
  const { ctx } = await inlineJobsContext();
  return { ctx, ...(await createTwoTenants(ctx, names)) };
}

/** The real app with a fake PDF service and jobs run at once (the seal and the signing flow's test beds). */
async function inlineJobsContext(options: Parameters<typeof createTestContext>[0] = {}) {
  let ctx: TestContext | undefined;
  const jobs = inlineJobs(() => {
    if (!ctx) throw new Error("context not ready");
    return ctx.deps;
  });
  ctx = await createTestContext({ ...options, deps: { ...options.deps, pdf: await fakePdf(), jobs } });
  return { ctx, jobs };
}

/** An A1-like PKCS#12 file (what a super admin uploads), made from a fresh key and certificate, in base64. */
export function pkcs12(commonName: string, password: string): string {
  const cert = generateSealCertificate(commonName);
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(cert.keyPem),
    [forge.pki.certificateFromPem(cert.certPem)],
    password,
    { algorithm: "3des" },
  );
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary").toString("base64");
}

/** PUT the seal certificate (a .pfx in base64) as `cookie`. */
export const uploadSealPfx = (ctx: TestContext, cookie: string, pfxBase64: string, password: string) =>
  api(ctx, { method: "PUT", url: "/api/signature-seal-certificate", cookie, payload: { pfxBase64, password } });

/**
 * A built-in request whose one signer signed, written directly (super admin's document), ready to seal;
 * `original` null points it at a file that does not exist (a seal that must fail).
 */
export async function signedBuiltinRequest(ctx: TestContext, original: Buffer | null) {
  const user = await createSignedInUser(ctx, "super_admin");
  const [doc] = await ctx.db
    .insert(generatedDocuments)
    .values({ userId: user.userId, title: "Contrato", status: "pending_signature" })
    .returning({ id: generatedDocuments.id });
  const stored = original
    ? await ctx.deps.storage.put({
        data: original,
        contentType: "application/pdf",
        corporateAccountId: null,
        userId: user.userId,
      })
    : null;
  const [request] = await ctx.db
    .insert(signatureRequests)
    .values({
      documentId: doc!.id,
      provider: "builtin",
      status: "in_progress",
      originalFileId: stored?.id ?? "00000000-0000-4000-8000-000000000001",
    })
    .returning({ id: signatureRequests.id });
  await ctx.db.insert(signatureSigners).values({
    signatureRequestId: request!.id,
    signerName: "Maria Souza",
    signerEmail: "maria@exemplo.com.br",
    status: "signed",
    signedAt: new Date(),
    signatureTyped: "Maria Souza",
  });
  return { id: request!.id, documentId: doc!.id, cookie: user.cookie, email: user.email };
}
