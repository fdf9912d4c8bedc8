import ExcelJS from "exceljs";
import { BATCH_SIGNERS, FIXED_COLUMNS, signerHeader } from "../../../domain/batches/batches";
import { BATCH_LIST_ITEMS, modelItemColumns } from "../../../domain/batches/list-columns";
import type { SubFieldDefinition, VariableDefinition } from "../../../domain/templates/variables";

/** An example value per type, written as a person fills the cell (dates dd/mm/aaaa, reais with comma). */
function example(v: VariableDefinition | SubFieldDefinition): string | number {
  switch (v.type) {
    case "number":
      return 10;
    case "money":
      return "1.500,00";
    case "date":
      return "15/03/2026";
    case "boolean":
      return "Sim";
    case "select":
      return v.options[0] ?? "";
    case "cpf":
      return "529.982.247-25";
    case "cnpj":
      return "11.222.333/0001-81";
    case "email":
      return "cliente@exemplo.com.br";
    case "phone":
      return "(11) 98765-4321";
    default:
      return `Exemplo de ${v.label || v.key}`;
  }
}

/** A variable's columns and example cells: one column, or a Lista's group per item (the first filled). */
function variableColumns(v: VariableDefinition): { header: string; sample: string | number }[] {
  if (v.type !== "list") return [{ header: `${v.label || v.key}${v.required ? " *" : ""}`, sample: example(v) }];
  return modelItemColumns(v).map((c) => ({ header: c.header, sample: c.n === 1 ? example(c.field) : "" }));
}

/**
 * The model spreadsheet of a template: one column per variable (header = its label, "*" when required;
 * a Lista, one column per item and sub-field), then the optional auto-send and signer columns, and one
 * example row. Every cell is text, so Excel keeps CPF zeros and "1.500,00" as typed.
 */
export async function modelWorkbook(variables: readonly VariableDefinition[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Documentos");
  const columns = variables.flatMap(variableColumns);
  const headers = [
    ...columns.map((c) => c.header),
    ...Object.values(FIXED_COLUMNS),
    ...Array.from({ length: BATCH_SIGNERS }, (_, i) => [
      signerHeader(i + 1, "name"),
      signerHeader(i + 1, "email"),
    ]).flat(),
  ];
  const sample = [
    ...columns.map((c) => c.sample),
    "cliente@exemplo.com.br",
    "(11) 98765-4321",
    "Não",
    "Não",
    ...Array.from({ length: BATCH_SIGNERS * 2 }, () => ""),
  ];
  sheet.addRow(headers).font = { bold: true };
  sheet.addRow(sample);
  sheet.columns.forEach((col) => {
    col.width = 24;
    col.numFmt = "@";
  });
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  const notes = workbook.addWorksheet("Instruções");
  for (const line of [
    "Preencha uma linha por documento a partir da linha 2 da aba Documentos (a linha de exemplo pode ser apagada ou substituída).",
    "Colunas marcadas com * são obrigatórias para documentos finalizados.",
    "Datas: dd/mm/aaaa. Valores em reais: 1.500,00. Sim/Não: Sim ou Não.",
    "Envio automático: preencha o e-mail ou WhatsApp do destinatário e marque Sim na coluna de envio.",
    "Assinatura: preencha nome e e-mail de cada signatário (só para documentos finalizados).",
    `Listas: uma coluna por item e campo ("Parcelas 1 - Valor", "Parcelas 2 - Valor"…); itens em branco são ignorados. Para mais itens, acrescente colunas no mesmo padrão (até ${BATCH_LIST_ITEMS} por lista).`,
  ])
    notes.addRow([line]);
  notes.getColumn(1).width = 120;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same table as a one-sheet .xlsx. */
export async function toXlsx(sheetName: string, rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  rows.forEach((r, i) => {
    const added = sheet.addRow([...r]);
    if (i === 0) added.font = { bold: true };
  });
  sheet.columns.forEach((col) => {
    col.width = 30;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
