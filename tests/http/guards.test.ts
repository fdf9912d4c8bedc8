import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { requirePermission } from "../../src/domain/auth/permissions";
import type { Actor } from "../../src/server/modules/auth/actor";
import { registerErrorHandler } from "../../src/server/platform/http/errors";
import { registerAccessGuard } from "../../src/server/platform/http/guards";

const supervisor: Actor = {
  userId: "u1",
  email: "s@x.com",
  accountId: "a1",
  roles: [{ slug: "supervisor_user", name: "Supervisor", permissions: { view_reports: true } }],
  permissions: ["view_reports"],
};

async function appWith(actor: Actor | null) {
  const app = Fastify();
  registerErrorHandler(app);
  registerAccessGuard(app, { session: async () => actor });
  app.get("/api/forgotten", async () => ({ leaked: true }));
  app.get("/api/users-only", { config: { access: requirePermission("manage_users") } }, async () => ({ ok: true }));
  app.get("/api/reports", { config: { access: requirePermission("view_reports") } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe("access guard", () => {
  it("denies a route that declares no access rule, even to a signed-in user", async () => {
    const res = await (await appWith(supervisor)).inject("/api/forgotten");
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain("leaked");
  });
  it("answers 401 without a session and 403 without the permission, with the error body", async () => {
    expect((await (await appWith(null)).inject("/api/reports")).statusCode).toBe(401);
    const denied = await (await appWith(supervisor)).inject("/api/users-only");
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      error: { code: "FORBIDDEN", message: 'Permissão insuficiente: requer "Gerenciar usuários".' },
    });
    expect((await (await appWith(supervisor)).inject("/api/reports")).json()).toEqual({ ok: true });
  });
});
