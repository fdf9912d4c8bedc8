import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type SmtpCatcher, startSmtpCatcher } from "../fakes/smtp";

const DELIVERIES = 40;
const child = join(import.meta.dirname, "crash-child.ts");

function startWorker(env: Record<string, string>) {
  const proc: ChildProcess = spawn(process.execPath, ["--import", "tsx", child], {
    env: { ...process.env, NODE_ENV: "test", AUTH_SECRET: "s".repeat(32), ENCRYPTION_KEY: "k".repeat(32), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let buffer = "";
  proc.stdout?.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split("\n");
    buffer = parts.pop() ?? "";
    lines.push(...parts);
  });
  proc.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  return { proc, lines, exited };
}

async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`tempo esgotado esperando: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

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
