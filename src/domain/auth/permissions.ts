import type { ApiKeyScope } from "../api-keys/api-keys";

/**
 * Roles and permissions (spec 1 §6). The single source of truth used by the server guards
 * (authoritative) and by the web (to hide what the user may not use).
 */
export const ROLE_SLUGS = ["super_admin", "corporate_admin", "supervisor_user", "standard_user"] as const;
export type RoleSlug = (typeof ROLE_SLUGS)[number];

export const PERMISSIONS = [
  "create_documents",
  "view_own_documents",
  "edit_own_documents",
  "manage_templates",
  "view_reports",
  "manage_corporate_account",
  "manage_users",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** A role's permission map: `all: true` grants everything. */
export type PermissionMap = Partial<Record<Permission | "all", boolean>>;

export interface RoleInfo {
  slug: RoleSlug;
  name: string;
  permissions: PermissionMap;
}

/** The four roles seeded in the database, with their permission maps. */
export const ROLE_DEFINITIONS: ReadonlyArray<RoleInfo & { description: string }> = [
  {
    slug: "super_admin",
    name: "Super Administrador",
    description: "Administra toda a plataforma",
    permissions: { all: true },
  },
  {
    slug: "corporate_admin",
    name: "Administrador Corporativo",
    description: "Administra usuários, modelos e integrações da sua empresa",
    permissions: {
      create_documents: true,
      view_own_documents: true,
      edit_own_documents: true,
      manage_templates: true,
      view_reports: true,
      manage_corporate_account: true,
      manage_users: true,
    },
  },
  {
    slug: "supervisor_user",
    name: "Supervisor",
    description: "Acompanha documentos e relatórios da empresa",
    permissions: {
      create_documents: true,
      view_own_documents: true,
      edit_own_documents: true,
      view_reports: true,
    },
  },
  {
    slug: "standard_user",
    name: "Usuário Padrão",
    description: "Gera e acompanha os próprios documentos",
    permissions: { create_documents: true, view_own_documents: true, edit_own_documents: true },
  },
];

export const PERMISSION_LABELS: Record<Permission, string> = {
  create_documents: "Criar documentos",
  view_own_documents: "Visualizar próprios documentos",
  edit_own_documents: "Editar próprios documentos",
  manage_templates: "Gerenciar modelos",
  view_reports: "Visualizar relatórios",
  manage_corporate_account: "Gerenciar conta corporativa",
  manage_users: "Gerenciar usuários",
};

export function roleName(slug: RoleSlug): string {
  return ROLE_DEFINITIONS.find((r) => r.slug === slug)?.name ?? slug;
}

/** Anything holding active roles, ordered as assigned (the first is the current role). */
export interface RoleHolder {
  roles: ReadonlyArray<Pick<RoleInfo, "slug" | "permissions">>;
}

export function hasRole(holder: RoleHolder, slug: RoleSlug): boolean {
  return holder.roles.some((r) => r.slug === slug);
}

export function hasPermission(holder: RoleHolder, permission: Permission): boolean {
  return holder.roles.some((r) => r.permissions.all === true || r.permissions[permission] === true);
}

/** The current role is the first active assignment (spec 1 §6). */
export function currentRole<T extends RoleHolder["roles"][number]>(holder: { roles: ReadonlyArray<T> }): T | undefined {
  return holder.roles[0];
}

export function effectivePermissions(holder: RoleHolder): Permission[] {
  return PERMISSIONS.filter((p) => hasPermission(holder, p));
}

export function isSuperAdmin(holder: RoleHolder): boolean {
  return hasRole(holder, "super_admin");
}

/** Managing users: only super_admin or corporate_admin (spec 1 §6). */
export function canManageUsers(holder: RoleHolder): boolean {
  return hasRole(holder, "super_admin") || hasRole(holder, "corporate_admin");
}

/**
 * What a route or a screen requires: nothing beyond a session, a role, or a permission; on the public
 * API (`/api/v1`, issue 23) an API key holding a scope — only a key's actor can hold one.
 */
export type AccessRule =
  | { kind: "authenticated" }
  | { kind: "role"; role: RoleSlug }
  | { kind: "permission"; permission: Permission }
  | { kind: "apiScope"; scope: ApiKeyScope };

export const requireSignedIn: AccessRule = { kind: "authenticated" };
export const requireRole = (role: RoleSlug): AccessRule => ({ kind: "role", role });
export const requirePermission = (permission: Permission): AccessRule => ({ kind: "permission", permission });
export const requireApiScope = (scope: ApiKeyScope): AccessRule => ({ kind: "apiScope", scope });

/** The key a public-API actor calls with: its id (rate limit, idempotency) and its scopes. */
export interface ApiKeyGrant {
  id: string;
  scopes: readonly ApiKeyScope[];
}

export function isAllowed(holder: RoleHolder & { apiKey?: ApiKeyGrant | null }, rule: AccessRule): boolean {
  switch (rule.kind) {
    case "authenticated":
      return true;
    case "role":
      return hasRole(holder, rule.role);
    case "permission":
      return hasPermission(holder, rule.permission);
    case "apiScope":
      return holder.apiKey?.scopes.includes(rule.scope) ?? false;
  }
}

/**
 * Who is calling: built once per request from the session (ARCHITECTURE §4), and the shape the
 * visibility rules of `src/domain` take, so the server's queries and the event filter agree.
 */
export interface Actor {
  userId: string;
  email: string;
  roles: RoleInfo[];
  permissions: Permission[];
  /** The tenant: the user's corporate account, null for users without one (super admins). */
  accountId: string | null;
  /** Set only when the caller is an API key on `/api/v1` (issue 23): the key's id and scopes. */
  apiKey?: ApiKeyGrant | null;
}
