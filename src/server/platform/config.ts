import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type BrowserDiscovery, browserDiscoveryFromEnv } from "./pdf/browser-discovery";
import { type StorageConfig, storageConfigFrom } from "./storage/storage-config";

/** The one place that reads process.env (ARCHITECTURE §10). */
export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /**
   * Development without SMTP_URL: the development outbox (/dev/mailbox) is the transport of every
   * message that finds no configuration (e-mail and WhatsApp), instead of refusing it (decision 0028).
   */
  devOutbox: boolean;
  authSecret: string;
  encryptionKey: string;
  bootstrapAdmin: { email: string; password: string } | undefined;
  /** CHROMIUM_PATH and MINUTA_SYSTEM_CHROMIUM_PATHS: where the PDF browser is looked for (browser-discovery.ts). */
  browser: BrowserDiscovery;
  zapsignApiUrl: string | undefined;
  /** TSA_URL: RFC 3161 time-stamp authority for the built-in seal (PAdES-B-T); unset: no time-stamp. */
  tsaUrl: string | undefined;
  /** Per-minute limits of login attempts and sign-ups per client (AUTH_/SIGNUP_RATE_LIMIT_MAX, not in production). */
  authRateLimitMax: number;
  signupRateLimitMax: number;
  /** Extra origins allowed to make state-changing requests (the Vite dev server in development). */
  trustedOrigins: string[];
  /** MINUTA_ROLE: `all` serves HTTP and runs the job workers; `web` and `worker` split them (scale out on PostgreSQL). */
  role: ServerRole;
  /** PDF_POOL_SIZE: Chromium pages rendering at once (≈ 1 per core). */
  pdfPoolSize: number;
  /** PDF_READY_WAIT_MS: how long a download of a finalized document waits for its PDF job before answering 202. */
  pdfReadyWaitMs: number;
  /** JOBS_POLL_SECONDS / JOBS_MAINTENANCE_SECONDS: how often idle workers poll and lost jobs are recovered. */
  jobsPollSeconds: number;
  jobsMaintenanceSeconds: number;
  /** OUTBOUND_ALLOW_PRIVATE=1: integrations may call loopback and private addresses (off by default; docs/decisions/0019). */
  outboundAllowPrivate: boolean;
  /**
   * TRUST_PROXY: whom to believe about the client's address (X-Forwarded-For): the reverse proxy's
   * addresses/CIDRs ("127.0.0.1,10.0.0.0/8") or the number of proxies in front ("1"). Off by default:
   * the socket's address is the client's (a forged header changes nothing).
   */
  trustProxy: TrustProxy;
  /** Requests a minute per API key on /api/v1 (API_RATE_LIMIT_PER_MINUTE, not in production; issue 23). */
  apiRateLimitPerMinute: number;
  /** Requests a minute to the public signing routes (/api/sign/*) per link and per client address. */
  signRateLimit: { perToken: number; perAddress: number };
  /** ZAPSIGN_FILE_HOSTS: the hosts (and their subdomains) ZapSign's signed files may be downloaded from. */
  zapsignFileHosts: string[];
  /** STORAGE and S3_*: where file blobs live (the database unless STORAGE=s3; docs/decisions/0047). */
  storage: StorageConfig;
  /**
   * SUPPORT_INBOUND_ADDRESS and SUPPORT_INBOUND_SECRET: the address replies to support e-mails go to
   * (plus-addressed per ticket and person) and the Bearer secret of POST /api/inbound/email that the
   * mail server delivers them to (decision 0050). Unset: the e-mails carry only the link (decision 0046).
   */
  supportInbound: SupportInbound | undefined;
  /**
   * Whether the periodic re-check of verified custom hosts (their DNS TXT record, decision 0043) runs:
   * always in production; in development and tests only with CUSTOM_HOST_RECHECK=1 (issue 38 §11).
   */
  customHostRecheck: boolean;
}

export interface SupportInbound {
  /** `local@domain`, lower case, without a `+tag`: replies go to `local+<token>@domain`. */
  address: string;
  secret: string;
}

/** The secret of the inbound endpoint must not be guessable (the same floor as the ZapSign webhook's token). */
const SUPPORT_INBOUND_SECRET_MIN_LENGTH = 24;

/** ZapSign's file hosts (its own domain and its storage bucket); ZAPSIGN_FILE_HOSTS replaces the list. */
export const ZAPSIGN_FILE_HOSTS = ["zapsign.com.br", "zapsign.s3.amazonaws.com"];

type Env = Record<string, string | undefined>;

export const SERVER_ROLES = ["all", "web", "worker"] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

function roleFrom(value: string | undefined): ServerRole {
  if (!value) return "all";
  const role = SERVER_ROLES.find((r) => r === value);
  if (!role) throw new Error(`MINUTA_ROLE inválido: "${value}". Use all, web ou worker.`);
  return role;
}

/** Reads a secret from the environment or, in development, from a file generated once in DATA_DIR. */
function secret(env: Env, name: string, dataDir: string, isProduction: boolean): string {
  const fromEnv = env[name];
  if (fromEnv) return fromEnv;
  if (isProduction) throw new Error(`${name} é obrigatório em produção.`);
  const file = join(dataDir, `${name.toLowerCase()}.secret`);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString("base64url");
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

function tsaUrlFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`TSA_URL inválida: "${value}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`TSA_URL deve ser http(s): "${value}".`);
  return url.toString();
}

/** Fastify's trustProxy: off, the proxies' addresses/CIDRs, or "the first N hops" as a function. */
export type TrustProxy = false | string | ((address: string, hop: number) => boolean);

function trustProxyFrom(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? "";
  if (v === "" || v === "0" || v.toLowerCase() === "false") return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  if (v.toLowerCase() === "true") {
    throw new Error(
      'TRUST_PROXY=true confiaria em qualquer cliente: informe o endereço do proxy ou o número de proxies (ex.: "127.0.0.1" ou "1").',
    );
  }
  return v;
}

const listFrom = (value: string | undefined, fallback: string[]) =>
  value
    ? value
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean)
    : fallback;

function supportInboundFrom(env: Env): SupportInbound | undefined {
  const address = env.SUPPORT_INBOUND_ADDRESS?.trim().toLowerCase() ?? "";
  const secret = env.SUPPORT_INBOUND_SECRET?.trim() ?? "";
  if (!address && !secret) return undefined;
  if (!/^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]{2,}$/.test(address)) {
    throw new Error(
      `SUPPORT_INBOUND_ADDRESS inválido: "${address}". Use um endereço sem "+", como suporte@minuta.exemplo.com.br.`,
    );
  }
  if (secret.length < SUPPORT_INBOUND_SECRET_MIN_LENGTH) {
    throw new Error(
      `SUPPORT_INBOUND_SECRET é obrigatório com SUPPORT_INBOUND_ADDRESS e deve ter ao menos ${SUPPORT_INBOUND_SECRET_MIN_LENGTH} caracteres.`,
    );
  }
  return { address, secret };
}

function limitFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const mode = env.NODE_ENV === "production" ? "production" : env.NODE_ENV === "test" ? "test" : "development";
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? "./data");
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
  const isProduction = mode === "production";
  const admin =
    env.BOOTSTRAP_ADMIN_EMAIL && env.BOOTSTRAP_ADMIN_PASSWORD
      ? { email: env.BOOTSTRAP_ADMIN_EMAIL, password: env.BOOTSTRAP_ADMIN_PASSWORD }
      : undefined;
  return {
    env: mode,
    port,
    host: env.HOST ?? "0.0.0.0",
    appUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    devOutbox: mode === "development" && !env.SMTP_URL,
    authSecret: secret(env, "AUTH_SECRET", dataDir, isProduction),
    encryptionKey: secret(env, "ENCRYPTION_KEY", dataDir, isProduction),
    bootstrapAdmin: admin,
    browser: browserDiscoveryFromEnv(env),
    zapsignApiUrl: env.ZAPSIGN_API_URL || undefined,
    tsaUrl: tsaUrlFrom(env.TSA_URL),
    authRateLimitMax: limitFrom(isProduction ? undefined : env.AUTH_RATE_LIMIT_MAX, 10),
    signupRateLimitMax: limitFrom(isProduction ? undefined : env.SIGNUP_RATE_LIMIT_MAX, 5),
    trustedOrigins: isProduction ? [] : ["http://localhost:5173", "http://127.0.0.1:5173"],
    role: roleFrom(env.MINUTA_ROLE),
    pdfPoolSize: limitFrom(env.PDF_POOL_SIZE, 2),
    pdfReadyWaitMs: limitFrom(env.PDF_READY_WAIT_MS, 8_000),
    jobsPollSeconds: Math.max(0.5, Number(env.JOBS_POLL_SECONDS) || 2),
    jobsMaintenanceSeconds: limitFrom(env.JOBS_MAINTENANCE_SECONDS, 60),
    outboundAllowPrivate: env.OUTBOUND_ALLOW_PRIVATE === "1" || env.OUTBOUND_ALLOW_PRIVATE === "true",
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    signRateLimit: { perToken: 30, perAddress: 120 },
    apiRateLimitPerMinute: limitFrom(isProduction ? undefined : env.API_RATE_LIMIT_PER_MINUTE, 600),
    zapsignFileHosts: listFrom(env.ZAPSIGN_FILE_HOSTS, ZAPSIGN_FILE_HOSTS),
    storage: storageConfigFrom(env),
    supportInbound: supportInboundFrom(env),
    customHostRecheck: isProduction || env.CUSTOM_HOST_RECHECK === "1",
  };
}
