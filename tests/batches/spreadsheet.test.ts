import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { checkRow, mapColumns } from "../../src/domain/batches/batches";
import type { VariableDefinition } from "../../src/domain/templates/variables";
import { decodeText, readSheet } from "../../src/server/modules/batches/spreadsheet";
import { modelWorkbook } from "../../src/server/modules/batches/workbook";

const v = (key: string, label: string, type: VariableDefinition["type"], required = true, options: string[] = []) =>
  ({ key, label, type, required, options }) as VariableDefinition;
const VARS = [
  v("nome", "Nome do cliente", "text"),
  v("cpf", "CPF", "cpf"),
  v("valor", "Valor", "money"),
  v("inicio", "Data de início", "date"),
  v("pj", "Pessoa jurídica", "boolean", false),
  v("plano", "Plano", "select", false, ["Básico", "Plus"]),
];

const win1252 = (s: string) =>
  Uint8Array.from([...s].map((ch) => (ch === "ã" ? 0xe3 : ch === "í" ? 0xed : ch === "ç" ? 0xe7 : ch.charCodeAt(0))));

async function xlsx(rows: unknown[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet("Planilha1");
  for (const r of rows) sheet.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

function rowsOf(sheet: Awaited<ReturnType<typeof readSheet>>, mode: "draft" | "final" = "final") {
  const mapped = mapColumns(sheet.headers, VARS, mode);
  if ("error" in mapped) throw new Error(mapped.error);
  return sheet.rows.map((r) => ({ n: r.rowNumber, ...checkRow(r.cells, mapped.columns, VARS, mode) }));
}

describe("reading a spreadsheet", () => {
  it("reads a semicolon CSV in Windows-1252, as Brazilian Excel saves it", async () => {
    const text =
      "Nome do cliente;CPF;Valor;Data de início;Pessoa jurídica\r\nJoão;529.982.247-25;1.500,50;15/03/2026;Não\r\n";
    const sheet = await readSheet(win1252(text));
    expect(sheet.headers).toEqual(["Nome do cliente", "CPF", "Valor", "Data de início", "Pessoa jurídica"]);
    const [row] = rowsOf(sheet);
    expect(row?.issues).toEqual([]);
    expect(row?.input.values).toEqual({
      nome: "João",
      cpf: "529.982.247-25",
      valor: 150050,
      inicio: "2026-03-15",
      pj: false,
    });
  });

  it("reads a comma CSV in UTF-8 with BOM, quoted fields with commas, quotes and line breaks", async () => {
    const text = '\uFEFFnome,cpf,valor,inicio\n"Silva, ""Zé""\nfilho",52998224725,"1500,5",2026-01-02\n';
    const sheet = await readSheet(new TextEncoder().encode(text));
    const [row] = rowsOf(sheet);
    expect(row?.issues).toEqual([]);
    expect(row?.input.values).toMatchObject({ nome: 'Silva, "Zé"\nfilho', valor: 150050, inicio: "2026-01-02" });
  });

  it("tells UTF-8 from Windows-1252 by the bytes", () => {
    expect(decodeText(new TextEncoder().encode("ação"))).toBe("ação");
    expect(decodeText(Uint8Array.from([0x61, 0xe7, 0xe3, 0x6f]))).toBe("ação");
  });

  it("reads an .xlsx: numbers, real dates, formulas by their result, blank rows skipped", async () => {
    const bytes = await xlsx([
      ["Nome do cliente", "CPF", "Valor", "Data de início", "Plano"],
      ["Ana", 52998224725, 1500.5, new Date(Date.UTC(2026, 2, 15)), "Plus"],
      [],
      ["Bia", "529.982.247-25", { formula: "1000+500", result: 1500 }, "01/02/2026", "Outro"],
    ]);
    const sheet = await readSheet(bytes);
    const rows = rowsOf(sheet);
    expect(rows.map((r) => r.n)).toEqual([2, 4]);
    expect(rows[0]?.input.values).toEqual({
      nome: "Ana",
      cpf: "52998224725",
      valor: 150050,
      inicio: "2026-03-15",
      plano: "Plus",
    });
    expect(rows[1]?.input.values.valor).toBe(150000);
    expect(rows[1]?.issues).toEqual([{ field: "Plano", message: "Opção inválida" }]);
  });

  it("reports each invalid field of a row in Portuguese, with the form's messages", async () => {
    const text = "Nome do cliente;CPF;Valor;Data de início;Pessoa jurídica\n;111.111.111-11;abc;31/02/2026;talvez\n";
    const [row] = rowsOf(await readSheet(new TextEncoder().encode(text)));
    expect(row?.issues).toEqual(
      expect.arrayContaining([
        { field: "Nome do cliente", message: "Nome do cliente é obrigatório" },
        { field: "CPF", message: "CPF inválido" },
        { field: "Valor", message: "Valor em reais inválido (ex.: 1.500,00)" },
        { field: "Data de início", message: "Data inválida: use dd/mm/aaaa" },
        { field: "Pessoa jurídica", message: "Use Sim ou Não" },
      ]),
    );
  });

  it("a draft row may leave required fields blank", async () => {
    const text = "nome;cpf;valor;inicio\n;;;\nX;;;\n";
    const rows = rowsOf(await readSheet(new TextEncoder().encode(text)), "draft");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.issues).toEqual([]);
  });

  it("refuses unknown, duplicate and missing columns", async () => {
    expect(mapColumns(["Nome do cliente", "Idade"], VARS, "final")).toEqual({
      error: expect.stringContaining("Colunas que não correspondem a nenhum campo do modelo: Idade"),
    });
    expect(mapColumns(["nome", "NOME DO CLIENTE"], VARS, "draft")).toEqual({
      error: expect.stringContaining("mais de uma vez"),
    });
    expect(mapColumns(["nome"], VARS, "final")).toEqual({
      error: "Faltam colunas obrigatórias: CPF, Valor, Data de início.",
    });
  });

  describe("a Lista: a group of columns per item", () => {
    const parcelas = {
      ...v("parcelas", "Parcelas", "list", true),
      minItems: 1,
      maxItems: 4,
      fields: [
        { key: "vencimento", label: "Vencimento", type: "date", required: true, options: [] },
        { key: "valor", label: "Valor", type: "money", required: true, options: [] },
      ],
    } as VariableDefinition;
    const vars = [v("nome", "Nome do cliente", "text"), parcelas];
    const check = (text: string, mode: "draft" | "final" = "final") =>
      readSheet(new TextEncoder().encode(text)).then((sheet) => {
        const mapped = mapColumns(sheet.headers, vars, mode);
        if ("error" in mapped) return mapped;
        return sheet.rows.map((r) => checkRow(r.cells, mapped.columns, vars, mode));
      });

    it("items are the filled groups, in order (by label or by key); blank groups are skipped", async () => {
      const rows = await check(
        "Nome do cliente;Parcelas 1 - Vencimento;Parcelas 1 - Valor;parcelas.3.vencimento;parcelas.3.valor\n" +
          "Ana;15/03/2026;500,00;15/04/2026;1.000,00\nBia;;;01/05/2026;10\n",
      );
      expect(rows).toEqual([
        {
          issues: [],
          input: expect.objectContaining({
            values: {
              nome: "Ana",
              parcelas: [
                { vencimento: "2026-03-15", valor: 50000 },
                { vencimento: "2026-04-15", valor: 100000 },
              ],
            },
          }),
        },
        {
          issues: [],
          input: expect.objectContaining({
            values: { nome: "Bia", parcelas: [{ vencimento: "2026-05-01", valor: 1000 }] },
          }),
        },
      ]);
    });

    it("errors name the item's column; the list's minimum holds; items past the maximum are unknown columns", async () => {
      const rows = await check(
        "Nome do cliente;Parcelas 1 - Vencimento;Parcelas 1 - Valor;Parcelas 2 - Vencimento;Parcelas 2 - Valor\n" +
          "Ana;32/13/2026;500,00;;\nBia;;;;\nCid;;;15/03/2026;\n",
      );
      expect(Array.isArray(rows) && rows.map((r) => r.issues)).toEqual([
        [{ field: "Parcelas 1 - Vencimento", message: "Data inválida: use dd/mm/aaaa" }],
        [{ field: "Parcelas", message: expect.stringMatching(/1 item|mínimo/i) }],
        [{ field: "Parcelas 2 - Valor", message: expect.any(String) }],
      ]);
      expect(await check("Nome do cliente;Parcelas 5 - Valor\nAna;1\n")).toEqual({
        error: expect.stringContaining("Parcelas 5 - Valor"),
      });
    });

    it("the model spreadsheet writes the first items' columns, the first filled as an example", async () => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await modelWorkbook(vars)) as unknown as ArrayBuffer);
      const sheet = wb.getWorksheet("Documentos");
      if (!sheet) throw new Error("no Documentos sheet");
      const header = (sheet.getRow(1).values as unknown[]).slice(1, 8);
      expect(header).toEqual([
        "Nome do cliente *",
        "Parcelas 1 - Vencimento *",
        "Parcelas 1 - Valor *",
        "Parcelas 2 - Vencimento *",
        "Parcelas 2 - Valor *",
        "Parcelas 3 - Vencimento *",
        "Parcelas 3 - Valor *",
      ]);
      expect((sheet.getRow(2).values as unknown[]).slice(2, 6)).toEqual(["15/03/2026", "1.500,00", "", ""]);
    });
  });

  it("auto-send needs its recipient; signers need name and e-mail and a finalized document", async () => {
    const text =
      "nome;cpf;valor;inicio;Enviar por e-mail;Signatário 1 - Nome;Signatário 1 - E-mail\n" +
      "A;529.982.247-25;10;01/01/2026;Sim;Carla;carla@x.com.br\n" +
      "B;529.982.247-25;10;01/01/2026;Não;Davi;não-é-email\n";
    const rows = rowsOf(await readSheet(new TextEncoder().encode(text)));
    expect(rows[0]?.issues).toEqual([
      { field: "E-mail do destinatário", message: "E-mail do destinatário não fornecido" },
    ]);
    expect(rows[0]?.input.signers).toEqual([{ name: "Carla", email: "carla@x.com.br" }]);
    expect(rows[1]?.issues).toEqual([{ field: "Signatário 1 - E-mail", message: expect.stringMatching(/e-?mail/i) }]);
    const drafts = rowsOf(await readSheet(new TextEncoder().encode(text)), "draft");
    expect(drafts[0]?.issues).toContainEqual({
      field: "Signatário 1 - Nome",
      message: "Assinaturas só podem ser solicitadas para documentos finalizados.",
    });
  });

  it("refuses an empty file, a header without rows and garbage bytes", async () => {
    await expect(readSheet(new Uint8Array())).rejects.toThrow("A planilha está vazia");
    await expect(readSheet(new TextEncoder().encode("nome;cpf\n;\n"))).rejects.toThrow("nenhuma linha de dados");
    await expect(readSheet(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toThrow("Não foi possível ler");
  });
});

describe("the model spreadsheet", () => {
  it("has one column per variable with its label, the optional columns, and an example row that passes", async () => {
    const sheet = await readSheet(await modelWorkbook(VARS));
    expect(sheet.headers.slice(0, 6)).toEqual([
      "Nome do cliente *",
      "CPF *",
      "Valor *",
      "Data de início *",
      "Pessoa jurídica",
      "Plano",
    ]);
    expect(sheet.headers).toContain("E-mail do destinatário");
    expect(sheet.headers).toContain("Signatário 1 - E-mail");
    const rows = rowsOf(sheet);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.issues).toEqual([]);
    expect(rows[0]?.input.values).toMatchObject({ valor: 150000, inicio: "2026-03-15", plano: "Básico" });
  });
});
