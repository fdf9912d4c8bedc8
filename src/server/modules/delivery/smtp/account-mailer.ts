import { isIP } from "node:net";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { resolveAllowedHost } from "../../../platform/outbound/outbound-policy";

/**
 * E-mail through a corporate account's own SMTP configuration (smtp_configurations), with nodemailer.
 * SSL/TLS checked: implicit TLS on port 465, STARTTLS required on any other port; unchecked: plain,
 * upgraded with STARTTLS when the server offers it (decision record docs/decisions/smtp-secure-flag.md).
 */
export interface AccountSmtp {
  host: string;
  port: number;
  secure: boolean;
  username: string | null;
  password: string | null;
  fromEmail: string;
  fromName: string | null;
}

export interface AccountMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType?: string }>;
  /** A stable Message-ID (e.g. one per delivery), so a repeated send can be recognised as the same message. */
  messageId?: string;
}

function transportOptions(cfg: AccountSmtp, timeoutMs: number): SMTPTransport.Options {
  const implicitTls = cfg.secure && cfg.port === 465;
  return {
    host: cfg.host,
    port: cfg.port,
    secure: implicitTls,
    requireTLS: cfg.secure && !implicitTls,
    auth: cfg.username ? { user: cfg.username, pass: cfg.password ?? "" } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  };
}

export const fromHeader = (cfg: AccountSmtp) =>
  cfg.fromName ? { name: cfg.fromName, address: cfg.fromEmail } : cfg.fromEmail;

export type SendOptions = { timeoutMs?: number; allowPrivate?: boolean };

/**
 * The transport options for one send: the host checked by the address policy (OutboundBlockedError
 * when refused) and the connection aimed at the checked address, the TLS certificate still verified
 * against the host name, so DNS cannot answer differently later.
 */
export async function checkedTransport(
  cfg: AccountSmtp,
  opts: SendOptions,
): Promise<{ address: string | undefined; options: SMTPTransport.Options }> {
  const [address] = await resolveAllowedHost(cfg.host, { allowPrivate: opts.allowPrivate ?? false });
  const options = {
    ...transportOptions(cfg, opts.timeoutMs ?? 15_000),
    host: address,
    ...(isIP(cfg.host) ? {} : { servername: cfg.host }),
  };
  return { address, options };
}

/**
 * Sends one message on its own connection; throws the nodemailer error (see smtpErrorMessage), or
 * OutboundBlockedError when the host resolves to an address the policy refuses (checkedTransport).
 */
export async function sendAccountMail(
  cfg: AccountSmtp,
  mail: AccountMail,
  opts: SendOptions = {},
): Promise<{ messageId: string; response: string }> {
  const transport = nodemailer.createTransport((await checkedTransport(cfg, opts)).options);
  try {
    const info = await transport.sendMail({ from: fromHeader(cfg), ...mail });
    return { messageId: info.messageId, response: info.response };
  } finally {
    transport.close();
  }
}

const TLS_PATTERN = /certificate|self[- ]signed|tls|ssl|wrong version number|EPROTO|handshake/i;
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ETIMEDOUT",
  "ECONNRESET",
  "ECONNECTION",
  "ESOCKET",
  "EHOSTUNREACH",
]);

/**
 * The SMTP failure in a short, fixed Portuguese sentence: authentication, unreachable server, TLS,
 * recipient or message refused. Never the server's own reply, and refused, timed-out, closed or
 * silent connections get ONE message: the answer must not tell an open port from a closed one
 * (issue 14, decision 0019). Details go to the server log only.
 */
export function smtpErrorMessage(err: unknown, cfg: Pick<AccountSmtp, "host" | "port">): string {
  const e = err as { code?: string; responseCode?: number; message?: string };
  const where = `${cfg.host}:${cfg.port}`;
  const message = e.message ?? "";
  if (e.code === "EAUTH") return "Falha de autenticação no servidor SMTP: usuário ou senha incorretos.";
  if (/ENOTFOUND|EAI_AGAIN/.test(message) || e.code === "EDNS") {
    return `Servidor SMTP não encontrado: ${cfg.host}. Verifique o host.`;
  }
  const plainlyUnreachable = e.code === "ECONNREFUSED" || e.code === "ETIMEDOUT" || e.code === "ECONNRESET";
  if (e.code === "ETLS" || (!plainlyUnreachable && TLS_PATTERN.test(message))) {
    return `Erro de TLS/SSL ao conectar ao servidor SMTP ${where}: verifique a porta e a opção SSL/TLS.`;
  }
  if (e.code === "EENVELOPE") return "O servidor SMTP recusou o destinatário ou o remetente.";
  if (e.code === "EMESSAGE" || (e.responseCode && e.responseCode >= 400)) return "O servidor SMTP recusou a mensagem.";
  if (UNREACHABLE_CODES.has(e.code ?? "") || /ECONNREFUSED|timeout|timed out|Greeting|closed/i.test(message)) {
    return `Não foi possível conectar ao servidor SMTP ${where}: o servidor não respondeu ou recusou a conexão. Verifique o host, a porta e o firewall.`;
  }
  return "Erro ao testar SMTP. Verifique as configurações.";
}
