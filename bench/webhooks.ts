/**
 * Webhook latency (issue 23): from the commit of a change that records an event to the moment a local
 * receiver has the signed POST, with the worker idle (the NOTIFY dispatch and the job queue running,
 * nothing else queued), on PGlite. 200 events one after another; reports p50/p95/max.
 * Run alone: `npx tsx bench/webhooks.ts`.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { seed } from "../src/server/db/seed";
import { corporateAccounts } from "../src/server/db/tables/accounts";
import { webhookEndpoints } from "../src/server/db/tables/webhooks";
import { buildDeps, closeDeps } from "../src/server/deps";
import { recordWebhookEvent } from "../src/server/modules/webhooks";
import { deliverWebhookJob, startWebhookDispatch } from "../src/server/modules/webhooks/plugin";
import { loadConfig } from "../src/server/platform/config";
import { openPglite } from "../src/server/platform/db/client";
import { devOutboxMailer } from "../src/server/platform/mail/system-mailer";

const EVENTS = 200;

export async function benchWebhooks() {
  let arrived: (() => void) | undefined;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200).end();
      arrived?.();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
  const database = openPglite(await PGlite.create());
  await database.migrate();
  await seed(database.db);
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      AUTH_SECRET: "bench-secret-bench-secret-123456",
      ENCRYPTION_KEY: "bench",
      OUTBOUND_ALLOW_PRIVATE: "1",
    }),
    jobsPollSeconds: 2,
  };
  const deps = await buildDeps(config, {
    database,
    mailer: devOutboxMailer(() => undefined),
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  const [account] = await deps.db.insert(corporateAccounts).values({ name: "Bench Webhooks" }).returning();
  if (!account) throw new Error("no account");
  await deps.db.insert(webhookEndpoints).values({
    corporateAccountId: account.id,
    url,
    events: ["document.created"],
    secret: deps.secrets.encrypt(`whsec_${Buffer.alloc(24, 3).toString("base64")}`),
  });
  await deps.jobs.work([deliverWebhookJob], { deps });
  const stop = await startWebhookDispatch(deps);

  const samples: number[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const got = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    await deps.db.transaction((tx) =>
      recordWebhookEvent(tx, account.id, "document.created", { documentId: `bench-${i}` }),
    );
    const committed = performance.now();
    await got;
    samples.push(performance.now() - committed);
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.floor(q * (samples.length - 1))]?.toFixed(1);
  console.log(
    `${"webhook commit → receiver (worker idle, PGlite)".padEnd(48)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  max ${p(1)} ms  (${EVENTS} events)`,
  );
  await stop();
  await closeDeps(deps, 2_000);
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
}

if (process.argv[1]?.endsWith("webhooks.ts")) await benchWebhooks();
