import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { auditEvents } from "../../src/server/db/tables/audit";
import {
  createCorporateAccount,
  createSignedInUser,
  createTestContext,
  ORIGIN,
  type TestContext,
} from "../helpers/app";

/** Behind a reverse proxy named by TRUST_PROXY, the trail records the client's address, not the proxy's. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ trustProxy: "127.0.0.1" });
});
afterAll(() => ctx.close());

it("records the forwarded client address when the proxy is trusted", async () => {
  const accountId = await createCorporateAccount(ctx.db, "Atrás do Proxy");
  const user = await createSignedInUser(ctx, "corporate_admin", { accountId });
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { ...ORIGIN, "x-forwarded-for": "203.0.113.9", "user-agent": "Proxy/1.0" },
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await ctx.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, "auth.sign_in"))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  expect(row).toMatchObject({ actorId: user.userId, ip: "203.0.113.9", userAgent: "Proxy/1.0" });
});
