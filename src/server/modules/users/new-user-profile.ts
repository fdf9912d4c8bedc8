import { eq } from "drizzle-orm";
import type { RoleSlug } from "../../../domain/auth/permissions";
import { roles, userMetadata, userRoles } from "../../db/tables/users";
import type { Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";

export interface NewUserProfile {
  userId: string;
  fullName: string;
  roleSlug: RoleSlug;
  phone?: string | null;
  corporateAccountId?: string | null;
  assignedBy?: string | null;
}

/**
 * The metadata row and the role assignment of a login just created, in the caller's transaction
 * (auth's `createAccount`): the tables are this module's, so auth writes them through users/index.ts.
 */
export async function insertNewUserProfile(tx: Tx, input: NewUserProfile): Promise<void> {
  await tx.insert(userMetadata).values({
    userId: input.userId,
    fullName: input.fullName,
    phone: input.phone ?? null,
    corporateAccountId: input.corporateAccountId ?? null,
  });
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.slug, input.roleSlug)).limit(1);
  if (!role) throw new AppError("ROLE_NOT_FOUND", "Papel inválido");
  await tx.insert(userRoles).values({
    userId: input.userId,
    roleId: role.id,
    corporateAccountId: input.corporateAccountId ?? null,
    assignedBy: input.assignedBy ?? null,
  });
}
