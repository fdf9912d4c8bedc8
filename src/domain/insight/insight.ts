import { z } from "zod";
import { DOCUMENT_STATUSES, type DocumentStatus } from "../documents/documents";
import { planSchema } from "../plans/plans";
import { dateTimeText } from "../shared/contracts/define";
import { namedRefSchema } from "../shared/fields";

/**
 * Dashboards and reports (spec 3 §2 "Super-admin dashboard", "Corporate dashboard", "Admin reports",
 * "Corporate reports"): what the server answers, aggregated in SQL. Months are 'YYYY-MM' in the
 * São Paulo calendar; monthly series cover the last 6 months (spec 3 §9), zero-filled.
 */
export const MONTHS_SHOWN = 6;
/** How many entries a "top" list shows (accounts, users, templates by documents; accounts by revenue). */
export const TOP_ENTRIES = 5;
/** How many recent documents and pending signatures the corporate dashboard lists. */
export const RECENT_ENTRIES = 5;

export const INSIGHT_TEXTS = {
  noData: "Sem dados disponíveis",
  loadFailed: "Failed to load dashboard data",
  lastUpdate: "Última atualização",
  noRecentDocuments: "Nenhum documento recente",
  noPendingSignatures: "Nenhuma assinatura pendente",
  unknownUser: "Unknown User",
  unknownDocument: "Unknown Document",
  unknownAccount: "Unknown Account",
  unknownReport: "Desconhecido",
  noRole: "Sem função",
  noAccount: "Seu usuário não está vinculado a uma conta corporativa.",
} as const;

/** Report labels of document statuses: the same words as everywhere else (issue 48; spec 3 §4 said 'Pendente Assinatura'). */
export const REPORT_STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: "Rascunho",
  finalized: "Finalizado",
  pending_signature: "Aguardando Assinatura",
  signed: "Assinado",
};

/** Signature states grouped for the completion pie (spec 3 §2). */
export const COMPLETED_SIGNATURE_STATUSES = ["completed", "signed"] as const;
export const FAILED_SIGNATURE_STATUSES = ["declined", "canceled", "expired"] as const;

/** '2026-03' → 'mar/2026'. */
export function monthLabel(monthYear: string): string {
  const [y, m] = monthYear.split("-");
  const names = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
  const name = names[Number(m) - 1];
  return name && y ? `${name}/${y}` : monthYear;
}

const month = z.string().regex(/^\d{4}-\d{2}$/);
const count = z.number().int().min(0);
const named = z.object({ name: z.string(), value: count });

export const adminDashboardSchema = z.object({
  kpis: z.object({
    totalUsers: count,
    corporateAccounts: count,
    documents: count,
    totalRevenue: z.number(),
  }),
  growth: z.array(z.object({ month, newUsers: count, newAccounts: count })),
  documentsByMonth: z.array(z.object({ month, documents: count })),
  revenueByMonth: z.array(z.object({ month, revenue: z.number() })),
  signatures: z.object({ total: count, completed: count, failed: count, pending: count }),
  topAccountsByDocuments: z.array(z.object({ id: z.string().nullable(), name: z.string(), documents: count })),
  topAccountsByRevenue: z.array(
    z.object({ id: z.string(), name: z.string(), planName: z.string(), revenue: z.number() }),
  ),
  generatedAt: dateTimeText,
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const corporateDashboardSchema = z.object({
  account: namedRefSchema,
  /** null: the account has no plan ("Sem plano", domain/plans/usage.ts). */
  planName: z.string().nullable(),
  integrations: z.object({ smtp: z.boolean(), whatsapp: z.boolean() }),
  canConfigure: z.boolean(),
  activeUsers: count,
  maxUsers: z.number().int().nullable(),
  documentsThisMonth: count,
  signaturesThisMonth: count,
  signaturesLimit: z.number().int().nullable(),
  monthlyDocuments: z.array(z.object({ month, documents: count })),
  completionRates: z.array(z.object({ month, total: count, completed: count, failed: count, rate: z.number() })),
  recentDocuments: z.array(
    z.object({ id: z.string(), title: z.string(), creator: z.string(), status: z.string(), createdAt: dateTimeText }),
  ),
  pendingSignatures: z.array(
    z.object({
      id: z.string(),
      documentId: z.string(),
      documentTitle: z.string(),
      signerCount: count,
      status: z.string(),
      requestedAt: dateTimeText,
    }),
  ),
  generatedAt: dateTimeText,
});
export type CorporateDashboard = z.infer<typeof corporateDashboardSchema>;

const dateFilter = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Data inválida" })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: "Data inválida" });
const optional = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === "" || v === "all" ? undefined : v), s.optional());

export const adminReportQuerySchema = z.object({
  from: optional(dateFilter),
  to: optional(dateFilter),
  accountId: optional(z.uuid({ error: "Conta inválida" })),
});
export type AdminReportQuery = z.infer<typeof adminReportQuerySchema>;

export const corporateReportQuerySchema = z.object({
  from: optional(dateFilter),
  to: optional(dateFilter),
  userId: optional(z.string().min(1).max(100)),
  status: optional(z.enum(DOCUMENT_STATUSES, { error: "Status inválido" })),
});
export type CorporateReportQuery = z.infer<typeof corporateReportQuerySchema>;

const byStatus = z.array(z.object({ status: z.string(), name: z.string(), value: count }));
const byMonth = z.array(z.object({ month, documents: count }));

export const adminReportSchema = z.object({
  totalUsers: count,
  totalCorporateAccounts: count,
  totalDocuments: count,
  totalTemplates: count,
  documentsByStatus: byStatus,
  documentsByMonth: byMonth,
  usersByRole: z.array(named),
  topCorporateAccounts: z.array(z.object({ name: z.string(), documents: count })),
  generatedAt: dateTimeText,
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/**
 * The 'Conta Corporativa' filter's choices (active accounts, by name): a request of its own, read once
 * per visit, not with every filter change (with 1,000 accounts it is 67 kB the report need not carry).
 */
export const reportAccountsSchema = z.object({ accounts: z.array(namedRefSchema) });
export type ReportAccounts = z.infer<typeof reportAccountsSchema>;

export const corporateReportSchema = z.object({
  accountName: z.string(),
  totalUsers: count,
  totalDocuments: count,
  documentsThisMonth: count,
  documentsByStatus: byStatus,
  documentsByMonth: byMonth,
  documentsByUser: z.array(z.object({ name: z.string(), documents: count })),
  documentsByTemplate: z.array(z.object({ name: z.string(), documents: count })),
  users: z.array(namedRefSchema),
  generatedAt: dateTimeText,
});
export type CorporateReport = z.infer<typeof corporateReportSchema>;

/** The public price list of the landing page: active plans, nothing else. */
export const publicPlanSchema = planSchema
  .pick({ name: true, description: true, monthlyPrice: true, annualPrice: true })
  .extend({ features: z.array(z.string()) });
export const publicPlansSchema = z.array(publicPlanSchema);
export type PublicPlan = z.infer<typeof publicPlanSchema>;

/** Last `n` months ending with `last` ('YYYY-MM'), oldest first. */
export function monthsEndingAt(last: string, n: number = MONTHS_SHOWN): string[] {
  const [y, m] = last.split("-").map(Number) as [number, number];
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`);
  }
  return out;
}
