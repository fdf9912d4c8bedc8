import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { Db } from "../../platform/db/client";
import { toHeaders } from "../../platform/http/headers";
import { assertCleanRawBody } from "../../platform/http/input-guard";
import { type Auth, CLIENT_IP_HEADER } from "./auth";
import { auditFailedSignIn, auditUserEvent } from "./auth-audit";
import { portugueseAuthError } from "./auth-errors";

const AUTH_BODY_LIMIT = 64 * 1024;
const SIGN_IN = "/api/auth/sign-in/email";
const SIGN_OUT = "/api/auth/sign-out";

/** The e-mail a refused sign-in tried, for the trail ("" when the body says none). */
function emailOf(body: Buffer | undefined): string {
  try {
    const email = body ? (JSON.parse(body.toString("utf8")) as { email?: unknown }).email : undefined;
    return typeof email === "string" ? email.trim() : "";
  } catch {
    return "";
  }
}

/**
 * Mounts Better Auth at /api/auth/*. Fastify does not parse bodies under this prefix: the raw bytes
 * are handed to Better Auth's fetch handler. The client address comes from the socket, never from the client.
 */
export async function registerAuthBridge(app: FastifyInstance, auth: Auth, appUrl: string, db: Db): Promise<void> {
  const plugin: FastifyPluginAsync = async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: AUTH_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    scope.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      handler: async (request, reply) => {
        const headers = toHeaders(request.headers);
        headers.set(CLIENT_IP_HEADER, request.ip);
        const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
        // The same door as every other route: valid UTF-8, no control characters (Better Auth would
        // pass a NUL to PostgreSQL and answer an empty 500).
        if (body) assertCleanRawBody(body);
        const path = request.url.split("?")[0];
        // Who signs out: known only before Better Auth deletes the session.
        const leaving = path === SIGN_OUT ? await auth.api.getSession({ headers }).catch(() => null) : null;
        const response = await auth.handler(
          new Request(new URL(request.url, appUrl), {
            method: request.method,
            headers,
            body: request.method === "GET" ? undefined : body,
          }),
        );
        reply.status(response.status);
        if (path === SIGN_IN && response.status === 401) await auditFailedSignIn(db, emailOf(body));
        if (leaving && response.ok) await auditUserEvent(db, leaving.user.id, "auth.sign_out");
        const failed = response.status >= 400;
        response.headers.forEach((value, key) => {
          if (key === "set-cookie") return;
          // An error's body is rewritten below: its length and type are ours.
          if (failed && (key === "content-length" || key === "content-type" || key === "content-encoding")) return;
          reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header("set-cookie", cookies);
        if (failed) {
          // Better Auth's own errors are English ("Too many requests…", "Invalid email or password"):
          // the client gets the one error shape in Portuguese instead.
          const text = await response.text().catch(() => "");
          let parsed: unknown = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = null;
          }
          if (response.status >= 500)
            request.log.error({ status: response.status, body: text.slice(0, 500) }, "auth error");
          return reply.send(portugueseAuthError(response.status, parsed));
        }
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  };
  await app.register(plugin);
}
