import { expect } from "vitest";
import { api, createCorporateAccount, createSignedInUser, type TestContext, type TestUser } from "./app";

/** A standard user of an account of their own, signed in: a support customer. */
export const newCustomer = async (ctx: TestContext): Promise<TestUser> =>
  createSignedInUser(ctx, "standard_user", { accountId: await createCorporateAccount(ctx.db) });

/** A ticket `user` opens through the app ("Ajuda"), answered 201. */
export async function openTicketAs(
  ctx: TestContext,
  user: TestUser,
  subject: string,
  description = "O PDF não é gerado.",
) {
  const res = await api(ctx, {
    method: "POST",
    url: "/api/support/tickets",
    cookie: user.cookie,
    payload: { subject, category: "duvida", description },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; number: number };
}
