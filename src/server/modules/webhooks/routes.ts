import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { webhookContracts as c } from "../../../domain/contracts/webhooks";
import { requirePermission } from "../../../domain/permissions";
import type { RouteDeps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { listEndpointDeliveries, resendDelivery, sendTestEvent } from "./endpoint-deliveries";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  webhookAccessOf,
} from "./manage-endpoints";

/** The corporate admin manages its own account's endpoints (the operations take the account, not the actor). */
const manage = { access: requirePermission("manage_corporate_account") };

function accountOf(request: FastifyRequest): string {
  const { accountId } = actorOf(request);
  if (!accountId) throw new AppError("NO_ACCOUNT");
  return accountId;
}

/** Outbound webhooks (issue 23): endpoints, their secrets, a test event, the delivery log and "Reenviar". */
export function webhookRoutes({ db, secrets }: Pick<RouteDeps, "db" | "secrets">): FastifyPluginAsync {
  return async (app) => {
    route(app, c.access, manage, async (request) => webhookAccessOf(db, accountOf(request)));
    route(app, c.list, manage, async (request) => listWebhookEndpoints(db, accountOf(request), request.query.page));
    route(app, c.create, manage, async (request, reply) =>
      reply.status(201).send(await createWebhookEndpoint(db, secrets, accountOf(request), request.body)),
    );
    route(app, c.update, manage, async (request) =>
      updateWebhookEndpoint(db, accountOf(request), request.params.id, request.body),
    );
    route(app, c.remove, manage, async (request, reply) => {
      await deleteWebhookEndpoint(db, accountOf(request), request.params.id);
      return reply.status(204).send();
    });
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
      reply
        .status(202)
        .send(await resendDelivery(db, accountOf(request), request.params.id, request.params.deliveryId)),
    );
  };
}
