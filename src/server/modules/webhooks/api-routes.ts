import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { apiV1WebhookContracts as c } from "../../../domain/contracts/api-v1-webhooks";
import { requireApiScope } from "../../../domain/permissions";
import type { RouteDeps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { listEndpointDeliveries, resendDelivery, sendTestEvent } from "./endpoint-deliveries";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  endpointOf,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from "./manage-endpoints";

const manage = { access: requireApiScope("webhooks:manage") };

/** The key's account (the gate made the actor from the key: never from the input). */
function accountOf(request: FastifyRequest): string {
  const { accountId } = actorOf(request);
  if (!accountId) throw new AppError("NO_ACCOUNT");
  return accountId;
}

/** The public API v1's webhook endpoints (issue 23): the screen's operations, called by a key with `webhooks:manage`. */
export function webhookApiRoutes({ db, secrets }: Pick<RouteDeps, "db" | "secrets">): FastifyPluginAsync {
  return async (app) => {
    route(app, c.listWebhookEndpoints, manage, async (request) => ({
      // An account holds at most MAX_WEBHOOK_ENDPOINTS (10), one page of the screen's list: all of them.
      items: (await listWebhookEndpoints(db, accountOf(request), 1)).items,
    }));
    route(app, c.createWebhookEndpoint, manage, async (request, reply) =>
      reply.status(201).send(await createWebhookEndpoint(db, secrets, accountOf(request), request.body)),
    );
    route(app, c.getWebhookEndpoint, manage, async (request) => endpointOf(db, accountOf(request), request.params.id));
    route(app, c.updateWebhookEndpoint, manage, async (request) =>
      updateWebhookEndpoint(db, accountOf(request), request.params.id, request.body),
    );
    route(app, c.deleteWebhookEndpoint, manage, async (request, reply) => {
      await deleteWebhookEndpoint(db, accountOf(request), request.params.id);
      return reply.status(204).send();
    });
    route(app, c.rotateWebhookSecret, manage, async (request) =>
      rotateWebhookSecret(db, secrets, accountOf(request), request.params.id),
    );
    route(app, c.sendWebhookTest, manage, async (request, reply) =>
      reply.status(202).send(await sendTestEvent(db, accountOf(request), request.params.id)),
    );
    route(app, c.listWebhookDeliveries, manage, async (request) =>
      listEndpointDeliveries(db, accountOf(request), request.params.id, request.query.page),
    );
    route(app, c.resendWebhookDelivery, manage, async (request, reply) =>
      reply
        .status(202)
        .send(await resendDelivery(db, accountOf(request), request.params.id, request.params.deliveryId)),
    );
  };
}
