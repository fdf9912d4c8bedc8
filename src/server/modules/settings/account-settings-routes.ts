import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from "fastify";
import { requirePermission } from "../../../domain/auth/permissions";
import type { ParsedBody, RouteContract } from "../../../domain/shared/contracts/define";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { actorOf } from "../../platform/http/guards";
import { type ContractHandler, type ContractRequest, route } from "../../platform/http/route";
import { recordAudit } from "../audit";
import { settingsAccount } from "./scope";

type SettingsScope = Awaited<ReturnType<typeof settingsAccount>>;

/** The contracts of an integration screen (domain/settings/contract.ts): read, save, test. */
export interface IntegrationContracts {
  get: RouteContract;
  save: RouteContract;
  test: RouteContract;
}

/** One account-scoped integration (SMTP, WhatsApp): its contracts, its row, its secret rule and its real test. */
export interface AccountIntegration<C extends IntegrationContracts, ConfigView extends object, Config> {
  contracts: C;
  /** The stored configuration as the browser sees it (secrets only as flags or masks), or null. */
  configView(accountId: string): Promise<ConfigView | null>;
  /** Saves the form in the route's transaction; a missing secret answers its field and message (400 on that field). */
  save(tx: Tx, accountId: string, body: ParsedBody<C["save"]>): Promise<{ field: string; message: string } | null>;
  /** The configuration ready for sending, or null when the account never saved one. */
  load(accountId: string): Promise<Config | null>;
  notConfiguredMessage: string;
  /** Sends the real test and answers the success message; failures throw their AppError. */
  sendTest(input: {
    config: Config;
    body: ParsedBody<C["test"]>;
    scope: SettingsScope;
    log: FastifyBaseLogger;
  }): Promise<string>;
}

const access = requirePermission("manage_corporate_account");

/**
 * Registers one of the integration's routes. Generic over the integration, the handlers cannot be
 * typed by its contracts (TypeScript does not resolve them through the type parameter); each answer is
 * still parsed by the contract's response schema, and each body validated by its body schema.
 */
function register(
  app: FastifyInstance,
  contract: RouteContract,
  handler: (request: ContractRequest<RouteContract>) => Promise<unknown>,
) {
  route(app, contract, { access }, handler as ContractHandler<RouteContract>);
}

/**
 * The three routes of an account-scoped integration screen: read (with the account it applies to:
 * the system account for super_admin, else the caller's), save, and a real test with the saved values.
 */
export function accountSettingsRoutes<C extends IntegrationContracts, ConfigView extends object, Config>(
  db: Db,
  integration: AccountIntegration<C, ConfigView, Config>,
): FastifyPluginAsync {
  const { contracts } = integration;
  const view = async (scope: SettingsScope) => ({ ...scope, config: await integration.configView(scope.accountId) });
  return async (app) => {
    register(app, contracts.get, async (request) => view(await settingsAccount(db, actorOf(request))));
    register(app, contracts.save, async (request) => {
      const actor = actorOf(request);
      const scope = await settingsAccount(db, actor);
      const body = request.body as ParsedBody<C["save"]>;
      const missing = await db.transaction(async (tx) => {
        const refused = await integration.save(tx, scope.accountId, body);
        // Which fields were saved; a secret only as "(alterado)" (recordAudit), never its value.
        if (!refused)
          await recordAudit(tx, {
            actor,
            accountId: scope.accountId,
            action: "settings.updated",
            target: { type: "settings", id: contracts.save.path.split("/").at(-1) ?? null },
            changes: body as Record<string, unknown>,
          });
        return refused;
      });
      if (missing) {
        throw new AppError("VALIDATION_ERROR", missing.message, { [missing.field]: missing.message });
      }
      return view(scope);
    });
    register(app, contracts.test, async (request) => {
      const scope = await settingsAccount(db, actorOf(request));
      const config = await integration.load(scope.accountId);
      if (!config) throw new AppError("NOT_CONFIGURED", integration.notConfiguredMessage);
      const body = request.body as ParsedBody<C["test"]>;
      const message = await integration.sendTest({ config, body, scope, log: request.log });
      return { ok: true as const, message };
    });
  };
}
