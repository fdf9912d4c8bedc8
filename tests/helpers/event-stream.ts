/**
 * Reads Server-Sent Events from `url` with a session cookie; `events` fills as they come, and
 * `onEvent` hears each with the time its chunk arrived (the live bench's latency).
 */
export async function openEventStream(
  url: string,
  cookie: string,
  opts: { origin?: string; signal?: AbortSignal; onEvent?: (event: Record<string, unknown>, at: number) => void } = {},
) {
  const controller = new AbortController();
  opts.signal?.addEventListener("abort", () => controller.abort());
  const res = await fetch(url, {
    headers: { cookie, accept: "text/event-stream", ...(opts.origin ? { origin: opts.origin } : {}) },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`SSE ${res.status}`);
  let ended = false;
  const events: Array<Record<string, unknown>> = [];
  const reader = res.body.getReader();
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
        const at = performance.now();
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const data = buffer
            .slice(0, cut)
            .split("\n")
            .find((l) => l.startsWith("data: "));
          if (data) {
            const event = JSON.parse(data.slice(6)) as Record<string, unknown>;
            if (opts.onEvent) opts.onEvent(event, at);
            else events.push(event);
          }
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    contentType: res.headers.get("content-type"),
    close: () => controller.abort(),
    ended: () => ended,
  };
}
