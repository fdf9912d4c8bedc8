import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface Hit {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  hits: Hit[];
  server: Server;
}

/**
 * A local webhook receiver (127.0.0.1, random port) that answers 200 and keeps the raw bodies: the
 * signature covers the exact bytes, so a test verifies `body` as received, never a re-serialised JSON.
 * The e2e server reaches it because playwright.config.ts sets OUTBOUND_ALLOW_PRIVATE (decision 0019).
 */
export async function startReceiver(): Promise<Receiver> {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/minuta`, hits, server };
}

/** The hit's event as `standardwebhooks` 1.1.1 verifies it with `secret` (it throws on a bad signature). */
export function verifiedEvent(secret: string, hit: Hit): { type: string; data: Record<string, unknown> } {
  return new Webhook(secret).verify(hit.body, hit.headers as Record<string, string>) as {
    type: string;
    data: Record<string, unknown>;
  };
}
