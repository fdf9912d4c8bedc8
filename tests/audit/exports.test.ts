import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditExports } from "../../src/server/db/tables/audit";
import { storedFiles } from "../../src/server/db/tables/files";
import { auditExportJob, auditExportSweepJob } from "../../src/server/modules/audit/plugin";
import { rawRows } from "../../src/server/platform/db/raw-rows";
import { createJobQueue } from "../../src/server/platform/jobs/job-queue";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
} from "../helpers/app";
import { createTwoTenants, type TwoTenants } from "../helpers/fixtures";
import { inlineJobs } from "../signatures/support";
import { seedTrail } from "./support";

// Issue 27: the trail "exportable (.xlsx/.csv, a job with a download link)" — decision 0051.
let now = new Date("2026-11-26T12:00:00Z");
let ctx: TestContext;
let t: TwoTenants;

beforeAll(async () => {
  // Jobs run at once in the caller, after its commit (as the real queue would, later).
  const jobs = inlineJobs(() => ctx.deps);
  ctx = await createTestContext({ deps: { clock: () => now, jobs } });
  t = await createTwoTenants(ctx, ["Exportadora A", "Exportadora B"]);
  await seedTrail(ctx, t, 12);
});
afterAll(() => ctx.close());

const ask = (user: Pick<TestUser, "cookie"> | undefined, body: Record<string, string>) =>
  api(ctx, { method: "POST", url: "/api/audit/exports", cookie: user?.cookie, payload: body });
const download = (user: Pick<TestUser, "cookie"> | undefined, id: string) =>
  api(ctx, { method: "GET", url: `/api/audit/exports/${id}/download`, cookie: user?.cookie });
const mine = async (user: Pick<TestUser, "cookie">) =>
  (await api(ctx, { method: "GET", url: "/api/audit/exports", cookie: user.cookie })).json().exports;

describe("asking for an export", () => {
  it("answers 202 with a pending export; the job prepares the file and the list shows it ready for 24 h", async () => {
    const res = await ask(t.adminA, { format: "csv", action: "template.updated" });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ format: "csv", status: "pending", rows: null, expiresAt: null });
    const [listed] = await mine(t.adminA);
    expect(listed).toMatchObject({
      id: res.json().id,
      status: "ready",
      rows: 12,
      filters: { action: "template.updated", accountId: t.accountA },
      expiresAt: new Date(now.getTime() + 24 * 3_600_000).toISOString(),
    });

    const file = await download(t.adminA, listed.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers["content-disposition"]).toBe('attachment; filename="trilha-de-auditoria-2026-11-26.csv"');
    expect(file.body.startsWith("\uFEFF")).toBe(true);
    const lines = file.body.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Data e hora (horário de Brasília)";"Conta";"Autor";"Tipo de autor";"Ação";"Alvo";"Id do alvo";"Alterações";"IP";"Navegador";"Registro técnico (JSON)"',
    );
    expect(lines).toHaveLength(13);
    expect(file.body).toContain('"Modelo alterado"');
    // A formula is kept as text; the other account's rows never appear.
    expect(file.body).toContain(`"'=1+1"`);
    // No cell starts with it (the JSON column holds it inside its text, which starts with "{").
    expect(file.body).not.toMatch(/(^|;)"=1\+1"/m);
    expect(file.body).not.toContain("doc-b-");
  });

  it("a corporate admin's export holds its own account whatever account it names; the request is in the trail", async () => {
    const res = await ask(t.adminB, { format: "xlsx", accountId: t.accountA });
    expect(res.statusCode).toBe(202);
    const file = await download(t.adminB, res.json().id);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("spreadsheetml");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe("Trilha de auditoria");
    expect(sheet?.getRow(1).getCell(5).value).toBe("Ação");
    const targets = (sheet?.getColumn(7).values ?? []).slice(2);
    expect(targets).toEqual(expect.arrayContaining(["doc-b-0", "doc-b-1", "doc-b-2"]));
    expect(targets.some((v) => String(v).startsWith("tpl-"))).toBe(false);

    const trail = (
      await api(ctx, { method: "GET", url: "/api/audit?action=audit.exported", cookie: t.adminB.cookie })
    ).json().items;
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorId: t.adminB.userId,
      accountId: t.accountB,
      targetId: res.json().id,
      changes: { format: "xlsx" },
    });
  });

  it("names the file by the day in São Paulo it was asked for: 23:30 there is still that day", async () => {
    const kept = now;
    now = new Date("2026-11-27T02:30:00Z"); // 23:30 of 26/11 in São Paulo, already the 27th in UTC
    try {
      const { id } = (await ask(t.adminA, { format: "csv" })).json();
      const file = await download(t.adminA, id);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-disposition"]).toBe('attachment; filename="trilha-de-auditoria-2026-11-26.csv"');
    } finally {
      now = kept;
    }
  });

  it("only its requester downloads it: anyone else, in or out of the account, gets 404", async () => {
    const { id } = (await ask(t.adminA, { format: "csv" })).json();
    const colleague = await createSignedInUser(ctx, "corporate_admin", { accountId: t.accountA });
    for (const other of [colleague, t.adminB, t.superAdmin]) {
      const res = await download(other, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Exportação não encontrada.");
    }
    expect((await mine(colleague)).map((e: { id: string }) => e.id)).not.toContain(id);
    expect((await download(undefined, id)).statusCode).toBe(401);
    const standard = await createSignedInUser(ctx, "standard_user", { accountId: t.accountA });
    expect((await download(standard, id)).statusCode).toBe(403);
    expect((await ask(standard, { format: "csv" })).statusCode).toBe(403);
    expect((await ask(undefined, { format: "csv" })).statusCode).toBe(401);
  });

  it("refuses a bad format or period in Portuguese and records nothing", async () => {
    const before = (await mine(t.adminA)).length;
    const format = await ask(t.adminA, { format: "pdf" });
    expect(format.statusCode).toBe(400);
    expect(format.json().error.details.fieldErrors.format).toBe("Formato inválido: use csv ou xlsx");
    const period = await ask(t.adminA, { format: "csv", from: "2026-02-01", to: "2026-01-01" });
    expect(period.statusCode).toBe(400);
    expect(period.json().error.details.fieldErrors.to).toBe(
      "Informe um período válido: a data inicial deve ser anterior à final.",
    );
    expect((await mine(t.adminA)).length).toBe(before);
  });
});

describe("the bound", () => {
  it("more than 200,000 rows: 413 in Portuguese before anything is recorded or queued", {
    timeout: 120_000,
  }, async () => {
    const big = await createCorporateAccount(ctx.db, "Conta Volumosa");
    const admin = await createSignedInUser(ctx, "corporate_admin", { accountId: big });
    // Rows written straight (the trail accepts INSERT; their hashes are not this test's concern).
    await ctx.db.execute(sql`
      insert into audit_events (account_id, actor_kind, action, changes, created_at, hash)
      select ${big}::uuid, 'system', 'document.created', '{}'::jsonb, now(), 'x'
      from generate_series(1, 200001)`);
    const res = await ask(admin, { format: "xlsx", action: "document.created" });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(
      "A exportação está limitada a 200.000 registros. Reduza o período ou use mais filtros.",
    );
    expect(await mine(admin)).toEqual([]);
    const recorded = await api(ctx, { method: "GET", url: "/api/audit?action=audit.exported", cookie: admin.cookie });
    expect(recorded.json().items).toEqual([]);
  });
});

describe("the link's life", () => {
  it("dies after 24 h: 410 in Portuguese, the file removed, the list says expired", async () => {
    const { id } = (await ask(t.adminA, { format: "csv" })).json();
    const [row] = await ctx.db.select().from(auditExports).where(eq(auditExports.id, id));
    now = new Date(now.getTime() + 24 * 3_600_000 - 1_000);
    expect((await download(t.adminA, id)).statusCode).toBe(200);
    now = new Date(now.getTime() + 2_000);
    expect((await mine(t.adminA)).find((e: { id: string }) => e.id === id).status).toBe("expired");
    const expired = await download(t.adminA, id);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toMatchObject({
      code: "EXPORT_EXPIRED",
      message: "O link desta exportação expirou (vale 24 horas). Solicite uma nova exportação.",
    });
    expect(
      await ctx.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, row?.fileId ?? "")),
    ).toEqual([]);
  });

  it("the sweep removes an unread expired file and prepares an export whose job was lost", async () => {
    const { id: unread } = (await ask(t.adminB, { format: "csv" })).json();
    const [ready] = await ctx.db.select().from(auditExports).where(eq(auditExports.id, unread));
    // A request committed but never queued (a crash between the two): a pending row and no job.
    const [lost] = await ctx.db
      .insert(auditExports)
      .values({
        requestedBy: t.adminB.userId,
        corporateAccountId: t.accountB,
        format: "csv",
        filters: { accountId: t.accountB, action: "document.created" },
        createdAt: new Date(now.getTime() - 120_000),
      })
      .returning();
    now = new Date(now.getTime() + 25 * 3_600_000);
    // The sweep asks pg-boss which exports no job holds: a real queue, with a worker, for this test.
    const queue = createJobQueue({
      database: ctx.database,
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
      log: () => undefined,
    });
    const workerDeps = { ...ctx.deps, jobs: queue };
    try {
      await queue.work([auditExportJob], { deps: workerDeps });
      await auditExportSweepJob.handle({}, { deps: workerDeps, jobId: "sweep-1", retryCount: 0 });
      const unreadRow = (await ctx.db.select().from(auditExports).where(eq(auditExports.id, unread)))[0];
      expect(unreadRow).toMatchObject({ status: "expired", fileId: null });
      expect(
        await ctx.db
          .select()
          .from(storedFiles)
          .where(eq(storedFiles.id, ready?.fileId ?? "")),
      ).toEqual([]);
      // A second sweep while the job waits or runs queues none again.
      await auditExportSweepJob.handle({}, { deps: workerDeps, jobId: "sweep-2", retryCount: 0 });
      await expect
        .poll(
          async () =>
            (
              await ctx.db
                .select()
                .from(auditExports)
                .where(eq(auditExports.id, lost?.id ?? ""))
            )[0],
          {
            timeout: 15_000,
          },
        )
        .toMatchObject({ status: "ready", rows: 3 });
      const queued = await rawRows<{ n: number }>(
        ctx.db,
        sql`select count(*)::int as n from pgboss.job where name = 'audit-export' and singleton_key = ${lost?.id ?? ""}`,
      );
      expect(queued[0]?.n).toBe(1);
    } finally {
      await queue.stop(2_000);
    }
  });
});
