import type { FastifyPluginAsync } from "fastify";
import { requireRole, requireSignedIn } from "../../../domain/auth/permissions";
import { BRANDING_MESSAGES, LOGO_MAX_BYTES } from "../../../domain/branding/branding";
import { brandingContracts as c } from "../../../domain/branding/contract";
import type { RouteDeps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { actorOf } from "../../platform/http/guards";
import { acceptRawBody, rawBody } from "../../platform/http/raw-body";
import { noContentRoute, route } from "../../platform/http/route";
import { customHostScreen, removeCustomHost, saveCustomHost, verifyCustomHost } from "./custom-host";
import { accountBrand, brandingScreen } from "./read-branding";
import { saveBranding, uploadLogo } from "./save-branding";

/** The settings are the corporate admin's, of its own account (the super admin has no account to brand). */
const admin = { access: requireRole("corporate_admin") };
const tooLarge = () => new AppError("IMAGE_TOO_LARGE", BRANDING_MESSAGES.logoTooLarge);

/** Branding (issue 26): read and save the settings, upload the logo, and the look of the app shell. */
export function brandingRoutes({
  db,
  storage,
  config,
  resolver,
  clock,
}: Pick<RouteDeps, "db" | "storage" | "config" | "resolver" | "clock">): FastifyPluginAsync {
  return async (app) => {
    route(app, c.get, admin, async (request) => brandingScreen(db, actorOf(request)));
    route(app, c.save, admin, async (request) => saveBranding(db, actorOf(request), request.body));
    route(app, c.current, { access: requireSignedIn }, async (request) => accountBrand(db, actorOf(request).accountId));
    route(app, c.host, admin, async (request) => customHostScreen(db, actorOf(request)));
    route(app, c.saveHost, admin, async (request) => saveCustomHost(db, actorOf(request), request.body, config.appUrl));
    route(app, c.verifyHost, admin, async (request) => verifyCustomHost(db, resolver.txt, actorOf(request), clock()));
    noContentRoute(app, c.removeHost, admin, (request) => removeCustomHost(db, actorOf(request)));
    // Encapsulated: only the logo route reads its body as raw bytes, stopping past 1 MB.
    await app.register(async (raw) => {
      acceptRawBody(raw, LOGO_MAX_BYTES, tooLarge);
      route(raw, c.uploadLogo, { ...admin, bodyLimit: LOGO_MAX_BYTES * 4 }, async (request, reply) =>
        reply.status(201).send(await uploadLogo(db, storage, actorOf(request), rawBody(request.body), tooLarge)),
      );
    });
  };
}
