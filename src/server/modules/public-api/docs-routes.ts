import type { FastifyPluginAsync } from "fastify";
import { apiV1DocsContracts as c } from "../../../domain/public-api/contract";
import type { RouteDeps } from "../../platform/deps";
import { route } from "../../platform/http/route";
import { type OpenApiDocument, openApiV1 } from "./openapi-v1";
import { referencePage } from "./reference-page";

/** Anyone may read how to call the API (no key): the document and the page describe, they open nothing. */
const open = { access: "public" as const };

/**
 * GET /api/v1/openapi.json and /api/v1/docs (issue 23): made once, on first request, from the app's
 * generated OpenAPI document and its route catalog — after every route is registered.
 */
export function apiDocsRoutes({ config }: Pick<RouteDeps, "config">): FastifyPluginAsync {
  return async (app) => {
    let doc: OpenApiDocument | undefined;
    let page: string | undefined;
    const document = () => {
      doc ??= openApiV1(app.swagger() as unknown as OpenApiDocument, app.routeCatalog, config.appUrl);
      return doc;
    };
    route(app, c.openapi, open, async () => document());
    route(app, c.docs, open, async (_request, reply) => {
      page ??= referencePage(document(), config.appUrl);
      return reply.type("text/html; charset=utf-8").header("Cache-Control", "no-cache").send(page);
    });
  };
}
