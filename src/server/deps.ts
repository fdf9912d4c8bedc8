import { resolveTxt } from "node:dns/promises";
import { canonicalHost } from "../domain/shared/host-name";
import { databaseFileStorage, s3FileStorage } from "./modules/files/plugin";
import { openDatabase } from "./platform/db/client";
import { consoleLogger, type Deps, type Resolver, type ServerConfig } from "./platform/deps";
import { rateLimitStoreFor } from "./platform/http/rate-limit";
import { createJobQueue } from "./platform/jobs/job-queue";
import { devOutboxMailer, retryingMailer, smtpMailer } from "./platform/mail/system-mailer";
import { systemAddresses } from "./platform/outbound/outbound-policy";
import { createPdfService } from "./platform/pdf/pdf-service";
import { createSecrets } from "./platform/secrets/secrets";
import type { FileStorage } from "./platform/storage/file-storage";
import { createS3ObjectStore } from "./platform/storage/s3-object-store";

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
    storage: overrides.storage ?? fileStorage(config, database.db),
    rateLimits: overrides.rateLimits ?? rateLimitStoreFor(database),
    mailer,
    pdf: overrides.pdf ?? createPdfService({ ...config.browser, poolSize: config.pdfPoolSize, logger: log }),
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
    resolver: overrides.resolver ?? systemResolver,
  };
}

/** The operating system's DNS: what production asks (tests and scripts pass their own `resolver`). */
export const systemResolver: Resolver = { txt: (name) => resolveTxt(name), addresses: systemAddresses };

/** Special-use names (RFC 2606, RFC 6761) that no DNS holds: `.test`, `.example`, `.invalid`, `example.com`… */
const SPECIAL_USE = /(^|\.)(test|example|invalid|localhost)$|(^|\.)example\.(com|net|org)$/;

/**
 * The development start's resolver (issue 38 §11): special-use names, the ones examples and the e2e
 * suite use, are answered "not found" at once instead of asking the network; any other name is the
 * system's (a developer's "Verificar" on a real name still works).
 */
export const developmentResolver: Resolver = {
  txt: (name) => (SPECIAL_USE.test(canonicalHost(name)) ? notFound("queryTxt", name) : systemResolver.txt(name)),
  addresses: (name) =>
    SPECIAL_USE.test(canonicalHost(name)) ? notFound("getaddrinfo", name) : systemResolver.addresses(name),
};

const notFound = (kind: string, name: string): Promise<never> =>
  Promise.reject(Object.assign(new Error(`${kind} ENOTFOUND ${name}`), { code: "ENOTFOUND" }));

/** The file store STORAGE names: the database (default) or an S3-compatible bucket (docs/decisions/0047). */
export function fileStorage(config: Pick<ServerConfig, "storage">, db: Deps["db"]): FileStorage {
  const s = config.storage;
  if (s.kind === "database") return databaseFileStorage(db);
  return s3FileStorage(db, createS3ObjectStore(s), { presign: s.presignedDownloads, seconds: s.presignSeconds });
}

/** Closes what the dependencies opened, in order: jobs finish (bounded), then the browser, then the database. */
export async function closeDeps(deps: Deps, jobsTimeoutMs = 10_000): Promise<void> {
  await deps.jobs.stop(jobsTimeoutMs).catch((err) => deps.log.error(`[jobs] parada: ${String(err)}`));
  await deps.pdf.close().catch(() => undefined);
  await deps.database.close();
}
