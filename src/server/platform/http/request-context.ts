import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";

/** Who is on the other end of the request being served: what the audit trail records beside the actor. */
export interface RequestOrigin {
  /** request.ip: the client's address, the proxy's word only when TRUST_PROXY names it. */
  ip: string | null;
  userAgent: string | null;
}

const storage = new AsyncLocalStorage<RequestOrigin>();

/**
 * Every request runs its hooks and handler inside its own origin, so an operation deep in a module
 * can record who called without every signature carrying the request (decision 0039). Jobs and the
 * CLI run outside any request: the origin is then unknown (null), which is the truth.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    const agent = request.headers["user-agent"];
    // run() with done inside it: everything after this hook continues in this request's context.
    storage.run({ ip: request.ip || null, userAgent: typeof agent === "string" ? agent.slice(0, 500) : null }, done);
  });
}

/** The origin of the request being served, or nulls outside a request (a job, a script). */
export function currentRequestOrigin(): RequestOrigin {
  return storage.getStore() ?? { ip: null, userAgent: null };
}
