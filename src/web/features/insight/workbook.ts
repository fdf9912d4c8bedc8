import type { AdminReport, CorporateReport } from "../../../domain/insight/insight";
import { adminKpis, corporateKpis } from "./report-kpis";

/**
 * The Excel workbooks of the reports (spec 3 §7), as plain sheets: pt-BR headers, numbers as numbers,
 * dates as dates, column widths set. Kept free of the writer so tests can build and read them back.
 */
export type XCell =
  | { value: string; type?: StringConstructor; fontWeight?: "bold" }
  | { value: number; type: NumberConstructor; format?: string }
  | { value: Date; type: DateConstructor; format: string };
export interface XSheet {
  sheet: string;
  columns: Array<{ width: number }>;
  data: XCell[][];
}

const head = (...names: string[]): XCell[] => names.map((value) => ({ value, fontWeight: "bold" as const }));
const text = (value: string): XCell => ({ value });
const num = (value: number, format?: string): XCell => ({ value, type: Number, ...(format ? { format } : {}) });
const day = (iso: string): XCell => ({ value: new Date(`${iso}T00:00:00Z`), type: Date, format: "dd/mm/yyyy" });
const monthCell = (m: string): XCell => ({ value: new Date(`${m}-01T00:00:00Z`), type: Date, format: "mm/yyyy" });
const stamp = (iso: string): XCell => ({ value: new Date(iso), type: Date, format: "dd/mm/yyyy hh:mm" });

export interface ReportFilters {
  from?: string;
  to?: string;
  /** Human text of the other filters ('Conta: Alfa', 'Status: Finalizado'…). */
  others: string[];
}

function summary(rows: Array<[string, number]>, generatedAt: string, f: ReportFilters): XSheet {
  return {
    sheet: "Resumo",
    columns: [{ width: 28 }, { width: 22 }],
    data: [
      head("Indicador", "Valor"),
      ...rows.map(([k, v]) => [text(k), num(v)]),
      [text("Gerado em"), stamp(generatedAt)],
      [text("Data Inicial"), f.from ? day(f.from) : text("—")],
      [text("Data Final"), f.to ? day(f.to) : text("—")],
      ...f.others.map((o) => [text("Filtro"), text(o)]),
    ],
  };
}

/** Named rows and one count of each (documents by status, users by role, the top accounts…). */
function list<R extends { name: string }>(
  sheet: string,
  headers: [string, string],
  rows: R[],
  count: (row: R) => number,
  width = 36,
): XSheet {
  return {
    sheet,
    columns: [{ width }, { width: 16 }],
    data: [head(...headers), ...rows.map((r) => [text(r.name), num(count(r))])],
  };
}

const byMonth = (rows: Array<{ month: string; documents: number }>): XSheet => ({
  sheet: "Por Mês",
  columns: [{ width: 14 }, { width: 16 }],
  data: [head("Mês", "Documentos"), ...rows.map((r) => [monthCell(r.month), num(r.documents)])],
});

/** The sheets both reports have: documents by status, then by month. */
const documentSheets = (r: AdminReport | CorporateReport) => [
  list("Status", ["Status", "Quantidade"], r.documentsByStatus, (s) => s.value),
  byMonth(r.documentsByMonth),
];

export function adminWorkbook(r: AdminReport, f: ReportFilters): XSheet[] {
  return [
    summary(adminKpis(r), r.generatedAt, f),
    ...documentSheets(r),
    list("Funções", ["Função", "Usuários"], r.usersByRole, (s) => s.value),
    list("Top Contas", ["Conta", "Documentos"], r.topCorporateAccounts, (s) => s.documents, 40),
  ];
}

export function corporateWorkbook(r: CorporateReport, f: ReportFilters): XSheet[] {
  const others = [`Empresa: ${r.accountName}`, ...f.others];
  return [
    summary(corporateKpis(r), r.generatedAt, { ...f, others }),
    ...documentSheets(r),
    list("Top Usuários", ["Usuário", "Documentos"], r.documentsByUser, (s) => s.documents),
    list("Modelos mais utilizados", ["Modelo", "Documentos"], r.documentsByTemplate, (s) => s.documents, 44),
  ];
}

/** Whose report a workbook holds; it names the file. */
export type WorkbookKind = "admin" | "corporativo";

/** relatorio-admin-2026-11-25.xlsx (the date of the download, São Paulo calendar). */
export function workbookName(kind: WorkbookKind, now: Date = new Date()): string {
  const d = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
  return `relatorio-${kind}-${d}.xlsx`;
}
