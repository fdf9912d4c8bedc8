import { hashPassword } from "better-auth/crypto";
import type { RoleSlug } from "../../../domain/auth/permissions";
import { accounts, users } from "../../db/tables/auth";
import type { Db, Tx } from "../../platform/db/client";
import { throwDbError } from "../../platform/errors/db-errors";
import { insertNewUserProfile } from "./new-user-profile";

export interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  roleSlug: RoleSlug;
  phone?: string | null;
  corporateAccountId?: string | null;
  emailVerified?: boolean;
  assignedBy?: string | null;
}

/**
 * Creates a login (Better Auth user + credential), its metadata row and its role assignment in ONE
 * transaction: a half-created user never exists. Here in users, not auth, so auth (sign-up) calls
 * users and users never imports auth; the writes to Better Auth's tables are allowed in
 * TABLE_WRITE_ALLOWANCES (scripts/check-architecture.ts). A taken e-mail answers 409 with `duplicateMessage`.
 */
export async function createAccount(
  db: Db | Tx,
  input: NewAccount,
  duplicateMessage = "E-mail já está em uso",
): Promise<{ userId: string }> {
  const passwordHash = await hashPassword(input.password);
  const userId = crypto.randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id: userId,
        name: input.fullName,
        email: input.email,
        emailVerified: input.emailVerified ?? false,
      });
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
      });
      const { fullName, roleSlug, phone, corporateAccountId, assignedBy } = input;
      await insertNewUserProfile(tx, { userId, fullName, roleSlug, phone, corporateAccountId, assignedBy });
    });
  } catch (err) {
    return throwDbError(err, { unique: { code: "EMAIL_TAKEN", message: duplicateMessage } });
  }
  return { userId };
}
