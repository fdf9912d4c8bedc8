import { buildApp } from "./app";
import { prepareDatabase } from "./bootstrap";
import { buildDeps, closeDeps, developmentResolver } from "./deps";
import { loadConfig } from "./platform/config";
import { startWorkers } from "./workers";

/** How long running jobs get to finish on SIGTERM/SIGINT before the process exits anyway. */
const JOBS_SHUTDOWN_MS = 10_000;

const config = loadConfig();
if (config.role !== "all" && !config.databaseUrl) {
  console.error(
    "MINUTA_ROLE=web ou worker exige DATABASE_URL (PostgreSQL): o banco embutido atende um único processo.",
  );
  process.exit(1);
}
// In development, special-use names (.test, .invalid, example.com…) never reach the network's DNS.
const deps = await buildDeps(config, config.env === "development" ? { resolver: developmentResolver } : {});
// Every start migrates and seeds idempotently; after a kill -9 PGlite replays its WAL and pg-boss
// hands the jobs that were running to a worker again once they expire (decision 0014).
await prepareDatabase(deps.database, config);
const serveHttp = config.role !== "worker";
const app = serveHttp ? await buildApp(deps, { httpLog: config.env === "production" }) : undefined;

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n  ${signal}: encerrando (requisições, tarefas em andamento, navegador, banco)...`);
  try {
    await app?.close(); // stops accepting connections, lets in-flight requests finish
    await closeDeps(deps, JOBS_SHUTDOWN_MS);
    process.exit(0);
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
};
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

if (app) {
  await app.listen({ port: config.port, host: config.host });
  console.log(`\n  Minuta pronto em ${config.appUrl}`);
}
// Workers start once HTTP answers (a new database creates the queue's schema first, ≈ 1 s): jobs sent
// meanwhile wait in the queue, which starts on its own at the first send (platform/jobs/job-queue.ts).
if (config.role !== "web") {
  await startWorkers(deps).catch((err) => {
    if (!stopping) throw err; // a stop during the start closes the queue under it
  });
}
if (!app) console.log("\n  Minuta: processo de tarefas (MINUTA_ROLE=worker) em execução");
console.log(`  Banco de dados: ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embutido em ${config.dataDir}`}`);
if (serveHttp && config.devOutbox) {
  console.log(`  E-mails de desenvolvimento: ${config.appUrl}/dev/mailbox`);
}
