import type { TestContext } from "./app";

/** The inbound address of the support tests (decision 0050): SUPPORT_INBOUND_ADDRESS and _SECRET. */
export const INBOUND = { address: "suporte@minuta.example.com", secret: "segredo-do-recebimento-0123456789" };
export const INBOUND_URL = "/api/inbound/email";

let seq = 0;

/** A raw RFC 822 reply as a mail program sends it: `body` as UTF-8 text, or a whole `mime` part. */
export function rawMail(o: {
  from: string;
  to: string;
  body?: string;
  messageId?: string;
  head?: string[];
  mime?: string;
}) {
  const head = [
    `From: Pessoa <${o.from}>`,
    `To: ${o.to}`,
    "Subject: Re: chamado",
    `Message-ID: ${o.messageId ?? `<r${seq++}.${Date.now()}@cliente.example>`}`,
    "Date: Thu, 26 Nov 2026 10:00:00 -0300",
    "MIME-Version: 1.0",
    ...(o.head ?? []),
  ];
  const content = o.mime ?? `Content-Type: text/plain; charset=utf-8\r\n\r\n${o.body ?? ""}`;
  return Buffer.from(`${head.join("\r\n")}\r\n${content}`, "utf8");
}

/** The mail server's delivery to POST /api/inbound/email. */
export const deliverMail = (ctx: TestContext, raw: Buffer, secret = INBOUND.secret) =>
  ctx.app.inject({
    method: "POST",
    url: INBOUND_URL,
    headers: { authorization: `Bearer ${secret}`, "content-type": "message/rfc822" },
    payload: raw,
  });
