import type { ComponentType } from "react";
import { type AccessRule, requirePermission, requireRole, requireSignedIn } from "../../domain/auth/permissions";
import { ACCESS_DENIED_MESSAGES } from "../../domain/shared/access-messages";

/** A guarded screen of the route table (spec 1 §2.1, spec 2 §2.1, spec 3 §2). */
export interface GuardedRoute {
  path: string;
  rule: AccessRule;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
  /** The screen's own 'Acesso Negado' message, shown instead of the generic denial. */
  deniedMessage?: string;
  /** Where a signed-in user without the right is sent instead of the denial screen. */
  redirectTo?: string;
}

const _placeholder = () => import("../components/under-construction");

const superAdmin = requireRole("super_admin");

/** Every route beside /, /dashboard and /login. Screens of later issues use the placeholder. */
export const GUARDED_ROUTES: GuardedRoute[] = [
  {
    path: "/admin/users",
    rule: requirePermission("manage_users"),
    title: "Gerenciamento de Usuários",
    load: () => import("../features/users/users-page"),
    deniedMessage: ACCESS_DENIED_MESSAGES.users,
  },
  {
    path: "/admin/categories",
    rule: superAdmin,
    title: "Gerenciamento de Categorias",
    load: () => import("../features/categories/categories-page"),
    deniedMessage: ACCESS_DENIED_MESSAGES.categories,
  },
  {
    path: "/admin/subscription/plans",
    rule: superAdmin,
    title: "Planos de Assinatura",
    load: () => import("../features/plans/plans-page"),
    deniedMessage: ACCESS_DENIED_MESSAGES.plans,
  },
  {
    path: "/admin/subscription/plans/new",
    rule: superAdmin,
    title: "Novo Plano",
    load: () => import("../features/plans/plan-form-page"),
    deniedMessage: ACCESS_DENIED_MESSAGES.planForm,
  },
  {
    path: "/admin/subscription/plans/edit/:planId",
    rule: superAdmin,
    title: "Editar Plano",
    load: () => import("../features/plans/plan-form-page"),
    deniedMessage: ACCESS_DENIED_MESSAGES.planForm,
  },
  {
    path: "/admin/corporate-accounts",
    rule: superAdmin,
    title: "Contas Corporativas",
    load: () => import("../features/accounts/accounts-page"),
    deniedMessage: ACCESS_DENIED_MESSAGES.accounts,
  },
  {
    path: "/admin/corporate-accounts/create",
    rule: superAdmin,
    title: "Nova Conta Corporativa",
    load: () => import("../features/accounts/account-form-page"),
    deniedMessage: ACCESS_DENIED_MESSAGES.accountForm,
  },
  {
    path: "/admin/corporate-accounts/edit/:accountId",
    rule: superAdmin,
    title: "Editar Conta Corporativa",
    load: () => import("../features/accounts/account-form-page"),
    deniedMessage: ACCESS_DENIED_MESSAGES.accountForm,
  },
  {
    path: "/admin/dashboard",
    rule: superAdmin,
    title: "Dashboard Administrativo",
    load: () => import("../features/insight/admin-dashboard-page"),
    redirectTo: "/dashboard",
  },
  {
    path: "/admin/reports",
    rule: superAdmin,
    title: "Relatórios do Sistema",
    load: () => import("../features/insight/admin-reports-page"),
  },
  {
    path: "/admin/settings/zapsign",
    rule: superAdmin,
    title: "Configurações ZapSign",
    load: () => import("../features/settings/zapsign-settings-page"),
    deniedMessage: ACCESS_DENIED_MESSAGES.systemSettings,
  },
  {
    path: "/admin/broadcast",
    rule: superAdmin,
    title: "Mensagens em Massa",
    load: () => import("../features/broadcast/broadcast-page"),
  },
  {
    path: "/admin/settings/smtp",
    rule: requirePermission("manage_corporate_account"),
    title: "Configurações de E-mail (SMTP)",
    load: () => import("../features/settings/smtp-settings-page"),
  },
  {
    path: "/admin/settings/whatsapp",
    rule: requirePermission("manage_corporate_account"),
    title: "Configurações de WhatsApp",
    load: () => import("../features/settings/whatsapp-settings-page"),
  },
  {
    path: "/corporate/settings/integrations",
    rule: requirePermission("manage_corporate_account"),
    title: "Configurações",
    load: () => import("../features/settings/integrations-page"),
  },
  {
    path: "/corporate/settings/api",
    rule: requirePermission("manage_corporate_account"),
    title: "Chaves de API",
    load: () => import("../features/api-keys/api-keys-page"),
  },
  {
    path: "/corporate/settings/webhooks",
    rule: requirePermission("manage_corporate_account"),
    title: "Webhooks",
    load: () => import("../features/webhooks/webhooks-page"),
  },
  {
    path: "/corporate/audit",
    rule: requirePermission("manage_corporate_account"),
    title: "Trilha de auditoria",
    load: () => import("../features/audit/audit-page"),
  },
  {
    path: "/admin/audit",
    rule: superAdmin,
    title: "Trilha de auditoria",
    load: () => import("../features/audit/audit-page"),
  },
  {
    path: "/account/data",
    rule: requireSignedIn,
    title: "Meus dados",
    load: () => import("../features/privacy/my-data-page"),
  },
  {
    path: "/corporate/data-requests",
    rule: requirePermission("manage_corporate_account"),
    title: "Pedidos de exclusão de dados",
    load: () => import("../features/privacy/erasure-requests-page"),
  },
  {
    path: "/corporate/settings/branding",
    rule: requireRole("corporate_admin"),
    title: "Marca personalizada",
    load: () => import("../features/branding/branding-page"),
  },
  {
    path: "/corporate/settings/retention",
    rule: requireRole("corporate_admin"),
    title: "Retenção de dados",
    load: () => import("../features/retention/retention-page"),
  },
  {
    path: "/admin/settings/ai",
    rule: superAdmin,
    title: "Configurações de IA",
    load: () => import("../features/assistant/ai-settings-page"),
    deniedMessage: ACCESS_DENIED_MESSAGES.systemSettings,
  },
  {
    path: "/assistant",
    rule: requirePermission("create_documents"),
    title: "Assistente de contratos",
    load: () => import("../features/assistant/assistant-page"),
  },
  {
    path: "/corporate/plan-overview",
    rule: requirePermission("view_own_documents"),
    title: "Meu Plano",
    load: () => import("../features/plan-overview/plan-overview-page"),
  },
  {
    path: "/corporate/dashboard",
    rule: requirePermission("view_own_documents"),
    title: "Dashboard Corporativo",
    load: () => import("../features/insight/corporate-dashboard-page"),
  },
  {
    path: "/corporate/reports",
    rule: requirePermission("view_own_documents"),
    title: "Relatórios",
    load: () => import("../features/insight/corporate-reports-page"),
  },
  {
    path: "/admin/templates/*",
    rule: requirePermission("manage_templates"),
    title: "Modelos de Documentos",
    load: () => import("../features/templates/templates-page"),
    deniedMessage: ACCESS_DENIED_MESSAGES.templates,
  },
  {
    path: "/admin/header-footer",
    rule: requirePermission("manage_templates"),
    title: "Cabeçalhos e Rodapés",
    load: () => import("../features/header-footer/header-footer-page"),
    deniedMessage: ACCESS_DENIED_MESSAGES.templates,
  },
  {
    path: "/documents/generate",
    rule: requirePermission("create_documents"),
    title: "Gerar Documento",
    load: () => import("../features/documents/generate-page"),
  },
  {
    path: "/documents/generate/:templateId",
    rule: requirePermission("create_documents"),
    title: "Gerar Documento",
    load: () => import("../features/documents/document-form-page"),
  },
  {
    path: "/documents/batch/:templateId",
    rule: requirePermission("create_documents"),
    title: "Gerar em lote",
    load: () => import("../features/batches/batch-upload-page"),
  },
  {
    path: "/documents/batches/:batchId",
    rule: requirePermission("create_documents"),
    title: "Geração em lote",
    load: () => import("../features/batches/batch-page"),
  },
  {
    path: "/documents/edit/:documentId",
    rule: requirePermission("edit_own_documents"),
    title: "Editar Documento",
    load: () => import("../features/documents/document-form-page"),
  },
  {
    path: "/my-documents",
    rule: requirePermission("view_own_documents"),
    title: "Meus Documentos",
    load: () => import("../features/documents/my-documents-page"),
  },
  {
    path: "/my-documents/:documentId",
    rule: requirePermission("view_own_documents"),
    title: "Detalhes do Documento",
    load: () => import("../features/documents/document-detail-page"),
  },
  {
    path: "/documents/:documentId/request-signature",
    rule: requirePermission("create_documents"),
    title: "Solicitar Assinatura",
    load: () => import("../features/signatures/request-signature-page"),
  },
  // Issue 29: "Ajuda" (everyone signed in) and the super admin's support queue.
  {
    path: "/support",
    rule: requireSignedIn,
    title: "Ajuda e Suporte",
    load: () => import("../features/support/my-tickets-page"),
  },
  {
    path: "/support/:ticketId",
    rule: requireSignedIn,
    title: "Chamado",
    load: () => import("../features/support/ticket-page"),
  },
  {
    path: "/admin/support",
    rule: superAdmin,
    title: "Fila de Suporte",
    load: () => import("../features/support/admin-queue-page"),
  },
  {
    path: "/admin/support/:ticketId",
    rule: superAdmin,
    title: "Chamado de Suporte",
    load: () => import("../features/support/admin-ticket-page"),
  },
];
