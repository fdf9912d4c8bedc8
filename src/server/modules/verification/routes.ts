import type { FastifyPluginAsync } from "fastify";
import { verificationContracts as c } from "../../../domain/verification/contract";
import { VERIFICATION_MESSAGES, VERIFY_PDF_MAX_BYTES } from "../../../domain/verification/verification";
import type { RouteDeps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { fixedWindowLimiter } from "../../platform/http/rate-limit";
import { acceptRawBody, rawBody } from "../../platform/http/raw-body";
import { route } from "../../platform/http/route";
import { verifyByCode, verifyByFile } from "./verify-document";

/** Verifications per client address per minute, codes and files together (docs/decisions/0029). */
export const VERIFY_RATE_LIMIT_PER_MINUTE = 20;

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", VERIFICATION_MESSAGES.fileTooLarge);
// Public: anyone holding the document (or its code) may verify it.
const open = { access: "public" as const };

/** The public verification of sealed documents (/verificar): by the printed code or by the PDF itself. */
export function verificationRoutes({ db, rateLimits }: Pick<RouteDeps, "db" | "rateLimits">): FastifyPluginAsync {
  return async (app) => {
    const allow = fixedWindowLimiter(rateLimits, "verify", VERIFY_RATE_LIMIT_PER_MINUTE, 60_000);
    // Encapsulated to this plugin: counted before the body is read; the PDF is read as bytes up to 20 MB.
    app.addHook("onRequest", async (request) => {
      if (!(await allow(request.ip))) throw new AppError("TOO_MANY_REQUESTS", VERIFICATION_MESSAGES.tooManyRequests);
    });
    acceptRawBody(app, VERIFY_PDF_MAX_BYTES, tooLarge);

    route(app, c.byCode, open, async (request) => verifyByCode(db, request.params.code));
    route(app, c.byFile, { ...open, bodyLimit: VERIFY_PDF_MAX_BYTES * 2 }, async (request) =>
      verifyByFile(db, rawBody(request.body)),
    );
  };
}
