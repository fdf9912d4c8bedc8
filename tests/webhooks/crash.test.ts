import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startChildWorker, until } from "../helpers/child-worker";
import { type Receiver, startReceiver } from "./support";

const EVENTS = 12;
const child = join(import.meta.dirname, "crash-child.ts");

describe("webhooks when the worker is killed with SIGKILL mid-send", () => {
  const dir = mkdtempSync(join(tmpdir(), "minuta-webhook-crash-"));
  let receiver: Receiver | undefined;
  afterAll(async () => {
    await receiver?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("delivers every event after a restart; a repeat carries the same webhook-id", { timeout: 240_000 }, async () => {
    receiver = await startReceiver();
    // Slow answers: the events are in flight (received, not yet answered) when the process dies.
    for (let i = 0; i < 200; i++) receiver.answers.push(-1_500);
    const env = { DATA_DIR: dir, RECEIVER_URL: receiver.url };

    const first = startChildWorker(child, { ...env, SETUP: String(EVENTS) });
    await until(() => (receiver?.received.length ?? 0) >= 3, 120_000, "primeiros envios");
    first.proc.kill("SIGKILL");
    await first.exited;
    const before = receiver.received.length;

    const second = startChildWorker(child, { ...env, EXPECT: String(EVENTS) });
    expect(await second.exited).toBe(0);
    const result = JSON.parse(second.lines.find((l) => l.startsWith("RESULT "))?.slice(7) ?? "{}");
    expect(result.statuses).toEqual([{ status: "delivered", n: EVENTS }]);

    // Every event reached the receiver; those cut mid-send came again with their own webhook-id.
    const ids = receiver.received.map((r) => String(r.headers["webhook-id"]));
    const documents = new Set(receiver.received.map((r) => JSON.parse(r.body).data.documentId));
    expect(documents.size).toBe(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);
    console.log(
      `[webhooks crash] recebidos antes do kill: ${before}; total ${ids.length} (repetições: ${ids.length - EVENTS})`,
    );
  });
});
