import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { buildDeps } from "../../src/server/deps";
import { loadConfig } from "../../src/server/platform/config";
import type { Database } from "../../src/server/platform/db/client";
import { devOutboxMailer } from "../../src/server/platform/mail/system-mailer";
import { createTestContext, silentLogger, type TestContext } from "../helpers/app";
import { openTestDatabase } from "../helpers/database";

const secrets = { AUTH_SECRET: "s".repeat(32), ENCRYPTION_KEY: "k".repeat(32), DATA_DIR: "/tmp/minuta-devbox" };

describe("/dev/mailbox", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(); // the run's migrated template, not a migration of its own
  });
  afterAll(() => database.close());

  async function appFor(env: Record<string, string>) {
    const mailer = devOutboxMailer(() => undefined);
    await mailer.send({
      to: "ana@teste.com",
      subject: "Confirme seu e-mail",
      text: "http://localhost:3000/auth/callback?token=abc",
    });
    const app = await buildApp(
      await buildDeps(loadConfig({ ...secrets, ...env }), { database, mailer, log: silentLogger }),
    );
    await app.ready();
    return app;
  }

  it("lists the development outbox to local requests in development", async () => {
    const app = await appFor({});
    const res = await app.inject({ method: "GET", url: "/dev/mailbox", remoteAddress: "127.0.0.1" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Confirme seu e-mail");
    expect(res.body).toContain('href="http://localhost:3000/auth/callback?token=abc"');
    await app.close();
  });

  it("is absent for remote clients, in production and when SMTP is configured", async () => {
    const dev = await appFor({});
    expect((await dev.inject({ method: "GET", url: "/dev/mailbox", remoteAddress: "203.0.113.7" })).statusCode).toBe(
      404,
    );
    await dev.close();
    // Without the route, the path is just another SPA path: no message, no link.
    const variants: Record<string, string>[] = [{ NODE_ENV: "production" }, { SMTP_URL: "smtp://127.0.0.1:2525" }];
    for (const env of variants) {
      const app = await appFor(env);
      for (const url of ["/dev/mailbox", "/dev/mailbox.json"]) {
        const res = await app.inject({ method: "GET", url, remoteAddress: "127.0.0.1" });
        expect(res.body).not.toContain("token=abc");
        expect(res.body).not.toContain("Confirme seu e-mail");
      }
      await app.close();
    }
  });
});

// Keeps the shared harness import honest: the test context never exposes the outbox page.
describe("test context", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  it("runs in test mode without the development outbox", async () => {
    await ctx.mailer.send({ to: "b@teste.com", subject: "Redefinição", text: "http://x/?token=segredo" });
    const res = await ctx.app.inject({ method: "GET", url: "/dev/mailbox.json", remoteAddress: "127.0.0.1" });
    expect(res.body).not.toContain("segredo");
  });
});
