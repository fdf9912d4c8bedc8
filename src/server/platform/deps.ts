import type { AppConfig } from "./config";
import type { Database, Db } from "./db/client";
import type { EventHub } from "./http/event-hub";
import type { RateLimitStore } from "./http/rate-limit";
import type { JobQueue } from "./jobs/job-queue";
import type { SystemMailer } from "./mail/system-mailer";
import type { PdfService } from "./pdf/types";
import type { Secrets } from "./secrets/secrets";
import type { FileStorage } from "./storage/file-storage";

/** Settings the tests tune beyond the environment. */
export type ServerConfig = AppConfig & {
  outboundTimeoutMs?: number;
  /** Deliveries (e-mail, WhatsApp) one account may send per second per channel and worker process (default 20). */
  deliveryRatePerSecond?: number;
};

/**
 * DNS TXT lookup (node:dns/promises resolveTxt's shape: each record as its character-strings). Custom
 * host names are proven by a TXT record (decision 0043); tests inject a stub instead of the network.
 */
export type TxtResolver = (name: string) => Promise<string[][]>;

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
  /** Rate-limit counters: in memory on PGlite, shared in PostgreSQL across web processes (decision 0048). */
  rateLimits: RateLimitStore;
  mailer: SystemMailer;
  pdf: PdfService;
  jobs: JobQueue;
  clock: () => Date;
  log: Logger;
  resolveTxt: TxtResolver;
}

export const consoleLogger: Logger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m) => console.error(m),
};

/** What HTTP modules receive: the Deps plus the event hub buildApp makes per app (the auth module adds its `auth`). */
export interface RouteDeps extends Deps {
  hub: EventHub;
}

/** How integrations may call out (timeouts, address policy), from config. */
export function outboundOptions(config: ServerConfig): { timeoutMs: number; allowPrivate: boolean } {
  return { timeoutMs: config.outboundTimeoutMs ?? 10_000, allowPrivate: config.outboundAllowPrivate };
}
