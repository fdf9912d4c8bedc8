import type { FastifyInstance } from "fastify";
import { canonicalHost } from "../../../domain/shared/host-name";
import { sendError } from "./errors";
import "./served-host";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The content types of scripts and stylesheets (the SPA's built files). */
const SUBRESOURCE_TYPE = /^(application|text)\/javascript\b|^text\/css\b/;

/** Whether `origin` is the page of `host` (canonical, as the host gate set it) under the request's scheme. */
function isOriginOf(origin: string | undefined, protocol: string, host: string): boolean {
  if (!origin) return false;
  try {
    const url = new URL(origin);
    return url.protocol === `${protocol}:` && canonicalHost(url.host) === host;
  } catch {
    return false;
  }
}

/**
 * Security headers on every answer (on scripts and stylesheets only nosniff and HSTS), and an Origin check
 * on state-changing requests: a cookie-bearing request from a foreign origin (CSRF) is refused. CORS stays
 * closed: no Access-Control headers are sent.
 */
export function registerSecurity(app: FastifyInstance, opts: { appUrl: string; trustedOrigins: string[] }): void {
  const allowed = new Set([new URL(opts.appUrl).origin, ...opts.trustedOrigins]);
  const https = opts.appUrl.startsWith("https://");

  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    const hasCookie = Boolean(request.headers.cookie);
    // A customer's verified host (decision 0043) posts from its own origin: the signer's page there.
    const ownOrigin = request.servedHost !== null && isOriginOf(origin, request.protocol, request.servedHost);
    if ((origin && !allowed.has(origin) && !ownOrigin) || (!origin && hasCookie)) {
      return sendError(reply, "INVALID_ORIGIN");
    }
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    if (https) reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    // A script or a stylesheet is never a document: the headers below govern documents (and what they
    // may load, frame or open), so on the build's JS and CSS they were ≈ 0.45 kB of nothing per file on
    // the wire (issue 21 §18). Every page, API answer and other file keeps them.
    if (SUBRESOURCE_TYPE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    reply.header(
      "Content-Security-Policy",
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; " +
        "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    reply.header("X-Frame-Options", "DENY");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("Cross-Origin-Opener-Policy", "same-origin");
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    return payload;
  });
}
