import type { FastifyPluginAsync } from "fastify";
import { escapeHtml } from "../../../domain/shared/html";
import type { RouteDeps } from "../../platform/deps";
import { isLoopback } from "../../platform/http/loopback";

const linkify = (s: string) => escapeHtml(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** /dev/mailbox: the development outbox, so a newcomer can confirm an account without a mail server. */
export function devMailboxRoutes({ mailer }: Pick<RouteDeps, "mailer">): FastifyPluginAsync {
  return async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      if (!isLoopback(request.ip)) return reply.status(404).send();
    });
    app.get("/dev/mailbox", async (_request, reply) => {
      const items = mailer
        .outbox()
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p><strong>Para:</strong> ${escapeHtml(m.to)} · ${escapeHtml(
              new Date(m.sentAt).toLocaleString("pt-BR"),
            )}</p><pre>${linkify(m.text)}</pre></article>`,
        )
        .join("");
      reply.type("text/html; charset=utf-8");
      return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de saída (desenvolvimento)</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Caixa de saída (desenvolvimento)</h1><p>E-mails enviados pelo Minuta enquanto SMTP_URL não está configurado.</p>${
        items || "<p>Nenhum e-mail enviado ainda.</p>"
      }</body></html>`;
    });
    app.get("/dev/mailbox.json", async () => mailer.outbox());
  };
}
