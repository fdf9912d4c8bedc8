import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RouteContract } from "../../../domain/shared/contracts/define";
import type { webhookContracts } from "../../../domain/webhooks/contract";
import { type RouteDeps, savePolicy } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { actorOf } from "../../platform/http/guards";
import { noContentRoute, type RouteOptions, route } from "../../platform/http/route";
import { createWebhookEndpoint } from "./create-webhook-endpoint";
import { deleteWebhookEndpoint } from "./delete-webhook-endpoint";
import { listEndpointDeliveries, resendDelivery, sendTestEvent } from "./endpoint-deliveries";
import { rotateWebhookSecret } from "./rotate-webhook-secret";
import { updateWebhookEndpoint } from "./update-webhook-endpoint";

/** The actor's account: the operations take the account, never an id from the input. */
export function accountOf(request: FastifyRequest): string {
  const { accountId } = actorOf(request);
  if (!accountId) throw new AppError("NO_ACCOUNT");
  return accountId;
}

type Shared = Pick<
  typeof webhookContracts,
  "create" | "update" | "remove" | "rotateSecret" | "sendTest" | "deliveries" | "resend"
>;

/**
 * The contracts of the operations that the screen (/api/webhook-endpoints) and the public API v1
 * (/api/v1/webhook-endpoints) both serve: their own paths, summaries and error lists, the same
 * params, bodies and answers.
 */
export type EndpointOperationContracts = {
  [K in keyof Shared]: Omit<Shared[K], "path" | "summary" | "errors"> & RouteContract;
};

/** Registers those shared operations, so both surfaces answer alike by construction. */
export function endpointOperationRoutes(
  app: FastifyInstance,
  deps: Pick<RouteDeps, "db" | "secrets" | "config" | "resolver">,
  manage: RouteOptions,
  c: EndpointOperationContracts,
): void {
  const { db, secrets } = deps;
  const policy = savePolicy(deps);
  route(app, c.create, manage, async (request, reply) =>
    reply.status(201).send(await createWebhookEndpoint(db, secrets, accountOf(request), request.body, policy)),
  );
  route(app, c.update, manage, async (request) =>
    updateWebhookEndpoint(db, accountOf(request), request.params.id, request.body, policy),
  );
  noContentRoute(app, c.remove, manage, (request) => deleteWebhookEndpoint(db, accountOf(request), request.params.id));
  route(app, c.rotateSecret, manage, async (request) =>
    rotateWebhookSecret(db, secrets, accountOf(request), request.params.id),
  );
  route(app, c.sendTest, manage, async (request, reply) =>
    reply.status(202).send(await sendTestEvent(db, accountOf(request), request.params.id)),
  );
  route(app, c.deliveries, manage, async (request) =>
    listEndpointDeliveries(db, accountOf(request), request.params.id, request.query.page),
  );
  route(app, c.resend, manage, async (request, reply) =>
    reply.status(202).send(await resendDelivery(db, accountOf(request), request.params.id, request.params.deliveryId)),
  );
}
