import type { AppConfig } from "./config";
import type { Database, Db } from "./db/client";
import type { EventHub } from "./http/event-hub";
import type { RateLimitStore } from "./http/rate-limit";
import type { JobQueue } from "./jobs/job-queue";
import type { SystemMailer } from "./mail/system-mailer";
import type { AddressResolver } from "./outbound/outbound-policy";
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
 * host names are proven by a TXT record (decision 0043).
 */
export type TxtResolver = (name: string) => Promise<string[][]>;

/**
 * The names the server looks up, as one dependency (issue 38 §11): a customer host's TXT record
 * (decision 0043) and the addresses of a URL an integration is saved with (decision 0019). node:dns in
 * production; tests build it with a fake (tests/helpers/app.ts), so no test asks the network.
 */
export interface Resolver {
  txt: TxtResolver;
  addresses: AddressResolver;
}

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
  resolver: Resolver;
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

/** The address policy of a URL being saved (decision 0019): the config's, and names asked to Deps' resolver. */
export const savePolicy = (deps: Pick<Deps, "config" | "resolver">) => ({
  allowPrivate: deps.config.outboundAllowPrivate,
  addresses: deps.resolver.addresses,
});

/** How integrations may call out (timeouts, address policy), from config. */
export function outboundOptions(config: ServerConfig): { timeoutMs: number; allowPrivate: boolean } {
  return { timeoutMs: config.outboundTimeoutMs ?? 10_000, allowPrivate: config.outboundAllowPrivate };
}
