import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AccessRule } from "../../../domain/auth/permissions";
import type {
  ContractResult,
  ParsedBody,
  ParsedParams,
  ParsedQuery,
  RouteContract,
} from "../../../domain/shared/contracts/define";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The contract the route was registered from (the route catalog and its test read it). */
    contract?: RouteContract;
  }
}

export type ContractRequest<C extends RouteContract> = FastifyRequest<{
  Params: ParsedParams<C>;
  Querystring: ParsedQuery<C>;
  Body: ParsedBody<C>;
}>;

/** A handler returns the success body (validated and serialized by the contract's response schema), or the reply it sent. */
export type ContractHandler<C extends RouteContract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<ContractResult<C> | FastifyReply>;

export interface RouteOptions {
  /** Who may call it (deny by default: platform/http/guards.ts). */
  access: AccessRule | "public";
  /** For routes whose body may exceed the app's default limit. */
  bodyLimit?: number;
}

/**
 * Registers one route from its contract: Fastify validates params, query and body by the contract's
 * schemas, and every answer goes through the response schema of its status (fastify-type-provider-zod's
 * serializer encodes it and refuses a body that does not match), so the OpenAPI document, the server
 * and the web's types all come from the same contract.
 */
export function route<const C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  options: RouteOptions,
  handler: ContractHandler<C>,
): void {
  app.route({
    method: contract.method,
    url: contract.path,
    bodyLimit: options.bodyLimit,
    config: { access: options.access, contract },
    schema: {
      summary: contract.summary,
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: contract.response,
    },
    // The contract's types are checked at the handler's signature above; Fastify's own generics
    // cannot follow a schema that arrives through a type parameter.
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** A route that answers 204 with no body once `run` is done (a deletion, a removal). */
export function noContentRoute<const C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  options: RouteOptions,
  run: (request: ContractRequest<C>) => Promise<unknown>,
): void {
  route(app, contract, options, async (request, reply) => {
    await run(request);
    return reply.status(204).send();
  });
}
