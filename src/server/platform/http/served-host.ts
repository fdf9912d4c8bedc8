import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The customer host this request is served under (white label, decision 0043), e.g.
     * "assinar.empresa.com.br"; null on the platform's own host. Set by the host gate of the
     * composition root; the origin check accepts this host's own origin.
     */
    servedHost: string | null;
  }
}

export function decorateServedHost(app: FastifyInstance): void {
  app.decorateRequest("servedHost", null);
}
