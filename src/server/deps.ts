import type { Auth } from "./auth/auth";
import type { AppConfig } from "./config";
import { type Database, type Db, openDatabase } from "./db/client";
import type { EventHub } from "./http/event-hub";
import { devOutboxMailer, retryingMailer, type SystemMailer, smtpMailer } from "./integrations/mail/system-mailer";
import { createPdfService } from "./integrations/pdf/pdf-service";
import type { PdfService } from "./integrations/pdf/types";
import { createJobQueue, type JobQueue } from "./jobs/job-queue";
import { databaseFileStorage, type FileStorage } from "./services/file-storage";
import { createSecrets, type Secrets } from "./services/secrets";

/** Settings the tests tune beyond the environment. */
export type ServerConfig = AppConfig & {
  outboundTimeoutMs?: number;
  /** Deliveries (e-mail, WhatsApp) one account may send per second per channel and worker process (default 20). */
  deliveryRatePerSecond?: number;
};

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Everything the server's code needs from the outside world, built once (ARCHITECTURE §3): HTTP
 * routes (`buildApp`) and job workers (`startWorkers`) take the same object, tests build it with fakes.
 */
export interface Deps {
  config: ServerConfig;
  database: Database;
  db: Db;
  secrets: Secrets;
  storage: FileStorage;
  mailer: SystemMailer;
  pdf: PdfService;
  jobs: JobQueue;
  clock: () => Date;
  log: Logger;
}

export const consoleLogger: Logger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m) => console.error(m),
};

/** What HTTP features receive: the Deps plus the two things buildApp makes per app (auth, event hub). */
export interface RouteDeps extends Deps {
  auth: Auth;
  hub: EventHub;
}

/** How integrations may call out (timeouts, address policy), from config. */
export function outboundOptions(config: ServerConfig): { timeoutMs: number; allowPrivate: boolean } {
  return { timeoutMs: config.outboundTimeoutMs ?? 10_000, allowPrivate: config.outboundAllowPrivate };
}

/** Builds the dependencies from config; `overrides` replace single parts (tests, CLI). */
export async function buildDeps(config: ServerConfig, overrides: Partial<Deps> = {}): Promise<Deps> {
  const log = overrides.log ?? consoleLogger;
  const database = overrides.database ?? (await openDatabase(config));
  const mailer = overrides.mailer ?? (config.smtpUrl ? retryingMailer(smtpMailer(config.smtpUrl)) : devOutboxMailer());
  return {
    config,
    database,
    db: database.db,
    secrets: overrides.secrets ?? createSecrets(config.encryptionKey),
    storage: overrides.storage ?? databaseFileStorage(database.db),
    mailer,
    pdf:
      overrides.pdf ??
      createPdfService({ chromiumPath: config.chromiumPath, poolSize: config.pdfPoolSize, logger: log }),
    jobs:
      overrides.jobs ??
      createJobQueue({
        database,
        pollingIntervalSeconds: config.jobsPollSeconds,
        maintenanceIntervalSeconds: config.jobsMaintenanceSeconds,
        log: (level, message) => log[level](message),
      }),
    clock: overrides.clock ?? (() => new Date()),
    log,
  };
}

/** Closes what the dependencies opened, in order: jobs finish (bounded), then the browser, then the database. */
export async function closeDeps(deps: Deps, jobsTimeoutMs = 10_000): Promise<void> {
  await deps.jobs.stop(jobsTimeoutMs).catch((err) => deps.log.error(`[jobs] parada: ${String(err)}`));
  await deps.pdf.close().catch(() => undefined);
  await deps.database.close();
}
