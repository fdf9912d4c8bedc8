import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  type TestContext,
  type TestUser,
  uniqueEmail,
} from "../helpers/app";
import { createPlanWith } from "../helpers/fixtures";

let ctx: TestContext;
let superAdmin: TestUser;
let tightAccount: string;
let totalAccount: string;
let adminTight: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  const tight = await createPlanWith(ctx.db, "Essencial", {
    max_total_users: 3,
    user_roles_limit: { corporate_admin: 1, supervisor_user: 0, standard_user: 2 },
  });
  const total = await createPlanWith(ctx.db, "Mini", {
    max_total_users: 1,
    user_roles_limit: { corporate_admin: 5, supervisor_user: 5, standard_user: 5 },
  });
  tightAccount = await createCorporateAccount(ctx.db, "Apertada", tight);
  totalAccount = await createCorporateAccount(ctx.db, "Mínima", total);
  [superAdmin, adminTight] = await Promise.all([
    createSignedInUser(ctx, "super_admin"),
    createSignedInUser(ctx, "corporate_admin", { accountId: tightAccount }),
  ]);
});
afterAll(() => ctx.close());

const create = (cookie: string, role: string, accountId: string) =>
  api(ctx, {
    method: "POST",
    url: "/api/users",
    cookie,
    payload: {
      fullName: "Limite",
      email: uniqueEmail("lim"),
      password: "abc123",
      confirmPassword: "abc123",
      role,
      corporateAccountId: accountId,
    },
  });

describe("plan limits on users", () => {
  it("refuses a role beyond user_roles_limit, naming the plan, the limit and the role", async () => {
    const second = await create(adminTight.cookie, "corporate_admin", tightAccount);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(
      "Limite do plano atingido: o plano Essencial permite no máximo 1 usuário com o papel Administrador Corporativo.",
    );
    const supervisor = await create(superAdmin.cookie, "supervisor_user", tightAccount);
    expect(supervisor.json().error.message).toBe(
      "Limite do plano atingido: o plano Essencial permite no máximo 0 usuários com o papel Supervisor.",
    );
  });

  it("counts only active users, and refuses a reactivation beyond the limit", async () => {
    const first = await create(adminTight.cookie, "standard_user", tightAccount);
    const second = await create(adminTight.cookie, "standard_user", tightAccount);
    expect([first.statusCode, second.statusCode], second.body).toEqual([201, 201]);
    const third = await create(adminTight.cookie, "standard_user", tightAccount);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toContain("no máximo 2 usuários com o papel Usuário Padrão");

    const firstId = first.json().user.id as string;
    const deact = await api(ctx, {
      method: "POST",
      url: `/api/users/${firstId}/deactivate`,
      cookie: adminTight.cookie,
    });
    expect(deact.statusCode).toBe(200);
    expect((await create(adminTight.cookie, "standard_user", tightAccount)).statusCode).toBe(201);

    const reactivate = await api(ctx, {
      method: "PUT",
      url: `/api/users/${firstId}`,
      cookie: adminTight.cookie,
      payload: {
        fullName: "Limite",
        email: first.json().user.email,
        role: "standard_user",
        corporateAccountId: tightAccount,
        isActive: true,
      },
    });
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().error.message).toContain("Limite do plano atingido");
  });

  it("lets an active user be edited when the account is full", async () => {
    const list = await api(ctx, { method: "GET", url: "/api/users?role=standard_user", cookie: adminTight.cookie });
    const active = (list.json().items as Array<{ userId: string; email: string; isActive: boolean }>).find(
      (u) => u.isActive,
    );
    const res = await api(ctx, {
      method: "PUT",
      url: `/api/users/${active?.userId}`,
      cookie: adminTight.cookie,
      payload: { fullName: "Renomeado", email: active?.email, role: "standard_user", corporateAccountId: tightAccount },
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a user beyond max_total_users", async () => {
    expect((await create(superAdmin.cookie, "standard_user", totalAccount)).statusCode).toBe(201);
    const res = await create(superAdmin.cookie, "supervisor_user", totalAccount);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "Limite do plano atingido: o plano Mini permite no máximo 1 usuário ativo no total.",
    );
  });
});
