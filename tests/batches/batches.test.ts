import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BATCH_ROW_STATUS_LABELS } from "../../src/domain/batches/views";
import { auditEvents } from "../../src/server/db/tables/audit";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { readSheet } from "../../src/server/modules/batches/spreadsheet";
import { api, createCorporateAccount, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createPlanWith, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { deferredJobs, fakePdf } from "../signatures/support";
import { createCategory } from "../templates/fixtures";
import { BATCH_VARIABLES, batchCsv, insertBatchTemplate, SEVEN_INVALID } from "./support";

let ctx: TestContext;
let jobs: ReturnType<typeof deferredJobs>;
let a: CorporateUsers;
let b: CorporateUsers;
let accountA: string;
let templateA: string;

beforeAll(async () => {
  let context: TestContext | undefined;
  jobs = deferredJobs(() => {
    if (!context) throw new Error("context not ready");
    return context.deps;
  });
  context = await createTestContext({ deps: { pdf: await fakePdf(), jobs: jobs.queue } });
  ctx = context;
  const tenants = await createTwoTenants(ctx);
  accountA = tenants.accountA;
  a = await signInCorporateRoles(ctx, tenants.accountA);
  b = await signInCorporateRoles(ctx, tenants.accountB);
  const category = await createCategory(ctx.db, [tenants.accountA, tenants.accountB], "Contratos em lote");
  templateA = await insertBatchTemplate(ctx.db, tenants.accountA, category);
}, 60_000);
afterAll(() => ctx.close());

const upload = (cookie: string, body: string | Uint8Array, query = `templateId=${templateA}&fileName=clientes.csv`) =>
  api(ctx, {
    method: "POST",
    url: `/api/batches?${query}`,
    cookie,
    headers: { "content-type": "text/csv" },
    payload: typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body),
  });
const documentsOf = async (accountId: string) =>
  Number(
    (
      await ctx.db
        .select({ n: count() })
        .from(generatedDocuments)
        .where(eq(generatedDocuments.corporateAccountId, accountId))
    )[0]?.n ?? 0,
  );
async function rowStatuses(batchId: string, status: string) {
  const res = await api(ctx, {
    method: "GET",
    url: `/api/batches/${batchId}/rows?status=${status}`,
    cookie: a.standard.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { total: res.json().total as number, statuses: res.json().items.map((r: { status: string }) => r.status) };
}
async function runAll() {
  while ((await jobs.runQueued()) > 0);
}

describe("the model spreadsheet", () => {
  it("is an .xlsx with one column per variable (labels, * for required) and an example row", async () => {
    const res = await api(ctx, { method: "GET", url: `/api/batches/model/${templateA}`, cookie: a.standard.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain(".xlsx");
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.headers.slice(0, BATCH_VARIABLES.length)).toEqual([
      "Nome do cliente *",
      "CPF *",
      "Valor *",
      "Data de início *",
      "Pessoa jurídica",
      "Plano",
    ]);
    expect(sheet.rows).toHaveLength(1);
  });
});

describe("a batch of 1,000 rows with 7 invalid", () => {
  let batchId = "";

  it("reports the 7 rows (row, field, Portuguese error) and creates nothing", async () => {
    const res = await upload(a.standard.cookie, batchCsv(1000, SEVEN_INVALID));
    expect(res.statusCode, res.body).toBe(201);
    const batch = res.json();
    batchId = batch.id;
    expect(batch).toMatchObject({
      status: "validated",
      totalRows: 1000,
      invalidRows: 7,
      validRows: 993,
      createdRows: 0,
    });
    const page1 = await api(ctx, {
      method: "GET",
      url: `/api/batches/${batchId}/rows?status=invalid`,
      cookie: a.standard.cookie,
    });
    const page2 = await api(ctx, {
      method: "GET",
      url: `/api/batches/${batchId}/rows?status=invalid&page=2`,
      cookie: a.standard.cookie,
    });
    const invalid = [...page1.json().items, ...page2.json().items];
    expect(page1.json().total).toBe(7);
    expect(invalid.map((r: { rowNumber: number }) => r.rowNumber)).toEqual(SEVEN_INVALID);
    expect(invalid[0].issues).toEqual([{ field: "Data de início", message: "Data inválida: use dd/mm/aaaa" }]);
    expect(invalid[1].issues).toEqual([{ field: "CPF", message: "CPF inválido" }]);
    expect(invalid[2].issues).toEqual([{ field: "Valor", message: "Valor em reais inválido (ex.: 1.500,00)" }]);
    expect(await documentsOf(accountA)).toBe(0);
    expect(jobs.queued).toHaveLength(0);
    // Issue 48: before the confirmation a valid row is "Validada", not yet in the queue.
    const valid = await rowStatuses(batchId, "valid");
    expect(valid.total).toBe(993);
    expect(new Set(valid.statuses)).toEqual(new Set(["valid"]));
    expect(BATCH_ROW_STATUS_LABELS.valid).toBe("Validada");
  });

  it("the errors download lists them, in .csv and .xlsx", async () => {
    const exports = () =>
      ctx.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, "batch.errors_exported"), eq(auditEvents.targetId, batchId)))
        .orderBy(auditEvents.id);
    const csv = await api(ctx, { method: "GET", url: `/api/batches/${batchId}/errors`, cookie: a.standard.cookie });
    expect(csv.statusCode).toBe(200);
    // Issue 27: an export of the rows' cells is one row of the trail, of the exporter and the batch's account.
    const [row, ...more] = await exports();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ actorId: a.standard.userId, accountId: accountA, changes: { format: "csv", rows: 7 } });
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Linha";"Campo";"Erro";"Nome do cliente";"CPF";"Valor";"Data de início";"Pessoa jurídica";"Plano"',
    );
    expect(lines).toHaveLength(8);
    expect(lines[2]).toBe('"3";"CPF";"CPF inválido";"Cliente 2";"111.111.111-11";"2,50";"15/03/2026";"Não";"Básico"');
    const xlsx = await api(ctx, {
      method: "GET",
      url: `/api/batches/${batchId}/errors?format=xlsx`,
      cookie: a.standard.cookie,
    });
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet.rows).toHaveLength(7);
    expect((await exports()).map((r) => r.changes.format)).toEqual(["csv", "xlsx"]);
  });

  it("after confirmation creates the 993 documents, each row's link, and the batch is done", async () => {
    const res = await api(ctx, { method: "POST", url: `/api/batches/${batchId}/confirm`, cookie: a.standard.cookie });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().status).toBe("running");
    // Confirmed, not yet run: the valid rows are now in the queue ("Na fila").
    expect(new Set((await rowStatuses(batchId, "all")).statuses)).toEqual(new Set(["pending", "invalid"]));
    expect(BATCH_ROW_STATUS_LABELS.pending).toBe("Na fila");
    await runAll();
    expect(await documentsOf(accountA)).toBe(993);
    const done = (await api(ctx, { method: "GET", url: `/api/batches/${batchId}`, cookie: a.standard.cookie })).json();
    expect(done).toMatchObject({ status: "done", createdRows: 993, failedRows: 0, pendingRows: 0 });
    const rows = (
      await api(ctx, { method: "GET", url: `/api/batches/${batchId}/rows?status=done`, cookie: a.standard.cookie })
    ).json();
    expect(rows.total).toBe(993);
    const first = rows.items[0];
    expect(first.rowNumber).toBe(5);
    const doc = await api(ctx, { method: "GET", url: `/api/documents/${first.documentId}`, cookie: a.standard.cookie });
    expect(doc.json()).toMatchObject({ status: "finalized" });
    expect(doc.json().finalContent).toContain("Cliente 4, CPF 529.982.247-25, valor R$ 4,50, início 15/03/2026");
    // Confirming again changes nothing.
    const again = await api(ctx, { method: "POST", url: `/api/batches/${batchId}/confirm`, cookie: a.standard.cookie });
    expect(again.statusCode).toBe(409);
  }, 120_000);

  it("a run repeated after it ended creates nothing more", async () => {
    await jobs.queue.send((await import("../../src/server/modules/batches/plugin")).batchRunJob, { batchId });
    await runAll();
    expect(await documentsOf(accountA)).toBe(993);
  });
});

describe("a rule that changed between the upload and the confirmation", () => {
  it("fails only the rows that now break it, with the form's message; the others are created", async () => {
    const category = await createCategory(ctx.db, [accountA], "Regra mudou");
    const template = await insertBatchTemplate(ctx.db, accountA, category, "Contrato que muda");
    const header = "Nome do cliente;CPF;Valor;Data de início;Plano";
    const lines = [1, 2, 3, 4].map((i) => `Z${i};529.982.247-25;10;01/01/2026;${i % 2 ? "Plus" : ""}`);
    const res = await upload(a.standard.cookie, [header, ...lines].join("\n"), `templateId=${template}`);
    expect(res.json()).toMatchObject({ validRows: 4, invalidRows: 0 });
    // The author makes "Plano" required after the upload.
    await ctx.db
      .update(documentTemplates)
      .set({ variablesSchema: BATCH_VARIABLES.map((v) => (v.key === "plano" ? { ...v, required: true } : v)) })
      .where(eq(documentTemplates.id, template));
    const before = await documentsOf(accountA);
    await api(ctx, { method: "POST", url: `/api/batches/${res.json().id}/confirm`, cookie: a.standard.cookie });
    await runAll();
    expect(await documentsOf(accountA)).toBe(before + 2);
    const batch = (
      await api(ctx, { method: "GET", url: `/api/batches/${res.json().id}`, cookie: a.standard.cookie })
    ).json();
    expect(batch).toMatchObject({ status: "done", createdRows: 2, failedRows: 2 });
    const failed = (
      await api(ctx, {
        method: "GET",
        url: `/api/batches/${res.json().id}/rows?status=failed`,
        cookie: a.standard.cookie,
      })
    ).json();
    expect(failed.items.map((r: { rowNumber: number; error: string }) => [r.rowNumber, r.error])).toEqual([
      [3, "Plano é obrigatório"],
      [5, "Plano é obrigatório"],
    ]);
  });
});

describe("refusals", () => {
  it("a file-level problem is a clear 400 and stores nothing", async () => {
    const unknown = await upload(a.standard.cookie, "Nome do cliente;Idade\nAna;3\n");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain("Idade");
    const empty = await upload(a.standard.cookie, "");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain("vazia");
    const bad = await upload(a.standard.cookie, "x", `templateId=${templateA}&documentStatus=talvez`);
    expect(bad.statusCode).toBe(400);
  });

  it("refuses up front a batch that would pass the monthly signature limit, saying by how many", async () => {
    const plan = await createPlanWith(ctx.db, "Plano Lote", { monthly_signatures_limit: 2 });
    const account = await createCorporateAccount(ctx.db, "Lote Limite", plan);
    const users = await signInCorporateRoles(ctx, account);
    const category = await createCategory(ctx.db, [account], "Limite");
    const template = await insertBatchTemplate(ctx.db, account, category);
    const header = "Nome do cliente;CPF;Valor;Data de início;Signatário 1 - Nome;Signatário 1 - E-mail";
    const rows = [1, 2, 3, 4, 5].map((i) => `C${i};529.982.247-25;10;01/01/2026;Ana;ana${i}@exemplo.com.br`);
    const res = await upload(users.standard.cookie, [header, ...rows].join("\n"), `templateId=${template}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().signatureRows).toBe(5);
    const confirm = await api(ctx, {
      method: "POST",
      url: `/api/batches/${res.json().id}/confirm`,
      cookie: users.standard.cookie,
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.message).toBe(
      "O lote passaria do limite mensal de 2 assinaturas do plano Plano Lote em 3. Remova 3 linhas com signatários ou aguarde o próximo mês.",
    );
    expect(await documentsOf(account)).toBe(0);
  });
});

describe("access", () => {
  let batchId = "";
  beforeAll(async () => {
    batchId = (await upload(a.standard.cookie, batchCsv(3))).json().id;
  });

  it("401 without a session", async () => {
    for (const url of [`/api/batches/${batchId}`, "/api/batches", `/api/batches/model/${templateA}`]) {
      expect((await api(ctx, { method: "GET", url })).statusCode).toBe(401);
    }
    expect((await upload("", batchCsv(1))).statusCode).toBe(401);
  });

  it("another tenant sees no batch and cannot use the template (404 / 403)", async () => {
    for (const url of [`/api/batches/${batchId}`, `/api/batches/${batchId}/rows`, `/api/batches/${batchId}/errors`]) {
      expect((await api(ctx, { method: "GET", url, cookie: b.admin.cookie })).statusCode).toBe(404);
    }
    const confirm = await api(ctx, { method: "POST", url: `/api/batches/${batchId}/confirm`, cookie: b.admin.cookie });
    expect(confirm.statusCode).toBe(404);
    const remove = await api(ctx, { method: "DELETE", url: `/api/batches/${batchId}`, cookie: b.admin.cookie });
    expect(remove.statusCode).toBe(404);
    expect((await api(ctx, { method: "GET", url: "/api/batches", cookie: b.admin.cookie })).json().total).toBe(0);
    expect((await upload(b.standard.cookie, batchCsv(1))).statusCode).toBe(403);
    const model = await api(ctx, { method: "GET", url: `/api/batches/model/${templateA}`, cookie: b.standard.cookie });
    expect(model.statusCode).toBe(403);
  });

  it("another user of the same account sees it only with an account-wide role", async () => {
    const other = await api(ctx, { method: "GET", url: `/api/batches/${batchId}`, cookie: a.supervisor.cookie });
    expect(other.statusCode).toBe(200);
    const list = await api(ctx, { method: "GET", url: "/api/batches", cookie: a.admin.cookie });
    expect(list.json().items.map((x: { id: string }) => x.id)).toContain(batchId);
  });

  it("a validated batch is discarded with its rows, nothing else", async () => {
    const before = await documentsOf(accountA);
    const res = await api(ctx, { method: "DELETE", url: `/api/batches/${batchId}`, cookie: a.standard.cookie });
    expect(res.statusCode).toBe(204);
    expect(
      (await api(ctx, { method: "GET", url: `/api/batches/${batchId}`, cookie: a.standard.cookie })).statusCode,
    ).toBe(404);
    expect(await documentsOf(accountA)).toBe(before);
  });
});
