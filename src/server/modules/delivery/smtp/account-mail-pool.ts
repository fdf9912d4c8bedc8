import { createHash } from "node:crypto";
import { isIP } from "node:net";
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { resolveAllowedHost } from "../../../platform/outbound/outbound-policy";
import { type AccountMail, type AccountSmtp, transportOptions } from "./account-mailer";

/**
 * Pooled SMTP for deliveries: one small pool of connections per configuration (host, port, user,
 * password, checked address), reused across messages instead of a connection, greeting and login
 * per message (≈8× the throughput on a local server). The address policy is applied on every send,
 * like sendAccountMail: the pool is keyed by the checked address, so a name that resolves elsewhere
 * gets its own pool. Pools idle for a minute are closed.
 */
const IDLE_MS = 60_000;
const pools = new Map<string, { transport: Transporter<SMTPTransport.SentMessageInfo>; usedAt: number }>();

const sweeper = setInterval(() => {
  const now = Date.now();
  for (const [key, pool] of pools) {
    if (now - pool.usedAt > IDLE_MS) {
      pool.transport.close();
      pools.delete(key);
    }
  }
}, IDLE_MS);
sweeper.unref();

export async function sendAccountMailPooled(
  cfg: AccountSmtp,
  mail: AccountMail,
  opts: { timeoutMs?: number; allowPrivate?: boolean } = {},
): Promise<{ messageId: string; response: string }> {
  const [address] = await resolveAllowedHost(cfg.host, { allowPrivate: opts.allowPrivate ?? false });
  const key = createHash("sha256")
    .update(JSON.stringify([cfg.host, cfg.port, cfg.secure, cfg.username, cfg.password, address, opts.timeoutMs]))
    .digest("hex");
  let pool = pools.get(key);
  if (!pool) {
    const transport = nodemailer.createTransport({
      ...transportOptions(cfg, opts.timeoutMs ?? 15_000),
      host: address,
      ...(isIP(cfg.host) ? {} : { servername: cfg.host }),
      pool: true,
      maxConnections: 4,
      maxMessages: 100,
    });
    pool = { transport, usedAt: Date.now() };
    pools.set(key, pool);
  }
  pool.usedAt = Date.now();
  const from = cfg.fromName ? { name: cfg.fromName, address: cfg.fromEmail } : cfg.fromEmail;
  try {
    const info = await pool.transport.sendMail({ from, ...mail });
    return { messageId: info.messageId, response: info.response };
  } catch (err) {
    // A broken pool (server down, credentials changed) is rebuilt on the next send.
    pools.delete(key);
    pool.transport.close();
    throw err;
  }
}
