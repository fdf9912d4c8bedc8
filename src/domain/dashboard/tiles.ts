import { hasPermission, hasRole, isSuperAdmin, type RoleHolder } from "../auth/permissions";
import { SETTINGS_HOME, SETTINGS_TITLE, settingsSummary } from "../settings/areas";

/** The e-signature provider whose settings page is /admin/settings/{provider}. */
export const ESIGN_PROVIDER = { slug: "zapsign", name: "ZapSign" } as const;

export type DashboardTileId =
  | "generate-document"
  | "my-documents"
  | "users"
  | "categories"
  | "plans"
  | "admin-dashboard"
  | "corporate-accounts"
  | "esign-settings"
  | "broadcast"
  | "corporate-dashboard"
  | "plan-overview"
  | "templates"
  | "header-footer"
  | "reports"
  | "integrations"
  | "assistant"
  | "ai-settings";

export interface DashboardTile {
  id: DashboardTileId;
  to: string;
  title: string;
  description: string;
}

/**
 * The home dashboard's action tiles, per spec 1 §2.6: each tile is shown only to whom the table lists,
 * and never when it would lead to a denial: "Meu Plano" needs a corporate role and an account (the
 * overview shows the user's own account), so the super admin and users without an account do not get it.
 * Order: everyday work first, then administration.
 */
export function dashboardTiles(holder: RoleHolder & { hasAccount?: boolean }): DashboardTile[] {
  const superAdmin = isSuperAdmin(holder);
  const corporateAdmin = hasRole(holder, "corporate_admin");
  const supervisor = hasRole(holder, "supervisor_user");
  const can = (p: Parameters<typeof hasPermission>[1]) => hasPermission(holder, p);

  const tiles: Array<DashboardTile | false> = [
    can("create_documents") && {
      id: "generate-document",
      to: "/documents/generate",
      title: "Gerar Documento",
      description: "Crie um documento a partir de um modelo",
    },
    can("view_own_documents") && {
      id: "my-documents",
      to: "/my-documents",
      title: "Meus Documentos",
      description: "Consulte, compartilhe e acompanhe seus documentos",
    },
    (superAdmin || corporateAdmin) && {
      id: "users",
      to: "/admin/users",
      title: "Gerenciar Usuários",
      description: "Cadastre usuários e defina seus papéis",
    },
    superAdmin && {
      id: "categories",
      to: "/admin/categories",
      title: "Categorias",
      description: "Organize os modelos por categoria",
    },
    superAdmin && {
      id: "plans",
      to: "/admin/subscription/plans",
      title: "Planos de Assinatura",
      description: "Defina planos, limites e preços",
    },
    superAdmin && {
      id: "admin-dashboard",
      to: "/admin/dashboard",
      title: "Dashboard Administrativo",
      description: "Indicadores de toda a plataforma",
    },
    superAdmin && {
      id: "corporate-accounts",
      to: "/admin/corporate-accounts",
      title: "Contas Corporativas",
      description: "Gerencie as empresas clientes",
    },
    superAdmin && {
      id: "esign-settings",
      to: `/admin/settings/${ESIGN_PROVIDER.slug}`,
      title: `Configurações ${ESIGN_PROVIDER.name}`,
      description: "Integração de assinatura eletrônica",
    },
    superAdmin && {
      id: "ai-settings",
      to: "/admin/settings/ai",
      title: "Configurações de IA",
      description: "Modelos usados pelo assistente de contratos",
    },
    superAdmin && {
      id: "broadcast",
      to: "/admin/broadcast",
      title: "Mensagens em Massa",
      description: "Envie comunicados por e-mail e WhatsApp",
    },
    (corporateAdmin || supervisor) && {
      id: "corporate-dashboard",
      to: "/corporate/dashboard",
      title: "Dashboard Corporativo",
      description: "Indicadores da sua empresa",
    },
    mayOpenPlanOverview(holder) && {
      id: "plan-overview",
      to: "/corporate/plan-overview",
      title: "Meu Plano",
      description: "Plano contratado e uso da conta",
    },
    mayOpenPlanOverview(holder) && {
      id: "assistant",
      to: "/assistant",
      title: "Assistente de contratos",
      description: "Modelos a partir de texto, resumos e revisão com IA",
    },
    can("manage_templates") && {
      id: "templates",
      to: "/admin/templates",
      title: "Modelos de Documentos",
      description: "Crie e edite modelos com variáveis",
    },
    can("manage_templates") && {
      id: "header-footer",
      to: "/admin/header-footer",
      title: "Cabeçalhos e Rodapés",
      description: "Padronize o visual dos documentos",
    },
    can("view_reports") && {
      id: "reports",
      to: superAdmin ? "/admin/reports" : "/corporate/reports",
      title: "Relatórios",
      description: "Análise de documentos e exportação",
    },
    can("manage_corporate_account") && {
      id: "integrations",
      to: SETTINGS_HOME,
      title: SETTINGS_TITLE,
      description: settingsSummary(holder),
    },
  ];
  return tiles.filter((t): t is DashboardTile => t !== false);
}

/** Whether the plan overview opens for this user (the server's rule): a corporate role on an account. */
export function mayOpenPlanOverview(holder: RoleHolder & { hasAccount?: boolean }): boolean {
  const corporate =
    hasRole(holder, "corporate_admin") || hasRole(holder, "supervisor_user") || hasRole(holder, "standard_user");
  return corporate && holder.hasAccount === true;
}
