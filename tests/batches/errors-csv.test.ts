import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { createCategory } from "../templates/fixtures";
import { insertBatchTemplate } from "./support";

// Issue 38 point 5: what a spreadsheet would run (=, +, -, @) comes back from the errors CSV as text.
let ctx: TestContext;
let a: CorporateUsers;
let templateId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const tenants = await createTwoTenants(ctx);
  a = await signInCorporateRoles(ctx, tenants.accountA);
  const category = await createCategory(ctx.db, [tenants.accountA], "Contratos em lote");
  templateId = await insertBatchTemplate(ctx.db, tenants.accountA, category);
}, 60_000);
afterAll(() => ctx.close());

describe("the errors CSV of a batch", () => {
  it("writes uploaded formula cells as inert text", async () => {
    const names = ['"=HYPERLINK(""http://x.example/"",""clique"")"', "+1+1", "-2+3", "@SUM(1,2)"];
    const csv = [
      "Nome do cliente;CPF;Valor;Data de início;Pessoa jurídica;Plano",
      ...names.map((n) => `${n};111.111.111-11;1,50;15/03/2026;Não;Básico`),
    ].join("\r\n");
    const up = await api(ctx, {
      method: "POST",
      url: `/api/batches?templateId=${templateId}&fileName=clientes.csv`,
      cookie: a.standard.cookie,
      headers: { "content-type": "text/csv" },
      payload: Buffer.from(csv, "utf8"),
    });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().invalidRows).toBe(4);

    const res = await api(ctx, {
      method: "GET",
      url: `/api/batches/${up.json().id}/errors?format=csv`,
      cookie: a.standard.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines.slice(1).map((l) => l.split(";")[3])).toEqual([
      `"'=HYPERLINK(""http://x.example/"",""clique"")"`,
      `"'+1+1"`,
      `"'-2+3"`,
      `"'@SUM(1,2)"`,
    ]);
    expect(lines[4]).toBe(`"5";"CPF";"CPF inválido";"'@SUM(1,2)";"111.111.111-11";"1,50";"15/03/2026";"Não";"Básico"`);
  });
});
