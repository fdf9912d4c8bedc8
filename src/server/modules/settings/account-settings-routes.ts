import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { requirePermission } from "../../../domain/permissions";
import { testResultSchema } from "../../../domain/settings";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { actorOf } from "../../platform/http/guards";
import { settingsAccount } from "./scope";

type SettingsScope = Awaited<ReturnType<typeof settingsAccount>>;

/** One account-scoped integration (SMTP, WhatsApp): its row, its secret rule and its real test. */
export interface AccountIntegration<Body extends z.ZodType, Test extends z.ZodType, ConfigView extends object, Config> {
  /** GET/PUT here, POST `${path}/test`. */
  path: string;
  bodySchema: Body;
  viewSchema: z.ZodType<SettingsScope & { config: ConfigView | null }>;
  testSchema: Test;
  /** The stored configuration as the browser sees it (secrets only as flags or masks), or null. */
  configView(accountId: string): Promise<ConfigView | null>;
  /** Saves the form; a missing secret answers its field and message (400 on that field). */
  save(accountId: string, body: z.output<Body>): Promise<{ field: string; message: string } | null>;
  /** The configuration ready for sending, or null when the account never saved one. */
  load(accountId: string): Promise<Config | null>;
  notConfiguredMessage: string;
  /** Sends the real test and answers the success message; failures throw their AppError. */
  sendTest(input: {
    config: Config;
    body: z.output<Test>;
    scope: SettingsScope;
    log: FastifyBaseLogger;
  }): Promise<string>;
}

const access = requirePermission("manage_corporate_account");

/**
 * The three routes of an account-scoped integration screen: read (with the account it applies to:
 * the system account for super_admin, else the caller's), save, and a real test with the saved values.
 */
export function accountSettingsRoutes<
  Body extends z.ZodType,
  Test extends z.ZodType,
  ConfigView extends object,
  Config,
>(db: Db, integration: AccountIntegration<Body, Test, ConfigView, Config>): FastifyPluginAsyncZod {
  const view = async (scope: SettingsScope) => ({ ...scope, config: await integration.configView(scope.accountId) });
  return async (app) => {
    app.get(
      integration.path,
      { config: { access }, schema: { response: { 200: integration.viewSchema } } },
      async (request) => view(await settingsAccount(db, actorOf(request))),
    );
    app.put(
      integration.path,
      { config: { access }, schema: { body: integration.bodySchema, response: { 200: integration.viewSchema } } },
      async (request) => {
        // The provider types the body through a conditional that a generic schema leaves unresolved.
        const scope = await settingsAccount(db, actorOf(request));
        const missing = await integration.save(scope.accountId, request.body as z.output<Body>);
        if (missing) {
          throw new AppError("VALIDATION_ERROR", missing.message, { [missing.field]: missing.message });
        }
        return view(scope);
      },
    );
    app.post(
      `${integration.path}/test`,
      { config: { access }, schema: { body: integration.testSchema, response: { 200: testResultSchema } } },
      async (request) => {
        const scope = await settingsAccount(db, actorOf(request));
        const config = await integration.load(scope.accountId);
        if (!config) throw new AppError("NOT_CONFIGURED", integration.notConfiguredMessage);
        const body = request.body as z.output<Test>;
        const message = await integration.sendTest({ config, body, scope, log: request.log });
        return { ok: true as const, message };
      },
    );
  };
}
