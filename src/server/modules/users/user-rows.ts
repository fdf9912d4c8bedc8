import { sql } from "drizzle-orm";
import type { RoleSlug } from "../../../domain/auth/permissions";
import type { UserListItem } from "../../../domain/users/users";
import { userRolesWithMetadata as v } from "./view";

export const listColumns = {
  userId: v.userId,
  email: v.email,
  emailVerified: v.emailVerified,
  fullName: v.fullName,
  phone: v.phone,
  isActive: sql<boolean>`coalesce(${v.isActive}, ${v.metadataIsActive})`.mapWith(Boolean),
  roleSlug: v.roleSlug,
  roleName: v.roleName,
  corporateAccountId: v.corporateAccountId,
  corporateAccountName: v.corporateAccountName,
  createdAt: v.metadataCreatedAt,
};

type Row = {
  userId: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  phone: string | null;
  isActive: boolean;
  roleSlug: string | null;
  roleName: string | null;
  corporateAccountId: string | null;
  corporateAccountName: string | null;
  createdAt: Date;
};

export function toItem(r: Row): UserListItem {
  return {
    userId: r.userId,
    email: r.email,
    emailVerified: r.emailVerified,
    fullName: r.fullName,
    phone: r.phone,
    isActive: r.isActive,
    role: r.roleSlug && r.roleName ? { slug: r.roleSlug as RoleSlug, name: r.roleName } : null,
    corporateAccount:
      r.corporateAccountId && r.corporateAccountName
        ? { id: r.corporateAccountId, name: r.corporateAccountName }
        : null,
    createdAt: r.createdAt.toISOString(),
  };
}
