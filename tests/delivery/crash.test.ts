import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type SmtpCatcher, startSmtpCatcher } from "../fakes/smtp";
import { startChildWorker, until } from "../helpers/child-worker";

const DELIVERIES = 40;
const child = join(import.meta.dirname, "crash-child.ts");

const startWorker = (env: Record<string, string>) => startChildWorker(child, env);

const messageIds = (catcher: SmtpCatcher) =>
  catcher.messages.map((m) => /^Message-ID:\s*<(delivery-[^@>]+)@/im.exec(m.raw)?.[1] ?? "?");

describe("deliveries when the worker is killed with SIGKILL", () => {
  const dir = mkdtempSync(join(tmpdir(), "minuta-delivery-crash-"));
  let catcher: SmtpCatcher | undefined;
  afterAll(async () => {
    await catcher?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("delivers every pending delivery after a restart: none lost, repeats only with the same Message-ID", {
    timeout: 180_000,
  }, async () => {
    // A slow SMTP server, so that deliveries are in flight when the process dies.
    catcher = await startSmtpCatcher({ user: "u", pass: "p", delayMs: 150 });
    const env = { DATA_DIR: dir, SMTP_PORT: String(catcher.port) };

    const first = startWorker({ ...env, SETUP: String(DELIVERIES) });
    await until(() => (catcher?.messages.length ?? 0) >= 3, 120_000, "primeiras entregas");
    first.proc.kill("SIGKILL");
    await first.exited;
    const before = catcher.messages.length;
    expect(before).toBeLessThan(DELIVERIES); // killed mid-work

    const second = startWorker({ ...env, EXPECT: String(DELIVERIES) });
    expect(await second.exited).toBe(0);
    const result = JSON.parse(second.lines.find((l) => l.startsWith("RESULT "))?.slice(7) ?? "{}");
    expect(result.statuses).toEqual([{ status: "sent", n: DELIVERIES }]);

    // Every delivery reached the server; a repeat (the kill fell between the SMTP answer and the
    // row update) carries the same Message-ID, and at most the deliveries in flight can repeat.
    const ids = messageIds(catcher);
    expect(new Set(ids).size).toBe(DELIVERIES);
    const repeats = ids.length - DELIVERIES;
    expect(repeats).toBeLessThanOrEqual(4);
    console.log(`[crash] entregues antes do kill: ${before}; repetições: ${repeats}; total ${ids.length}`);
  });
});
