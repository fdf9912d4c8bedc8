import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuditItem, auditItemSchema } from "../../src/domain/audit/audit";
import { auditChangeLines, auditTargetText, auditValueText } from "../../src/domain/audit/readable";
import { auditEvents } from "../../src/server/db/tables/audit";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { createTwoTenants, type TwoTenants } from "../helpers/fixtures";
import { inlineJobs } from "../signatures/support";
import { createCategory } from "../templates/fixtures";

/**
 * Issue 48: the trail as a business user reads it — Portuguese labels and values, names instead of
 * ids, São Paulo times — with the raw record still there (the export's JSON column).
 */
const now = new Date("2026-11-26T12:00:00Z");
let ctx: TestContext;
let t: TwoTenants;
let templateId = "";
let documentId = "";

beforeAll(async () => {
  const jobs = inlineJobs(() => ctx.deps);
  ctx = await createTestContext({ deps: { clock: () => now, jobs } });
  t = await createTwoTenants(ctx, ["Leitora A", "Leitora B"]);
  const category = await createCategory(ctx.db, [t.accountA], "Contratos legíveis");
  const [tpl] = await ctx.db
    .insert(documentTemplates)
    .values({
      title: "Contrato de Locação Residencial",
      categoryId: category,
      corporateAccountId: t.accountA,
      templateContent: "<p>Locatário {{nome}}</p>",
      variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
    })
    .returning({ id: documentTemplates.id });
  templateId = tpl?.id ?? "";
  const created = await api(ctx, {
    method: "POST",
    url: "/api/documents",
    cookie: t.adminA.cookie,
    payload: { templateId, values: { nome: "Maria da Silva" }, status: "finalized" },
  });
  expect(created.statusCode, created.body).toBe(201);
  documentId = created.json().id;
});
afterAll(() => ctx.close());

/** dd/mm/aaaa hh:mm:ss at UTC−3 (São Paulo has had no summer time since 2019), computed by hand. */
function saoPaulo(iso: string) {
  const d = new Date(Date.parse(iso) - 3 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

async function documentCreatedItem(): Promise<AuditItem> {
  const res = await api(ctx, { method: "GET", url: "/api/audit?action=document.created", cookie: t.adminA.cookie });
  expect(res.statusCode, res.body).toBe(200);
  const [item] = res.json().items;
  return auditItemSchema.parse(item);
}

describe("a trail row, read by a person", () => {
  it("names the document and the template instead of their ids, and says the changes in Portuguese", async () => {
    const item = await documentCreatedItem();
    expect(item.changes).toEqual({ status: "finalized", templateId });
    expect(item.targetId).toBe(documentId);
    expect(item.targetName).toMatch(/^Contrato de Locação Residencial/);
    expect(item.names).toEqual({ [templateId]: "Contrato de Locação Residencial" });
    expect(auditChangeLines(item)).toEqual(["Situação: Finalizado", "Modelo: Contrato de Locação Residencial"]);
    expect(auditTargetText(item)).toBe(`Documento “${item.targetName}”`);
  });

  it("values: yes/no, lists of labels, from → to, São Paulo times; an unknown key stays readable", () => {
    expect(auditValueText("isActive", false)).toBe("Não");
    expect(auditValueText("scopes", ["documents:read", "templates:read"])).toBe("Ler documentos, Ler modelos");
    expect(auditValueText("role", { from: "standard_user", to: "corporate_admin" })).toBe(
      "Usuário Padrão → Administrador Corporativo",
    );
    expect(auditValueText("expiresAt", "2026-11-26T12:00:00.000Z")).toBe("26/11/2026 09:00");
    expect(auditChangeLines({ changes: { someNewField: "x" }, names: {} })).toEqual(["Some new field: x"]);
  });

  it("the export: São Paulo time, Portuguese types and changes, the raw record in a JSON column", async () => {
    const asked = await api(ctx, {
      method: "POST",
      url: "/api/audit/exports",
      cookie: t.adminA.cookie,
      payload: { format: "csv", action: "document.created" },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const file = await api(ctx, {
      method: "GET",
      url: `/api/audit/exports/${asked.json().id}/download`,
      cookie: t.adminA.cookie,
    });
    expect(file.statusCode, file.body).toBe(200);
    const [header, line, ...more] = file.body.slice(1).trim().split("\r\n");
    expect(more).toEqual([]);
    expect(header).toBe(
      '"Data e hora (horário de Brasília)";"Conta";"Autor";"Tipo de autor";"Ação";"Alvo";"Id do alvo";"Alterações";"IP";"Navegador";"Registro técnico (JSON)"',
    );
    const cells = (line ?? "").slice(1, -1).split('";"');
    const [row] = await ctx.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "document.created"), eq(auditEvents.targetId, documentId)));
    const item = await documentCreatedItem();
    expect(cells.slice(0, 8)).toEqual([
      saoPaulo(item.createdAt),
      "Leitora A",
      item.actorName,
      "Usuário",
      "Documento gerado",
      `Documento “${item.targetName}”`,
      documentId,
      "Situação: Finalizado; Modelo: Contrato de Locação Residencial",
    ]);
    expect(JSON.parse((cells[10] ?? "").replaceAll('""', '"'))).toMatchObject({
      id: row?.id,
      action: "document.created",
      targetType: "document",
      changes: { status: "finalized", templateId },
      createdAt: item.createdAt,
    });
  });
});
