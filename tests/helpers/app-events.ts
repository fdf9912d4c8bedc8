import { expect } from "vitest";
import type { ChangeEvent } from "../../src/domain/auth/session";
import { APP_URL, createTestContext, type TestContext } from "./app";
import { openEventStream } from "./event-stream";

/** Opens the app's /api/events as the signed-in `cookie` and collects the change events it receives. */
export async function subscribeEvents(base: string, cookie: string) {
  const stream = await openEventStream(`${base}/api/events`, cookie, { origin: APP_URL });
  expect(stream.contentType).toContain("text/event-stream");
  return { ...stream, events: stream.events as unknown as ChangeEvent[] };
}

/** Polls `check` until it holds or `ms` pass (the caller asserts afterwards). */
export const waitFor = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
};

/** The real app listening on a free local port (the event stream needs a socket, not inject). */
export async function listeningContext(
  overrides?: Parameters<typeof createTestContext>[0],
): Promise<{ ctx: TestContext; base: string }> {
  const ctx = await createTestContext(overrides);
  return { ctx, base: await ctx.app.listen({ port: 0, host: "127.0.0.1" }) };
}
