import PizZip from "pizzip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentBatches, documentBatchRows } from "../../src/server/db/tables/batches";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { bombBytes, withPart } from "../helpers/hostile-zip";
import { createCategory } from "../templates/fixtures";
import { insertBatchTemplate } from "./support";

/** Issue 38, point 4: a spreadsheet's unpacked size is counted while inflating, whatever it declares. */
let ctx: TestContext;
let a: CorporateUsers;
let templateId: string;
let model: Buffer;
let bomb: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  const { accountA } = await createTwoTenants(ctx);
  a = await signInCorporateRoles(ctx, accountA);
  templateId = await insertBatchTemplate(ctx.db, accountA, await createCategory(ctx.db, [accountA], "Lotes"));
  const res = await api(ctx, { method: "GET", url: `/api/batches/model/${templateId}`, cookie: a.standard.cookie });
  model = res.rawPayload;
  bomb = bombBytes();
}, 60_000);
afterAll(() => ctx.close());

const upload = (file: Buffer) =>
  api(ctx, {
    method: "POST",
    url: `/api/batches?templateId=${templateId}&fileName=clientes.xlsx`,
    cookie: a.standard.cookie,
    headers: { "content-type": "application/octet-stream" },
    payload: file,
  });

const TOO_LARGE = "A planilha descompactada passa de 50 MB e não pode ser lida.";

async function expectRefused(file: Buffer) {
  const res = await upload(file);
  expect(res.statusCode, res.body).toBe(413);
  expect(res.json().error.message).toBe(TOO_LARGE);
  expect(await ctx.db.select().from(documentBatches)).toHaveLength(0);
  expect(await ctx.db.select().from(documentBatchRows)).toHaveLength(0);
}

describe("an .xlsx batch within the unpacked limit", () => {
  it("refuses a sheet that declares 2 KB and inflates to 256 MB, storing nothing", async () => {
    const file = withPart(model, "xl/worksheets/sheet1.xml", bomb, 2048);
    expect(file.byteLength).toBeLessThan(512 * 1024);
    await expectRefused(file);
  }, 60_000);

  it("refuses an honest 256 MB part, storing nothing", async () => {
    await expectRefused(withPart(model, "xl/media/fundo.bin", bomb));
  }, 60_000);

  it("still reads the model spreadsheet re-packed by hand", async () => {
    const sheet = new PizZip(model).file("xl/worksheets/sheet1.xml")?.asNodeBuffer();
    const res = await upload(withPart(model, "xl/worksheets/sheet1.xml", sheet ?? Buffer.alloc(0)));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalRows).toBe(1);
  });
});
