import type { FastifyReply, FastifyRequest } from "fastify";
import { SIGNATURE_MESSAGES } from "../../../domain/signatures/signatures";
import type { ServerConfig } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { fixedWindowLimiter, type RateLimitStore } from "../../platform/http/rate-limit";
import type { SignerClient } from "./signing-access";

/** The public signing routes (the link's token is the credential). */
export const SIGNER_ROUTE_PREFIX = "/api/sign/";

/**
 * Rate limits of the public signing routes, per link token and per client address (request.ip, which
 * honours TRUST_PROXY), a minute each: whatever a script does, it is slowed before it reaches the
 * code check, whose own counters (signer-attempts.ts) bound the guesses in total.
 */
export function signerRateLimit(store: RateLimitStore, limits: ServerConfig["signRateLimit"]) {
  const perToken = fixedWindowLimiter(store, "sign-token", limits.perToken, 60_000);
  const perAddress = fixedWindowLimiter(store, "sign-address", limits.perAddress, 60_000);
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.routeOptions.url?.startsWith(SIGNER_ROUTE_PREFIX)) return;
    const token = String((request.params as { token?: unknown }).token ?? "").slice(0, 100);
    const [addressOk, tokenOk] = await Promise.all([perAddress(request.ip), perToken(token)]);
    if (!addressOk || !tokenOk) throw new AppError("TOO_MANY_REQUESTS", SIGNATURE_MESSAGES.tooManyRequests);
  };
}

/** The signer's address and browser, as the evidence records them. */
export const signerClient = (request: FastifyRequest): SignerClient => ({
  ip: request.ip,
  userAgent: request.headers["user-agent"] ?? null,
});

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A link the browser opens itself (the PDF in a new tab) answers an ended request with a small
 * Portuguese page (410) instead of JSON; API clients keep the JSON error.
 */
export function sendGonePage(request: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply | null {
  if (!(err instanceof AppError) || err.code !== "SIGNING_LINK_GONE") return null;
  if (!String(request.headers.accept ?? "").includes("text/html")) return null;
  const message = escapeHtml(err.message);
  return reply
    .status(410)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Link de assinatura encerrado</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a">` +
        `<main><h1 style="font-size:1.25rem">Link de assinatura encerrado</h1><p>${message}</p></main></body></html>`,
    );
}
