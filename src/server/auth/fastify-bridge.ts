import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { toHeaders } from "../http/headers";
import { assertCleanRawBody } from "../http/input-guard";
import { type Auth, CLIENT_IP_HEADER } from "./auth";

const AUTH_BODY_LIMIT = 64 * 1024;

/**
 * Mounts Better Auth at /api/auth/*. Fastify does not parse bodies under this prefix: the raw bytes
 * are handed to Better Auth's fetch handler. The client address comes from the socket, never from the client.
 */
export async function registerAuthBridge(app: FastifyInstance, auth: Auth, appUrl: string): Promise<void> {
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
        const response = await auth.handler(
          new Request(new URL(request.url, appUrl), {
            method: request.method,
            headers,
            body: request.method === "GET" ? undefined : body,
          }),
        );
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== "set-cookie") reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header("set-cookie", cookies);
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  };
  await app.register(plugin);
}
