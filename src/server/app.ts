import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { AccessRule } from "../domain/permissions";
import { loadActor } from "./auth/actor";
import { createAuth } from "./auth/auth";
import { registerAuthBridge } from "./auth/fastify-bridge";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { categoryRoutes } from "./features/categories/routes";
import { corporateAccountRoutes } from "./features/corporate-accounts/routes";
import { devMailboxRoutes } from "./features/dev-mailbox/routes";
import { documentRoutes } from "./features/documents/routes";
import { esignWebhookRoutes } from "./features/esign-webhook/routes";
import { eventRoutes } from "./features/events/routes";
import { fileRoutes } from "./features/files/routes";
import { databaseFileStorage } from "./features/files/storage";
import { headerFooterRoutes } from "./features/header-footer/routes";
import { healthRoutes } from "./features/health/routes";
import { planOverviewRoutes } from "./features/plan-overview/routes";
import { planRoutes } from "./features/plans/routes";
import { sessionRoutes } from "./features/session/routes";
import { esignSettingsRoutes } from "./features/settings/esign-routes";
import { smtpSettingsRoutes } from "./features/settings/smtp-routes";
import { whatsappSettingsRoutes } from "./features/settings/whatsapp-routes";
import { signupRoutes } from "./features/signup/routes";
import { templateRoutes } from "./features/templates/routes";
import { userRoutes } from "./features/users/routes";
import { errorBody, registerErrorHandler } from "./http/errors";
import { EventHub } from "./http/event-hub";
import { registerAccessGuard } from "./http/guards";
import { toHeaders } from "./http/headers";
import { registerSecurity } from "./http/security";
import type { SystemMailer } from "./integrations/mail/system-mailer";
import type { PdfService } from "./integrations/pdf/types";
import { createSecrets } from "./services/secrets";

export interface AppDeps {
  config: AppConfig & { authRateLimitMax?: number; signupRateLimitMax?: number; outboundTimeoutMs?: number };
  database: Database;
  mailer: SystemMailer;
  logger?: boolean;
  /** The PDF service (branch platform-pdf; later deps.pdf). Closed with the app. */
  pdf?: PdfService;
}

export interface RouteEntry {
  method: string;
  url: string;
  access: AccessRule | "public" | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    routeCatalog: RouteEntry[];
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;
const webRoot = resolve(import.meta.dirname, "../../dist/web");

/** Builds the whole application (used by main and by the integration tests). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, mailer } = deps;
  const db = database.db;
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();
  // Every route with its access rule, so tests can prove the gate on all of them.
  const routeCatalog: RouteEntry[] = [];
  app.decorate("routeCatalog", routeCatalog);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      routeCatalog.push({ method, url: route.url, access: route.config?.access });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: { info: { title: "Minuta API", version: "0.1.0" } },
    transform: jsonSchemaTransform,
  });

  const auth = createAuth({ config, db, mailer });
  const hub = new EventHub();
  const stopListening = await database.listen("minuta_changes", (payload) => hub.publish(payload));
  app.addHook("onClose", async () => stopListening());

  registerErrorHandler(app);
  registerSecurity(app, config);
  registerAccessGuard(app, async (request) => {
    const session = await auth.api.getSession({ headers: toHeaders(request.headers) });
    return session ? loadActor(db, session.user.id) : null;
  });
  await registerAuthBridge(app, auth, config.appUrl);

  await app.register(healthRoutes);
  await app.register(signupRoutes({ db, auth, maxPerMinute: config.signupRateLimitMax }));
  await app.register(sessionRoutes);
  await app.register(eventRoutes(hub));
  await app.register(templateRoutes(db));
  await app.register(documentRoutes({ db, pdf: deps.pdf }));
  if (deps.pdf) {
    const pdf = deps.pdf;
    app.addHook("onClose", async () => pdf.close());
  }
  await app.register(headerFooterRoutes(db));
  await app.register(fileRoutes(databaseFileStorage(db)));
  const secrets = createSecrets(config.encryptionKey);
  const timeoutMs = config.outboundTimeoutMs ?? 10_000;
  const blockPrivate = config.outboundBlockPrivate;
  await app.register(planRoutes({ db }));
  await app.register(corporateAccountRoutes({ db, secrets }));
  await app.register(planOverviewRoutes({ db }));
  await app.register(smtpSettingsRoutes({ db, secrets, timeoutMs, blockPrivate }));
  await app.register(whatsappSettingsRoutes({ db, secrets, timeoutMs, blockPrivate }));
  const { appUrl, zapsignApiUrl } = config;
  await app.register(esignSettingsRoutes({ db, secrets, appUrl, zapsignApiUrl, timeoutMs, blockPrivate }));
  await app.register(esignWebhookRoutes({ db, secrets }));
  await app.register(userRoutes({ db, auth }));
  await app.register(categoryRoutes({ db }));
  // The development outbox exists only in development without SMTP, and answers only local requests:
  // it shows confirmation and reset links, which must never reach anyone else.
  if (config.env === "development" && !config.smtpUrl) await app.register(devMailboxRoutes(mailer));

  await registerWeb(app);
  return app;
}

/** Serves the built SPA; every non-API GET falls back to index.html (the router decides). */
async function registerWeb(app: FastifyInstance): Promise<void> {
  const hasWeb = existsSync(join(webRoot, "index.html"));
  if (hasWeb) await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (request.method === "GET" && !path.startsWith("/api/") && hasWeb) {
      return reply.type("text/html; charset=utf-8").sendFile("index.html");
    }
    return reply.status(404).send(errorBody("NOT_FOUND", `Rota não encontrada: ${request.method} ${path}`));
  });
}
