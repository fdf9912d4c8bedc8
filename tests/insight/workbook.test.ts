import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import type { AdminReport, CorporateReport } from "../../src/domain/insight/insight";
import { adminWorkbook, corporateWorkbook, workbookName, type XSheet } from "../../src/web/features/insight/workbook";

/**
 * The report workbooks, written by the same writer the browser uses and read back by an independent
 * reader (ExcelJS), and by LibreOffice when it is installed.
 */
const admin: AdminReport = {
  totalUsers: 20000,
  totalCorporateAccounts: 1000,
  totalDocuments: 1_000_000,
  totalTemplates: 42,
  documentsByStatus: [
    { status: "draft", name: "Rascunho", value: 600_000 },
    { status: "pending_signature", name: "Aguardando Assinatura", value: 400_000 },
  ],
  documentsByMonth: [
    { month: "2026-06", documents: 10 },
    { month: "2026-11", documents: 25 },
  ],
  usersByRole: [{ name: "Usuário Padrão", value: 19000 }],
  topCorporateAccounts: [{ name: "Alfa Ltda", documents: 1234 }],
  generatedAt: "2026-11-25T13:30:00.000Z",
};
const corporate: CorporateReport = {
  accountName: "Alfa Ltda",
  totalUsers: 3,
  totalDocuments: 6,
  documentsThisMonth: 3,
  documentsByStatus: [{ status: "finalized", name: "Finalizado", value: 3 }],
  documentsByMonth: [{ month: "2026-11", documents: 3 }],
  documentsByUser: [{ name: "Ana Admin", documents: 4 }],
  documentsByTemplate: [{ name: "Contrato Alfa", documents: 3 }],
  users: [],
  generatedAt: "2026-11-25T13:30:00.000Z",
};

async function write(sheets: XSheet[]): Promise<Buffer> {
  return writeXlsxFile(sheets as Parameters<typeof writeXlsxFile>[0], {}).toBuffer();
}

async function read(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb;
}

describe("report workbooks", () => {
  it("admin: sheets Resumo, Status, Por Mês, Funções, Top Contas with numbers as numbers and dates as dates", async () => {
    const wb = await read(
      await write(adminWorkbook(admin, { from: "2026-01-01", to: "2026-11-30", others: ["Conta: Todas"] })),
    );
    expect(wb.worksheets.map((s) => s.name)).toEqual(["Resumo", "Status", "Por Mês", "Funções", "Top Contas"]);
    const resumo = wb.getWorksheet("Resumo");
    expect(resumo?.getRow(1).values).toEqual([undefined, "Indicador", "Valor"]);
    expect(resumo?.getCell("A4").value).toBe("Documentos");
    expect(resumo?.getCell("B4").value).toBe(1_000_000);
    expect(typeof resumo?.getCell("B2").value).toBe("number");
    const from = resumo?.getRow(7).getCell(2).value;
    expect(from).toBeInstanceOf(Date);
    expect((from as Date).toISOString().slice(0, 10)).toBe("2026-01-01");
    expect(resumo?.getColumn(1).width).toBe(28);
    const status = wb.getWorksheet("Status");
    expect(status?.getRow(3).values).toEqual([undefined, "Aguardando Assinatura", 400_000]);
    const months = wb.getWorksheet("Por Mês");
    expect(months?.getCell("A3").value).toBeInstanceOf(Date);
    expect(months?.getCell("B3").value).toBe(25);
    expect(wb.getWorksheet("Top Contas")?.getRow(2).values).toEqual([undefined, "Alfa Ltda", 1234]);
  });

  it("corporate: sheets Resumo, Status, Por Mês, Top Usuários, Modelos mais utilizados", async () => {
    const wb = await read(await write(corporateWorkbook(corporate, { others: ["Usuário: Todos"] })));
    expect(wb.worksheets.map((s) => s.name)).toEqual([
      "Resumo",
      "Status",
      "Por Mês",
      "Top Usuários",
      "Modelos mais utilizados",
    ]);
    expect(wb.getWorksheet("Top Usuários")?.getRow(2).values).toEqual([undefined, "Ana Admin", 4]);
    expect(wb.getWorksheet("Modelos mais utilizados")?.getRow(2).values).toEqual([undefined, "Contrato Alfa", 3]);
    const resumo = wb.getWorksheet("Resumo");
    const texts = resumo?.getColumn(2).values.filter((v) => typeof v === "string");
    expect(texts).toContain("Empresa: Alfa Ltda");
  });

  it("names the files relatorio-{kind}-{date}.xlsx", () => {
    const at = new Date("2026-11-25T12:00:00Z");
    expect(workbookName("admin", at)).toBe("relatorio-admin-2026-11-25.xlsx");
    expect(workbookName("corporativo", at)).toBe("relatorio-corporativo-2026-11-25.xlsx");
  });

  it.skipIf(!existsSync("/usr/bin/soffice"))(
    "opens in LibreOffice (headless csv of the first sheet)",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "minuta-xlsx-"));
      const file = join(dir, "relatorio-admin.xlsx");
      writeFileSync(file, await write(adminWorkbook(admin, { others: [] })));
      execFileSync(
        "soffice",
        ["--headless", "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76", "--outdir", dir, file],
        {
          timeout: 120_000,
          env: { ...process.env, HOME: dir },
        },
      );
      const csv = readFileSync(join(dir, "relatorio-admin.csv"), "utf8");
      expect(csv).toContain("Indicador,Valor");
      expect(csv).toContain("Documentos,1000000");
      expect(csv).toContain("Total de Usuários,20000");
      // The generation time is a date cell: LibreOffice prints it as a date, not as text or a serial.
      expect(csv).toMatch(/Gerado em,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    },
    150_000,
  );
});
