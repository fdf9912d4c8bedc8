import { ROLE_SLUGS, type RoleSlug } from "../../src/domain/auth/permissions";
import { DEFAULT_PLAN_FEATURES, type PlanFeatures } from "../../src/domain/plans/features";
import type { Db } from "../../src/server/platform/db/client";
import { createCorporateAccount, createPlan, createSignedInUser, type TestContext, type TestUser } from "./app";

/** One signed-in user per corporate role of an account: the callers a route tells apart by role. */
export interface CorporateUsers {
  admin: TestUser;
  supervisor: TestUser;
  standard: TestUser;
}

/** Signs in a corporate admin, a supervisor and a standard user of `accountId`, in that order. */
export async function signInCorporateRoles(ctx: TestContext, accountId: string): Promise<CorporateUsers> {
  const admin = await createSignedInUser(ctx, "corporate_admin", { accountId });
  const supervisor = await createSignedInUser(ctx, "supervisor_user", { accountId });
  const standard = await createSignedInUser(ctx, "standard_user", { accountId });
  return { admin, supervisor, standard };
}

/** The cast of a tenant-isolation test: accounts A and B, a signed-in corporate admin of each, and a super admin. */
export interface TwoTenants {
  accountA: string;
  accountB: string;
  adminA: TestUser;
  adminB: TestUser;
  superAdmin: TestUser;
}

export async function createTwoTenants(
  ctx: TestContext,
  names: [string, string] = ["Empresa A", "Empresa B"],
): Promise<TwoTenants> {
  const accountA = await createCorporateAccount(ctx.db, names[0]);
  const accountB = await createCorporateAccount(ctx.db, names[1]);
  const adminA = await createSignedInUser(ctx, "corporate_admin", { accountId: accountA });
  const adminB = await createSignedInUser(ctx, "corporate_admin", { accountId: accountB });
  const superAdmin = await createSignedInUser(ctx, "super_admin");
  return { accountA, accountB, adminA, adminB, superAdmin };
}

/** A plan with the default features except the limits a test is about. */
export function createPlanWith(db: Db, name: string, features: Partial<PlanFeatures>): Promise<string> {
  return createPlan(db, name, { ...DEFAULT_PLAN_FEATURES, ...features });
}

/**
 * One signed-in user per role: the super admin without an account, the others in a new account
 * named `accountName`. Answers their session cookies by role (the callers of the access tests).
 */
export async function cookiesByRole(ctx: TestContext, accountName: string): Promise<Record<RoleSlug, string>> {
  const accountId = await createCorporateAccount(ctx.db, accountName);
  const cookies = {} as Record<RoleSlug, string>;
  for (const role of ROLE_SLUGS) {
    cookies[role] = (
      await createSignedInUser(ctx, role, { accountId: role === "super_admin" ? null : accountId })
    ).cookie;
  }
  return cookies;
}
