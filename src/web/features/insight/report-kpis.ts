import type { AdminReport, CorporateReport } from "../../../domain/insight/insight";

/** A report's counts, as its cards show them and its workbook's 'Resumo' sheet lists them. */
export type Kpi = [label: string, count: number];

export const adminKpis = (r: AdminReport): Kpi[] => [
  ["Total de Usuários", r.totalUsers],
  ["Contas Corporativas", r.totalCorporateAccounts],
  ["Documentos", r.totalDocuments],
  ["Modelos Ativos", r.totalTemplates],
];

export const corporateKpis = (r: CorporateReport): Kpi[] => [
  ["Total de Usuários", r.totalUsers],
  ["Total de Documentos", r.totalDocuments],
  ["Documentos este mês", r.documentsThisMonth],
];
