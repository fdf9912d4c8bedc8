import { expect } from "vitest";
import type { ChangeEvent } from "../../src/domain/session";
import { APP_URL, createTestContext, type TestContext } from "./app";

/** Opens /api/events and collects the events it receives. */
export async function subscribeEvents(base: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { cookie, origin: APP_URL }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const events: ChangeEvent[] = [];
  let ended = false;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          ended = true;
          return;
        }
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split("\n\n");
        buffer = blocks.pop() ?? "";
        for (const b of blocks) {
          const data = b.split("\n").find((l) => l.startsWith("data: "));
          if (data) events.push(JSON.parse(data.slice(6)));
        }
      }
    } catch {
      // aborted
    }
  })();
  return { events, close: () => controller.abort(), ended: () => ended };
}

/** Polls `check` until it holds or `ms` pass (the caller asserts afterwards). */
export const waitFor = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
};

/** The real app listening on a free local port (the event stream needs a socket, not inject). */
export async function listeningContext(): Promise<{ ctx: TestContext; base: string }> {
  const ctx = await createTestContext();
  return { ctx, base: await ctx.app.listen({ port: 0, host: "127.0.0.1" }) };
}
