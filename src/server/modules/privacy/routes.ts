import type { FastifyPluginAsync } from "fastify";
import { requirePermission, requireSignedIn } from "../../../domain/auth/permissions";
import { privacyContracts as c } from "../../../domain/privacy/contract";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { route } from "../../platform/http/route";
import { decideErasure } from "./decide-erasure";
import { downloadExport } from "./download-export";
import { listErasureRequests } from "./erasure-requests";
import { myPrivacy } from "./my-privacy";
import { requestErasure } from "./request-erasure";
import { requestExport } from "./request-export";
import { requestSignerErasure } from "./signer-request";

const anyUser = { access: requireSignedIn };
/** The corporate admin decides its account's requests; the super admin (all permissions) every one. */
const deciders = { access: requirePermission("manage_corporate_account") };

/** /api/privacy (issue 27, decision 0041): "Meus dados", erasure decisions, and the signer's request. */
export function privacyRoutes(deps: RouteDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    route(app, c.mine, anyUser, async (request) => myPrivacy(db, actorOf(request)));
    route(app, c.requestExport, anyUser, async (request, reply) =>
      reply.status(202).send(await requestExport(deps, actorOf(request))),
    );
    route(app, c.downloadExport, anyUser, async (request, reply) => {
      const body = await downloadExport(deps, actorOf(request), request.params.id);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .header("Content-Type", "application/zip")
        .header("Content-Disposition", `attachment; filename="meus-dados-${stamp}.zip"`)
        .header("Cache-Control", "no-store")
        .send(body);
    });
    route(app, c.requestErasure, anyUser, async (request, reply) =>
      reply.status(201).send(await requestErasure(db, actorOf(request))),
    );
    route(app, c.listErasure, deciders, async (request) => listErasureRequests(db, actorOf(request)));
    route(app, c.decideErasure, deciders, async (request) =>
      decideErasure(deps, actorOf(request), request.params.id, request.body.decision),
    );
    route(app, c.signerRequest, { access: "public" }, async (request, reply) =>
      reply.status(202).send(await requestSignerErasure(db, request.body.token)),
    );
  };
}
