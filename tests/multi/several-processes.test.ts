import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { createAccount } from "../../src/server/modules/users/create-account";
import { type Database, openPostgres } from "../../src/server/platform/db/client";
import { rawRows } from "../../src/server/platform/db/raw-rows";
import { type SmtpCatcher, startSmtpCatcher } from "../fakes/smtp";
import { createCorporateAccount } from "../helpers/app";
import { openEventStream } from "../helpers/event-stream";
import { startS3Server, type TestS3 } from "../helpers/s3-server";
import { createCategory } from "../templates/fixtures";
import { freePort, type MinutaProcess, startMinuta, stopMinuta } from "./processes";

/**
 * Issue 28: 2 MINUTA_ROLE=web + 1 MINUTA_ROLE=worker real processes (src/server/main.ts) on one
 * PostgreSQL and one S3 store (STORAGE=s3, s3rver in this process) and one DATA_DIR (the platform's
 * seal certificate). Whatever web process a request reaches, it sees the same session, document, file
 * and live events; jobs run on the worker, and the files they write are read by the web processes.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: "admin@multi.test", password: "senha-segura-1" };
const SMTP = { user: "envio@empresa.com", pass: "senha-correta" };

async function waitFor<T>(check: () => Promise<T | undefined | false | null>, what: string, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`tempo esgotado esperando: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The text of a caught message, quoted-printable undone (links and codes read as sent). */
const textOf = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    "latin1",
  ).toString("utf8");

describe.skipIf(!serverUrl)("several processes on one PostgreSQL: 2 web + 1 worker", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "minuta-multi-"));
  const dbName = `minuta_multi_${process.pid}_${Date.now()}`;
  let dbUrl = "";
  let database: Database;
  let catcher: SmtpCatcher;
  let s3: TestS3;
  let web1: MinutaProcess;
  let web2: MinutaProcess;
  let worker: MinutaProcess | undefined;
  let env: Record<string, string>;
  let accountId = "";
  let templateId = "";
  let cookie1 = "";
  let documentId = "";

  const call = async (
    base: MinutaProcess,
    path: string,
    init: { method?: string; body?: unknown; cookie?: string },
  ) => {
    const res = await fetch(`${base.url}${path}`, {
      method: init.method ?? "GET",
      headers: {
        origin: env.APP_URL ?? "",
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body ? { "content-type": "application/json" } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return res;
  };
  const signIn = async (base: MinutaProcess) => {
    const res = await call(base, "/api/auth/sign-in/email", { method: "POST", body: ADMIN });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  };
  const messagesWithId = (id: string) => catcher.messages.filter((m) => m.raw.includes(`<delivery-${id}@`));
  const jobRows = (name: string, key: string) =>
    rawRows<{ state: string; retry_count: number }>(
      database.db,
      sql`select state, retry_count from pgboss.job where name = ${name} and (singleton_key = ${key} or data->>'requestId' = ${key})`,
    );

  /** The job's rows once none is queued or running any more. */
  const settledJob = (name: string, key: string) =>
    waitFor(async () => {
      const rows = await jobRows(name, key);
      return rows.length > 0 && rows.every((r) => r.state !== "active" && r.state !== "created" && r.state !== "retry")
        ? rows
        : undefined;
    }, `tarefa ${name} encerrada`);

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject("pgTemplate")}`);
    await admin.end();
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    database = openPostgres(dbUrl);
    accountId = await createCorporateAccount(database.db, "Empresa Multi");
    await createAccount(database.db, {
      ...ADMIN,
      fullName: "Admin Multi",
      roleSlug: "corporate_admin",
      corporateAccountId: accountId,
      emailVerified: true,
    });
    const category = await createCategory(database.db, [accountId]);
    const [tpl] = await database.db
      .insert(documentTemplates)
      .values({
        title: "Contrato Multi",
        categoryId: category,
        corporateAccountId: accountId,
        templateContent: "<p>Contrato com {{nome}}.</p>",
        variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
      })
      .returning({ id: documentTemplates.id });
    templateId = tpl?.id ?? "";
    // Slow enough that a delivery is in flight when the worker is killed.
    catcher = await startSmtpCatcher({ ...SMTP, delayMs: 1500 });
    const [port1, port2] = [await freePort(), await freePort()];
    // Behind a balancer both answer for one address: links and Origin checks use it.
    s3 = await startS3Server();
    env = {
      DATABASE_URL: dbUrl,
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port1}`,
      STORAGE: "s3",
      S3_ENDPOINT: s3.config.endpoint,
      S3_BUCKET: s3.config.bucket,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_FORCE_PATH_STYLE: "1",
    };
    web1 = await startMinuta("web", port1, env);
    [web2, worker] = await Promise.all([startMinuta("web", port2, env), startMinuta("worker", 0, env)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([stopMinuta(web1), stopMinuta(web2), stopMinuta(worker)]);
    await catcher?.close();
    await s3?.close();
    await database?.close();
    await new Promise((r) => setTimeout(r, 300)); // the pool's connections end before the database goes
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("a session made on either web process works on the other (no sticky sessions)", { timeout: 60_000 }, async () => {
    cookie1 = await signIn(web1);
    const on2 = await call(web2, "/api/session", { cookie: cookie1 });
    expect(on2.status).toBe(200);
    expect(await on2.json()).toMatchObject({ session: { user: { email: ADMIN.email } } });
    const cookie2 = await signIn(web2);
    expect(await (await call(web1, "/api/session", { cookie: cookie2 })).json()).toMatchObject({
      session: { user: { email: ADMIN.email } },
    });
    // Signed out on web 2, the session is gone on web 1 too.
    expect((await call(web2, "/api/auth/sign-out", { method: "POST", cookie: cookie2, body: {} })).status).toBe(200);
    expect(await (await call(web1, "/api/session", { cookie: cookie2 })).json()).toEqual({ session: null });
  });

  it("a document made through web 1: its live event reaches an SSE client on web 2, which reads it and serves its PDF", {
    timeout: 120_000,
  }, async () => {
    const stream = await openEventStream(`${web2.url}/api/events`, cookie1);
    try {
      const made = await call(web1, "/api/documents", {
        method: "POST",
        cookie: cookie1,
        body: { templateId, values: { nome: "Maria Multi" }, status: "finalized" },
      });
      expect(made.status).toBe(201);
      documentId = ((await made.json()) as { id: string }).id;
      const event = await waitFor(
        async () => stream.events.find((e) => e.table === "generated_documents" && e.id === documentId),
        "evento do documento no web 2",
        15_000,
      );
      expect(event).toMatchObject({ corporate_account_id: accountId });
    } finally {
      stream.close();
    }
    const read = await call(web2, `/api/documents/${documentId}`, { cookie: cookie1 });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: documentId, status: "finalized" });
    const pdf = await call(web2, `/api/documents/${documentId}/pdf`, { cookie: cookie1 });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toMatch(/application\/pdf/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // And web 1 serves the same file (one store for both).
    const again = await call(web1, `/api/documents/${documentId}/pdf`, { cookie: cookie1 });
    expect(again.status).toBe(200);
  });

  it("a delivery queued on web 1 runs on the worker exactly once", { timeout: 120_000 }, async () => {
    const saved = await call(web2, "/api/settings/smtp", {
      method: "PUT",
      cookie: cookie1,
      body: {
        host: "127.0.0.1",
        port: catcher.port,
        username: SMTP.user,
        password: SMTP.pass,
        fromEmail: SMTP.user,
        fromName: "Empresa Multi",
        secure: false,
        isActive: true,
      },
    });
    expect(saved.status).toBe(200);
    const shared = await call(web1, `/api/documents/${documentId}/share`, {
      method: "POST",
      cookie: cookie1,
      body: { channel: "email", recipient: "cliente@exemplo.com.br" },
    });
    expect(shared.status).toBe(202);
    const { id } = (await shared.json()) as { id: string };
    const sent = await waitFor(async () => {
      const log = (await (
        await call(web2, `/api/documents/${documentId}/deliveries`, { cookie: cookie1 })
      ).json()) as Array<{
        id: string;
        status: string;
      }>;
      return log.find((d) => d.id === id && d.status === "sent");
    }, "entrega enviada");
    expect(sent.status).toBe("sent");
    expect(messagesWithId(id)).toHaveLength(1);
    // pg-boss marks the job done just after the handler's commit.
    expect(await settledJob("deliver-document", id)).toEqual([{ state: "completed", retry_count: 0 }]);
  });

  it("a signature made through both web processes is sealed by the worker exactly once", {
    timeout: 120_000,
  }, async () => {
    const signer = "signatario@exemplo.com.br";
    const requested = await call(web1, `/api/documents/${documentId}/signature-requests`, {
      method: "POST",
      cookie: cookie1,
      body: { recipients: [{ signer_name: "Rui", signer_email: signer, order_sequence: 1 }] },
    });
    expect(requested.status).toBe(201);
    const mailTo = (n: number) =>
      waitFor(async () => {
        const mails = catcher.messages.filter((m) => m.to.includes(signer));
        return mails.length >= n ? textOf(mails[n - 1]?.raw ?? "") : undefined;
      }, `e-mail ${n} ao signatário`);
    const token = /\/assinar\/([A-Za-z0-9_-]+)/.exec(await mailTo(1))?.[1] ?? "";
    expect(token).not.toBe("");
    expect((await call(web2, `/api/sign/${token}/code`, { method: "POST", body: {} })).status).toBeLessThan(300);
    const code = /é (\d{6})\./.exec(await mailTo(2))?.[1] ?? "";
    const signed = await call(web1, `/api/sign/${token}/sign`, {
      method: "POST",
      body: { code, typedSignature: "Rui" },
    });
    expect(signed.status).toBeLessThan(300);
    const [request] = await waitFor(async () => {
      const rows = await rawRows<{ id: string; status: string; signed_file_id: string | null }>(
        database.db,
        sql`select id, status, signed_file_id from signature_requests where document_id = ${documentId}`,
      );
      return rows[0]?.status === "completed" ? rows : undefined;
    }, "selo concluído");
    expect(request?.signed_file_id).not.toBeNull();
    expect(await settledJob("signature-seal", request?.id ?? "")).toEqual([{ state: "completed", retry_count: 0 }]);
    // The worker wrote the sealed PDF to the bucket (its row keeps no bytes); a web process serves it from there.
    const [file] = await rawRows<{ bytes: number }>(
      database.db,
      sql`select octet_length(data) as bytes from stored_files where id = ${request?.signed_file_id}`,
    );
    expect(Number(file?.bytes ?? -1)).toBe(0);
    const sealed = await call(web2, `/api/signature-requests/${request?.id}/signed-pdf`, { cookie: cookie1 });
    expect(sealed.status).toBe(200);
    expect(Buffer.from(await sealed.arrayBuffer()).toString("latin1")).toContain("/ByteRange");
    const pdf = await call(web2, `/api/documents/${documentId}/pdf`, { cookie: cookie1 });
    expect(pdf.status).toBe(200);
  });

  it("a worker killed with SIGKILL mid-delivery: another worker finishes the job, once", {
    timeout: 120_000,
  }, async () => {
    const shared = await call(web2, `/api/documents/${documentId}/share`, {
      method: "POST",
      cookie: cookie1,
      body: { channel: "email", recipient: "outro@exemplo.com.br" },
    });
    expect(shared.status).toBe(202);
    const { id } = (await shared.json()) as { id: string };
    await waitFor(async () => (await jobRows("deliver-document", id))[0]?.state === "active", "entrega em andamento");
    worker?.proc.kill("SIGKILL");
    await worker?.exited;
    worker = await startMinuta("worker", 0, env);
    await waitFor(async () => (await jobRows("deliver-document", id))[0]?.state === "completed", "entrega concluída");
    const rows = await jobRows("deliver-document", id);
    // One job, taken again after the lost worker's lease ran out, completed once.
    expect(rows).toHaveLength(1);
    expect(rows[0]?.retry_count).toBeGreaterThanOrEqual(1);
    const log = await rawRows<{ status: string }>(
      database.db,
      sql`select status from document_delivery_log where id = ${id}`,
    );
    expect(log).toEqual([{ status: "sent" }]);
    // The message arrived; a repeat (the kill fell after the server took it) carries the same Message-ID.
    const copies = messagesWithId(id);
    expect(copies.length).toBeGreaterThanOrEqual(1);
    expect(new Set(copies.map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1])).size).toBe(1);
  });
});
