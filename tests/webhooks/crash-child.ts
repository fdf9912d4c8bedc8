/**
 * A worker process for the webhook crash test (crash.test.ts): the real Deps, job queue, NOTIFY
 * dispatch and outbound HTTP on a real data directory. SETUP=n makes an account with one endpoint
 * (RECEIVER_URL) and commits n events, one transaction each, which the dispatch starts sending at
 * once; EXPECT=n works the queue, runs the sweep every second and exits once the n deliveries are
 * settled, printing their statuses and attempts.
 */
import { prepareDatabase } from "../../src/server/bootstrap";
import { corporateAccounts } from "../../src/server/db/tables/accounts";
import { webhookEndpoints } from "../../src/server/db/tables/webhooks";
import { buildDeps, closeDeps } from "../../src/server/deps";
import { recordWebhookEvent } from "../../src/server/modules/webhooks";
import { deliverWebhookJob, startWebhookDispatch } from "../../src/server/modules/webhooks/deliver-webhook-job";
import { requeueWebhooksJob } from "../../src/server/modules/webhooks/requeue-webhooks-job";
import { loadConfig } from "../../src/server/platform/config";
import { sweepUntilSettled } from "../helpers/outbox-settle";

const config = loadConfig({
  ...process.env,
  JOBS_POLL_SECONDS: "0.5",
  OUTBOUND_ALLOW_PRIVATE: "1",
  JOBS_MAINTENANCE_SECONDS: "1",
});
const deps = await buildDeps(config, {
  log: { info: () => undefined, warn: () => undefined, error: () => undefined },
});
await prepareDatabase(deps.database, config);
await deps.jobs.work([deliverWebhookJob], { deps });
await startWebhookDispatch(deps);

const setup = Number(process.env.SETUP ?? 0);
if (setup > 0) {
  const [account] = await deps.db.insert(corporateAccounts).values({ name: "Empresa Crash" }).returning();
  if (!account) throw new Error("no account");
  await deps.db.insert(webhookEndpoints).values({
    corporateAccountId: account.id,
    url: String(process.env.RECEIVER_URL),
    events: ["document.created"],
    secret: deps.secrets.encrypt(`whsec_${Buffer.alloc(24, 7).toString("base64")}`),
  });
  for (let i = 0; i < setup; i++) {
    await deps.db.transaction((tx) => recordWebhookEvent(tx, account.id, "document.created", { documentId: `d${i}` }));
  }
}
console.log("ready");

const expected = Number(process.env.EXPECT ?? 0);
if (expected > 0) {
  const statuses = await sweepUntilSettled(deps.db, "webhook_deliveries", expected, () =>
    requeueWebhooksJob.handle({}, { deps, jobId: "sweep", retryCount: 0 }),
  );
  console.log(`RESULT ${JSON.stringify({ statuses })}`);
  await closeDeps(deps, 2_000);
  process.exit(0);
}
