import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accountDetailSchema,
  accountFormSchema,
  accountListItemSchema,
  accountListQuerySchema,
} from "../../../domain/corporate-accounts";
import { pageResultSchema } from "../../../domain/list";
import { requireRole } from "../../../domain/permissions";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import * as accounts from "./service";

const access = requireRole("super_admin");
const params = z.object({ accountId: z.uuid("Conta corporativa não encontrada.") });
const categoryOption = z.object({ id: z.string(), name: z.string(), description: z.string().nullable() });

/** /api/corporate-accounts (spec 2 §2.6, §2.7), super_admin only. */
export function corporateAccountRoutes(deps: Pick<RouteDeps, "db" | "secrets">): FastifyPluginAsyncZod {
  const { db, secrets } = deps;
  return async (app) => {
    app.get(
      "/api/corporate-accounts",
      {
        config: { access },
        schema: { querystring: accountListQuerySchema, response: { 200: pageResultSchema(accountListItemSchema) } },
      },
      async (request) => accounts.listAccounts(db, request.query),
    );
    app.get(
      "/api/corporate-accounts/category-options",
      { config: { access }, schema: { response: { 200: z.array(categoryOption) } } },
      async () => accounts.categoryOptions(db),
    );
    app.get(
      "/api/corporate-accounts/:accountId",
      { config: { access }, schema: { params, response: { 200: accountDetailSchema } } },
      async (request) => accounts.getAccount(db, secrets, request.params.accountId),
    );
    app.post(
      "/api/corporate-accounts",
      { config: { access }, schema: { body: accountFormSchema, response: { 201: accountDetailSchema } } },
      async (request, reply) =>
        reply.status(201).send(await accounts.createAccount(db, secrets, actorOf(request), request.body)),
    );
    app.put(
      "/api/corporate-accounts/:accountId",
      { config: { access }, schema: { params, body: accountFormSchema, response: { 200: accountDetailSchema } } },
      async (request) => accounts.updateAccount(db, secrets, actorOf(request), request.params.accountId, request.body),
    );
    app.delete(
      "/api/corporate-accounts/:accountId",
      { config: { access }, schema: { params } },
      async (request, reply) => {
        await accounts.deleteAccount(db, request.params.accountId);
        return reply.status(204).send();
      },
    );
  };
}
