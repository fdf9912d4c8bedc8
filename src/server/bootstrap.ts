import { eq } from "drizzle-orm";
import { seed } from "./db/seed";
import { users } from "./db/tables/auth";
import { createAccount } from "./modules/users";
import type { AppConfig } from "./platform/config";
import type { Database } from "./platform/db/client";

/** Migrate, seed, and create the bootstrap super admin when asked to (idempotent; runs at every start). */
export async function prepareDatabase(database: Database, config: Pick<AppConfig, "bootstrapAdmin">): Promise<void> {
  await database.migrate();
  await seed(database.db);
  if (config.bootstrapAdmin) {
    await ensureSuperAdmin(database, { ...config.bootstrapAdmin, fullName: "Administrador" });
  }
}

/** Creates a confirmed super admin unless a user with that e-mail already exists. */
export async function ensureSuperAdmin(
  database: Database,
  admin: { email: string; password: string; fullName: string },
): Promise<"created" | "exists"> {
  const email = admin.email.trim().toLowerCase();
  const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return "exists";
  await createAccount(database.db, {
    email,
    password: admin.password,
    fullName: admin.fullName,
    roleSlug: "super_admin",
    emailVerified: true,
  });
  return "created";
}
