import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ACCOUNT_ID } from "../../src/domain/accounts/system";
import { DELIVERY_MESSAGES } from "../../src/domain/delivery/delivery";
import { documentDeliveryLog } from "../../src/server/db/tables/delivery";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { accountRateLimiter } from "../../src/server/modules/delivery/account-rate-limit";
import { deliverDocumentJob } from "../../src/server/modules/delivery/deliver-document-job";
import { saveSmtp, saveWhatsapp } from "../../src/server/modules/delivery/integration-configs";
import { recordDeliveries } from "../../src/server/modules/delivery/record-delivery";
import { requeueDeliveriesJob } from "../../src/server/modules/delivery/requeue-deliveries-job";
import type { Deps } from "../../src/server/platform/deps";
import { createJobQueue, type JobQueue } from "../../src/server/platform/jobs/job-queue";
import type { PdfService } from "../../src/server/platform/pdf/types";
import { type FakeEvolution, startFakeEvolution } from "../fakes/evolution-api";
import { closedPort, type SmtpCatcher, startSmtpCatcher } from "../fakes/smtp";
import { api, createSignedInUser, createTestContext, type TestContext, type TestUser } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { withLastCharChanged } from "../helpers/tamper";
import { createCategory } from "../templates/fixtures";

/**
 * Sharing and automatic delivery (issue 10, spec 3 §4/§5/§7/§8) against a real SMTP server
 * (smtp-server in process) and the fake Evolution API, on the real job queue. Retries wait 1 s
 * (then 2, 4, 8) here instead of 2 minutes; the policy (limit, backoff) is the production one.
 */
const FAKE_PDF_PREFIX = "%PDF-1.4\n";
const fakePdf: PdfService = {
  available: true,
  render: async (input) => Buffer.from(`${FAKE_PDF_PREFIX}${input.title}\n${input.bodyHtml}\n%%EOF`),
  close: async () => undefined,
};

let ctx: TestContext;
let queue: JobQueue;
let workerDeps: Deps;
let accountA: string;
let accountB: string;
let a: CorporateUsers;
let b: CorporateUsers;
let otherStandardA: TestUser;
let superAdmin: TestUser;
let templateA: string;
let templateB: string;
let catcherA: SmtpCatcher;
let catcherB: SmtpCatcher;
let evolution: FakeEvolution;

const SMTP_USER = "envio@empresa-a.com.br";
const SMTP_PASS = "senha-correta";
const EVO_KEY = "chave-evo";

async function until<T>(check: () => Promise<T | undefined | false>, ms = 25_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condição não atingida a tempo");
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function smtpFor(accountId: string, catcher: { host: string; port: number }, password = SMTP_PASS) {
  const result = await saveSmtp(
    ctx.db,
    ctx.deps.secrets,
    accountId,
    {
      host: catcher.host,
      port: catcher.port,
      username: SMTP_USER,
      password,
      fromEmail: `contato@${accountId.slice(0, 8)}.com.br`,
      fromName: "Empresa",
      secure: false,
      isActive: true,
    },
    { requirePassword: false },
  );
  expect(result).toBe("saved");
}

async function whatsappFor(accountId: string, instance = "empresa-a") {
  expect(
    await saveWhatsapp(ctx.db, ctx.deps.secrets, accountId, {
      apiUrl: evolution.url,
      apiKey: EVO_KEY,
      instanceName: instance,
      isActive: true,
    }),
  ).toBe("saved");
}

async function insertTemplate(accountId: string, categoryId: string, title: string) {
  const [row] = await ctx.db
    .insert(documentTemplates)
    .values({
      title,
      categoryId,
      corporateAccountId: accountId,
      templateContent: "<p>Contrato de prestação com {{nome}}.</p>",
      variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
    })
    .returning({ id: documentTemplates.id });
  if (!row) throw new Error("template not created");
  return row.id;
}

async function createDoc(user: TestUser, over: Record<string, unknown> = {}, templateId = templateA) {
  const res = await api(ctx, {
    method: "POST",
    url: "/api/documents",
    cookie: user.cookie,
    payload: { templateId, values: { nome: "Maria da Silva" }, status: "finalized", ...over },
  });
  if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; title: string; status: string };
}

const share = (user: TestUser | undefined, docId: string, payload: Record<string, unknown>) =>
  api(ctx, { method: "POST", url: `/api/documents/${docId}/share`, cookie: user?.cookie, payload });

async function logOf(docId: string) {
  return ctx.db.select().from(documentDeliveryLog).where(eq(documentDeliveryLog.documentId, docId));
}

async function rowOf(deliveryId: string) {
  const [row] = await ctx.db.select().from(documentDeliveryLog).where(eq(documentDeliveryLog.id, deliveryId));
  if (!row) throw new Error("no delivery row");
  return row;
}

/** The bytes of the (single) application/pdf part of a raw MIME message. */
function attachmentOf(raw: string): Buffer {
  const at = raw.search(/Content-Type: application\/pdf/i);
  if (at < 0) return Buffer.alloc(0);
  const part = raw.slice(at);
  const bodyStart = part.search(/\r?\n\r?\n/);
  const body =
    part
      .slice(bodyStart)
      .trimStart()
      .split(/\r?\n--/)[0] ?? "";
  return Buffer.from(body.replace(/\s+/g, ""), "base64");
}

const settled = (deliveryId: string, status: "sent" | "failed") =>
  until(async () => {
    const row = await rowOf(deliveryId);
    return row.status === status ? row : undefined;
  });

beforeAll(async () => {
  ctx = await createTestContext({ outboundTimeoutMs: 1_500, outboundAllowPrivate: true, deps: { pdf: fakePdf } });
  Object.assign(deliverDocumentJob, { retry: { ...deliverDocumentJob.retry, delaySeconds: 1 } });
  queue = createJobQueue({
    database: ctx.database,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    log: () => undefined,
  });
  workerDeps = { ...ctx.deps, jobs: queue };
  await queue.work([deliverDocumentJob], { deps: workerDeps });

  ({ accountA, accountB, superAdmin } = await createTwoTenants(ctx));
  a = await signInCorporateRoles(ctx, accountA);
  b = await signInCorporateRoles(ctx, accountB);
  otherStandardA = await createSignedInUser(ctx, "standard_user", { accountId: accountA });
  const category = await createCategory(ctx.db, [accountA, accountB]);
  templateA = await insertTemplate(accountA, category, "Contrato A");
  templateB = await insertTemplate(accountB, category, "Contrato B");

  catcherA = await startSmtpCatcher({ user: SMTP_USER, pass: SMTP_PASS });
  catcherB = await startSmtpCatcher({ user: SMTP_USER, pass: SMTP_PASS });
  evolution = await startFakeEvolution({ apiKey: EVO_KEY, instances: ["empresa-a"], notOnWhatsapp: ["5511900000000"] });
  await smtpFor(accountA, catcherA);
  await smtpFor(accountB, catcherB);
  await whatsappFor(accountA);
}, 60_000);

afterAll(async () => {
  await queue?.stop(2_000);
  await catcherA?.close();
  await catcherB?.close();
  await evolution?.close();
  await ctx?.close();
});

describe("POST /api/documents/:id/share (e-mail)", () => {
  it("queues the delivery (202, Pendente) and the e-mail arrives with the PDF attached and a public link", async () => {
    const doc = await createDoc(a.standard);
    const res = await share(a.standard, doc.id, {
      channel: "email",
      recipient: "Cliente@Exemplo.com.br",
      message: "Segue o contrato para sua leitura.",
    });
    expect(res.statusCode).toBe(202);
    const entry = res.json();
    expect(entry).toMatchObject({ channel: "email", recipient: "cliente@exemplo.com.br", status: "pending" });
    expect(entry.subject).toBe(`Compartilhamento do documento: ${doc.title}`);

    const row = await settled(entry.id, "sent");
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toBeInstanceOf(Date);
    const mail = catcherA.messages.find((m) => m.to.includes("cliente@exemplo.com.br"));
    expect(mail).toBeDefined();
    const raw = mail?.raw ?? "";
    expect(raw).toMatch(new RegExp(`Message-ID: <delivery-${entry.id}@`, "i"));
    expect(raw).toMatch(/Content-Type: application\/pdf/i);
    expect(raw).toContain("Segue o contrato para sua leitura.");
    // The attachment is the document's PDF (base64 in the raw message).
    const pdf = attachmentOf(raw).toString("utf8");
    expect(pdf.startsWith(FAKE_PDF_PREFIX)).toBe(true);
    expect(pdf).toContain("Contrato de prestação com Maria da Silva.");

    // The log, newest first, as the detail screen reads it.
    const list = await api(ctx, {
      method: "GET",
      url: `/api/documents/${doc.id}/deliveries`,
      cookie: a.standard.cookie,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ id: entry.id, status: "sent", attempts: 1, errorMessage: null });
  });

  it("gives the spec's texts for a missing recipient, per channel, and refuses bad addresses", async () => {
    const doc = await createDoc(a.standard);
    const email = await share(a.standard, doc.id, { channel: "email", recipient: "" });
    expect(email.statusCode).toBe(400);
    expect(email.json().error.details.fieldErrors.recipient).toBe("E-mail do destinatário é obrigatório");
    const phone = await share(a.standard, doc.id, { channel: "whatsapp", recipient: "  " });
    expect(phone.json().error.details.fieldErrors.recipient).toBe("Número de telefone do destinatário é obrigatório");
    const badEmail = await share(a.standard, doc.id, { channel: "email", recipient: "não-é-email" });
    expect(badEmail.json().error.details.fieldErrors.recipient).toBe("E-mail inválido");
    const badPhone = await share(a.standard, doc.id, { channel: "whatsapp", recipient: "+55 (11) 9" });
    expect(badPhone.json().error.details.fieldErrors.recipient).toBe("Telefone inválido");
    expect(await logOf(doc.id)).toHaveLength(0);
  });

  it("refuses to share a draft, in Portuguese", async () => {
    const draft = await createDoc(a.standard, { status: "draft" });
    const res = await share(a.standard, draft.id, { channel: "email", recipient: "x@exemplo.com" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(DELIVERY_MESSAGES.draftNotShareable);
  });
});

describe("access", () => {
  it("401 anonymous on share, log, retry and channel status", async () => {
    const doc = await createDoc(a.standard);
    expect((await share(undefined, doc.id, { channel: "email", recipient: "x@exemplo.com" })).statusCode).toBe(401);
    for (const url of [`/api/documents/${doc.id}/deliveries`, `/api/documents/${doc.id}/delivery-channels`]) {
      expect((await api(ctx, { method: "GET", url })).statusCode).toBe(401);
    }
  });

  it("another tenant, or another standard user of the same account, gets 404 on share, log, retry and revoke", async () => {
    const doc = await createDoc(a.standard);
    const sent = await share(a.standard, doc.id, { channel: "email", recipient: "y@exemplo.com" });
    const deliveryId = sent.json().id as string;
    await settled(deliveryId, "sent");
    for (const outsider of [b.admin, b.standard, otherStandardA]) {
      const s = await share(outsider, doc.id, { channel: "email", recipient: "intruso@exemplo.com" });
      expect(s.statusCode).toBe(404);
      expect(s.json().error.message).toBe("Documento não encontrado");
      const log = await api(ctx, {
        method: "GET",
        url: `/api/documents/${doc.id}/deliveries`,
        cookie: outsider.cookie,
      });
      expect(log.statusCode).toBe(404);
      const retry = await api(ctx, {
        method: "POST",
        url: `/api/documents/${doc.id}/deliveries/${deliveryId}/retry`,
        cookie: outsider.cookie,
      });
      expect(retry.statusCode).toBe(404);
      const revoke = await api(ctx, {
        method: "POST",
        url: `/api/documents/${doc.id}/share-links/revoke`,
        cookie: outsider.cookie,
      });
      expect(revoke.statusCode).toBe(404);
    }
    // A delivery id of another document cannot be retried through a visible one.
    const mine = await createDoc(b.standard, {}, templateB);
    const cross = await api(ctx, {
      method: "POST",
      url: `/api/documents/${mine.id}/deliveries/${deliveryId}/retry`,
      cookie: b.standard.cookie,
    });
    expect(cross.statusCode).toBe(404);
    expect((await logOf(doc.id)).map((r) => r.recipient)).toEqual(["y@exemplo.com"]);
    // The account's admin and supervisor see the whole organisation's documents: they may share.
    expect((await share(a.supervisor, doc.id, { channel: "email", recipient: "z@exemplo.com" })).statusCode).toBe(202);
    expect((await share(superAdmin, doc.id, { channel: "email", recipient: "w@exemplo.com" })).statusCode).toBe(202);
  });
});

describe("automatic delivery", () => {
  it("a document saved as finalized with auto-send ticked is recorded in the same save and delivered", async () => {
    const doc = await createDoc(a.standard, {
      recipientEmail: "auto@exemplo.com.br",
      recipientPhone: "+55 (11) 98765-4321",
      autoSendEmail: true,
      autoSendWhatsapp: true,
    });
    const rows = await logOf(doc.id);
    expect(rows.map((r) => [r.deliveryType, r.source]).sort()).toEqual([
      ["email", "auto"],
      ["whatsapp", "auto"],
    ]);
    const email = rows.find((r) => r.deliveryType === "email");
    const whatsapp = rows.find((r) => r.deliveryType === "whatsapp");
    await settled(email?.id ?? "", "sent");
    await settled(whatsapp?.id ?? "", "sent");
    expect(catcherA.messages.some((m) => m.to.includes("auto@exemplo.com.br"))).toBe(true);
    const media = evolution.media.find((m) => m.number === "5511987654321");
    // File name = the title ("/" of the date cannot be in a file name).
    expect(media).toMatchObject({ mimetype: "application/pdf", fileName: `${doc.title.replaceAll("/", "-")}.pdf` });
    expect(media?.data.toString("utf8")).toContain("Maria da Silva");
  });

  it("a draft with the boxes ticked sends nothing; finalizing it later does", async () => {
    const draft = await createDoc(a.standard, {
      status: "draft",
      recipientEmail: "depois@exemplo.com.br",
      autoSendEmail: true,
    });
    expect(await logOf(draft.id)).toHaveLength(0);
    const fin = await api(ctx, {
      method: "POST",
      url: `/api/documents/${draft.id}/finalize`,
      cookie: a.standard.cookie,
    });
    expect(fin.statusCode).toBe(200);
    const [row] = await logOf(draft.id);
    expect(row).toMatchObject({ deliveryType: "email", recipient: "depois@exemplo.com.br", source: "auto" });
    await settled(row?.id ?? "", "sent");
  });
});

describe("reliability", () => {
  it("SMTP down then back: the failure is recorded (still pending) and a retry delivers it", async () => {
    const port = await closedPort();
    const accountC = (await createTwoTenants(ctx, ["Empresa C", "Empresa D"])).accountA;
    const userC = await createSignedInUser(ctx, "corporate_admin", { accountId: accountC });
    const category = await createCategory(ctx.db, [accountC]);
    const templateC = await insertTemplate(accountC, category, "Contrato C");
    await smtpFor(accountC, { host: "127.0.0.1", port });
    const doc = await createDoc(userC, {}, templateC);
    const res = await share(userC, doc.id, { channel: "email", recipient: "volta@exemplo.com.br" });
    const id = res.json().id as string;
    const failedOnce = await until(async () => {
      const row = await rowOf(id);
      return row.attempts >= 1 && row.errorMessage ? row : undefined;
    });
    expect(failedOnce.status).toBe("pending");
    expect(failedOnce.errorMessage).toContain("Erro ao enviar email");
    expect(failedOnce.errorMessage).toMatch(/Conexão recusada|não respondeu/);
    const back = await startSmtpCatcher({ user: SMTP_USER, pass: SMTP_PASS, port });
    // "Reenviar" on a delivery waiting for its next retry tries it now instead of waiting.
    const now = await until(async () => {
      const res = await api(ctx, {
        method: "POST",
        url: `/api/documents/${doc.id}/deliveries/${id}/retry`,
        cookie: userC.cookie,
      });
      return res.statusCode === 202 ? res : undefined; // 409 while an attempt holds it
    });
    expect(now.json()).toMatchObject({ status: "pending", errorMessage: null });
    try {
      const row = await settled(id, "sent");
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.errorMessage).toBeNull();
      expect(back.messages.filter((m) => m.to.includes("volta@exemplo.com.br"))).toHaveLength(1);
    } finally {
      await back.close();
    }
  });

  it("SMTP 535 (wrong password) fails at once, without retries, with a Portuguese message", async () => {
    const accountE = (await createTwoTenants(ctx, ["Empresa E", "Empresa F"])).accountA;
    const userE = await createSignedInUser(ctx, "corporate_admin", { accountId: accountE });
    const category = await createCategory(ctx.db, [accountE]);
    const templateE = await insertTemplate(accountE, category, "Contrato E");
    await smtpFor(accountE, catcherA, "senha-errada");
    const doc = await createDoc(userE, {}, templateE);
    const id = (await share(userE, doc.id, { channel: "email", recipient: "nunca@exemplo.com.br" })).json().id;
    const row = await settled(id, "failed");
    expect(row.errorMessage).toContain("Falha de autenticação no servidor SMTP");
    await new Promise((r) => setTimeout(r, 2_500)); // longer than the first retry delay: no second attempt
    expect((await rowOf(id)).attempts).toBe(1);
    expect(catcherA.messages.some((m) => m.to.includes("nunca@exemplo.com.br"))).toBe(false);
  });

  it("Evolution 500 then 201: delivered on the retry", async () => {
    const doc = await createDoc(a.standard);
    evolution.script.push(500);
    const id = (await share(a.standard, doc.id, { channel: "whatsapp", recipient: "(21) 99876-5432" })).json().id;
    const row = await settled(id, "sent");
    expect(row.attempts).toBe(2);
    expect(row.recipient).toBe("5521998765432");
    expect(evolution.media.filter((m) => m.number === "5521998765432")).toHaveLength(1);
  });

  it("an Evolution API that does not answer times out and is retried", async () => {
    const doc = await createDoc(a.standard);
    evolution.script.push("hang");
    const id = (await share(a.standard, doc.id, { channel: "whatsapp", recipient: "(31) 99876-0000" })).json().id;
    const failedOnce = await until(async () => {
      const row = await rowOf(id);
      return row.errorMessage ? row : undefined;
    });
    expect(failedOnce.errorMessage).toContain("Erro ao enviar WhatsApp");
    expect(failedOnce.errorMessage).toMatch(/não respondeu/);
    const row = await settled(id, "sent");
    expect(row.attempts).toBe(2);
  });

  it("a number not on WhatsApp fails at once with a clear message", async () => {
    const doc = await createDoc(a.standard);
    const id = (await share(a.standard, doc.id, { channel: "whatsapp", recipient: "+55 (11) 90000-0000" })).json().id;
    const row = await settled(id, "failed");
    expect(row.errorMessage).toBe("Erro ao enviar WhatsApp: O número 5511900000000 não está registrado no WhatsApp.");
    expect(row.attempts).toBe(1);
  });

  it("media refused for good: falls back to a text message with the public link", async () => {
    const doc = await createDoc(a.standard);
    evolution.script.push(400);
    const id = (
      await share(a.standard, doc.id, { channel: "whatsapp", recipient: "(41) 99876-1111", message: "Olá!" })
    ).json().id;
    await settled(id, "sent");
    const text = evolution.sent.find((m) => m.number === "5541998761111");
    expect(text?.text).toContain("Olá!");
    expect(text?.text).toMatch(/\/compartilhado\/[0-9a-f-]{36}\./);
  });

  it("Reenviar puts a failed delivery back on the queue; a sent one cannot be re-sent", async () => {
    const doc = await createDoc(a.standard);
    evolution.script.push(401);
    const id = (await share(a.standard, doc.id, { channel: "whatsapp", recipient: "(51) 99876-2222" })).json().id;
    const failed = await settled(id, "failed");
    expect(failed.errorMessage).toContain("Chave da API recusada");
    const retry = await api(ctx, {
      method: "POST",
      url: `/api/documents/${doc.id}/deliveries/${id}/retry`,
      cookie: a.standard.cookie,
    });
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toMatchObject({ status: "pending", errorMessage: null });
    const row = await settled(id, "sent");
    expect(row.attempts).toBe(2);
    const again = await api(ctx, {
      method: "POST",
      url: `/api/documents/${doc.id}/deliveries/${id}/retry`,
      cookie: a.standard.cookie,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(DELIVERY_MESSAGES.onlyFailedRetry);
  });

  it("a pending delivery whose job was never queued is picked up by the sweep, once", async () => {
    const doc = await createDoc(a.standard);
    const past = new Date(Date.now() - 5 * 60_000);
    const [id] = await ctx.db.transaction((tx) =>
      recordDeliveries(
        tx,
        [
          {
            documentId: doc.id,
            accountId: accountA,
            ownerId: a.standard.userId,
            requestedBy: a.standard.userId,
            source: "share",
            channel: "email",
            recipient: "orfa@exemplo.com.br",
          },
        ],
        past,
      ),
    );
    await requeueDeliveriesJob.handle({}, { deps: workerDeps, jobId: "sweep-1", retryCount: 0 });
    await requeueDeliveriesJob.handle({}, { deps: workerDeps, jobId: "sweep-2", retryCount: 0 });
    await settled(id ?? "", "sent");
    await new Promise((r) => setTimeout(r, 1_500));
    expect(catcherA.messages.filter((m) => m.to.includes("orfa@exemplo.com.br"))).toHaveLength(1);
  });
});

describe("which configuration is used", () => {
  it("never another account's; the platform's when the account has none; the spec's text when neither", async () => {
    const { accountA: accountG } = await createTwoTenants(ctx, ["Empresa G", "Empresa H"]);
    const userG = await createSignedInUser(ctx, "standard_user", { accountId: accountG });
    const category = await createCategory(ctx.db, [accountG]);
    const templateG = await insertTemplate(accountG, category, "Contrato G");
    const doc = await createDoc(userG, {}, templateG);

    const channels = await api(ctx, {
      method: "GET",
      url: `/api/documents/${doc.id}/delivery-channels`,
      cookie: userG.cookie,
    });
    expect(channels.json()).toEqual({ email: false, whatsapp: false, devOutbox: false });

    const before = catcherB.messages.length + catcherA.messages.length;
    const id = (await share(userG, doc.id, { channel: "email", recipient: "g@exemplo.com.br" })).json().id;
    const failed = await settled(id, "failed");
    expect(failed.errorMessage).toBe("Configuração SMTP não encontrada. Configure em Configurações > E-mail (SMTP)");
    expect(failed.attempts).toBe(1);
    const wa = (await share(userG, doc.id, { channel: "whatsapp", recipient: "(11) 98888-7777" })).json().id;
    expect((await settled(wa, "failed")).errorMessage).toBe(
      "Configuração WhatsApp não encontrada. Configure em Configurações > WhatsApp",
    );
    expect(catcherB.messages.length + catcherA.messages.length).toBe(before);

    // The platform's configuration (super admins configure the all-zero account) serves accounts without one.
    const platform = await startSmtpCatcher({ user: SMTP_USER, pass: SMTP_PASS });
    try {
      await smtpFor(SYSTEM_ACCOUNT_ID, platform);
      const now = await api(ctx, {
        method: "GET",
        url: `/api/documents/${doc.id}/delivery-channels`,
        cookie: userG.cookie,
      });
      expect(now.json()).toEqual({ email: true, whatsapp: false, devOutbox: false });
      const retry = await api(ctx, {
        method: "POST",
        url: `/api/documents/${doc.id}/deliveries/${id}/retry`,
        cookie: userG.cookie,
      });
      expect(retry.statusCode).toBe(202);
      await settled(id, "sent");
      expect(platform.messages.map((m) => m.to)).toEqual([["g@exemplo.com.br"]]);
      // Account A keeps using its own server even now that the platform has one.
      const docA = await createDoc(a.standard);
      const idA = (await share(a.standard, docA.id, { channel: "email", recipient: "a-own@exemplo.com.br" })).json().id;
      await settled(idA, "sent");
      expect(catcherA.messages.some((m) => m.to.includes("a-own@exemplo.com.br"))).toBe(true);
      expect(platform.messages).toHaveLength(1);
    } finally {
      await ctx.db.delete(documentDeliveryLog).where(eq(documentDeliveryLog.corporateAccountId, SYSTEM_ACCOUNT_ID));
      await platform.close();
    }
  });
});

describe("public link", () => {
  it("opens title and PDF without login until revoked; a tampered token is refused", async () => {
    const doc = await createDoc(a.standard);
    const id = (await share(a.standard, doc.id, { channel: "email", recipient: "link@exemplo.com.br" })).json().id;
    await settled(id, "sent");
    const raw = catcherA.messages.find((m) => m.to.includes("link@exemplo.com.br"))?.raw ?? "";
    const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const token = unfolded.match(/\/compartilhado\/([0-9a-f-]{36}\.[A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();
    const view = await api(ctx, { method: "GET", url: `/api/shared/${token}` });
    expect(view.statusCode).toBe(200);
    expect(Object.keys(view.json()).sort()).toEqual(["brand", "createdAt", "expiresAt", "title"]);
    expect(view.json().title).toBe(doc.title);
    const days = (new Date(view.json().expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const pdf = await api(ctx, { method: "GET", url: `/api/shared/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.body.startsWith(FAKE_PDF_PREFIX)).toBe(true);

    const tampered = withLastCharChanged(token ?? "");
    expect((await api(ctx, { method: "GET", url: `/api/shared/${tampered}` })).statusCode).toBe(404);

    const revoke = await api(ctx, {
      method: "POST",
      url: `/api/documents/${doc.id}/share-links/revoke`,
      cookie: a.standard.cookie,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revoked).toBeGreaterThanOrEqual(1);
    const after = await api(ctx, { method: "GET", url: `/api/shared/${token}` });
    expect(after.statusCode).toBe(404);
    expect(after.json().error.message).toBe(DELIVERY_MESSAGES.linkInvalid);
    expect((await api(ctx, { method: "GET", url: `/api/shared/${token}/pdf` })).statusCode).toBe(404);
  });
});

describe("per-account rate", () => {
  it("an account over its rate waits for its own tokens; another account is not held up", () => {
    let now = 0;
    const take = accountRateLimiter(2, () => now);
    expect([take("A"), take("A")]).toEqual([0, 0]);
    expect(take("A")).toBeGreaterThan(0);
    expect(take("B")).toBe(0);
    now += 500;
    expect(take("A")).toBe(0);
  });
});
