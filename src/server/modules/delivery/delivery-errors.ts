import { DELIVERY_MESSAGES } from "../../../domain/delivery/delivery";
import { OutboundError } from "../../platform/outbound/outbound-http";
import { OutboundBlockedError } from "../../platform/outbound/outbound-policy";
import { type AccountSmtp, smtpErrorMessage } from "./smtp/account-mailer";
import { EvolutionError } from "./whatsapp/evolution";

/**
 * Why a send did not go through, in Portuguese, and whether trying again can help: `permanent`
 * failures (authentication, unknown mailbox, number not on WhatsApp, unknown instance, missing
 * configuration) end the delivery at once; the others (connection refused, time-out, 5xx, 429,
 * SMTP 4xx) are retried with backoff.
 */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "DeliveryFailure";
  }
}

const TRANSIENT_SMTP_CODES = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED", "ECONNRESET"]);

/** nodemailer's error as a DeliveryFailure ("Erro ao enviar email: …"). */
export function smtpFailure(err: unknown, cfg: Pick<AccountSmtp, "host" | "port">): DeliveryFailure {
  if (err instanceof DeliveryFailure) return err;
  if (err instanceof OutboundBlockedError)
    return new DeliveryFailure(`${DELIVERY_MESSAGES.emailError}: ${err.message}`, true);
  const e = err as { code?: string; responseCode?: number; message?: string };
  const detail = smtpErrorMessage(err, cfg).replace(/^Erro ao testar SMTP\. Verifique as configurações\. /, "");
  const message = `${DELIVERY_MESSAGES.emailError}: ${detail}`;
  if (e.code === "EAUTH") return new DeliveryFailure(message, true);
  if (typeof e.responseCode === "number") {
    // SMTP 4xx: try again later (greylisting, mailbox busy, rate limits); 5xx: refused for good.
    return new DeliveryFailure(message, e.responseCode >= 500);
  }
  if (e.code && TRANSIENT_SMTP_CODES.has(e.code)) return new DeliveryFailure(message, false);
  if (/ECONNREFUSED|ECONNRESET|timeout|timed out|ENOTFOUND|EAI_AGAIN|closed/i.test(e.message ?? "")) {
    return new DeliveryFailure(message, false);
  }
  if (e.code === "ETLS") return new DeliveryFailure(message, true);
  return new DeliveryFailure(message, false);
}

/** An Evolution API error as a DeliveryFailure ("Erro ao enviar WhatsApp: …"). */
export function whatsappFailure(err: unknown): DeliveryFailure {
  if (err instanceof DeliveryFailure) return err;
  const message = `${DELIVERY_MESSAGES.whatsappError}: ${err instanceof Error ? err.message : String(err)}`;
  if (err instanceof OutboundBlockedError) return new DeliveryFailure(message, true);
  if (err instanceof OutboundError) return new DeliveryFailure(message, false);
  if (err instanceof EvolutionError) {
    const transient = err.status >= 500 || err.status === 429 || err.status === 408;
    return new DeliveryFailure(message, !transient);
  }
  return new DeliveryFailure(message, false);
}
