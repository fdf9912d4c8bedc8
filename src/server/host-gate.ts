import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { canonicalHost } from "../domain/shared/host-name";
import { storedFiles } from "./db/tables/files";
import { hostAccount } from "./modules/branding";
import { shareLinkAccount } from "./modules/delivery";
import { signingLinkAccount } from "./modules/signatures";
import type { Deps } from "./platform/deps";
import { sendError } from "./platform/http/errors";
import { decorateServedHost } from "./platform/http/served-host";

/** The signer's and the shared link's pages and their API, by the token that says whose they are. */
const SIGNING = /^\/(?:assinar|api\/sign)\/([^/?#]+)/;
const SHARED = /^\/(?:compartilhado|api\/shared)\/([^/?#]+)/;
const FILE = /^\/api\/files\/([0-9a-f-]{36})$/;
/** The SPA's built files (hashed scripts, styles, fonts, icons): the same for every host, no data. */
const STATIC_FILE = /^\/(?:assets\/[\w.-]+|[\w-]+\.(?:svg|png|ico|txt|webmanifest))$/;

const PAGE_OR_FILE = new Set(["GET", "HEAD"]);

/**
 * Host-name routing of white label (issue 26, decision 0043). A request to the platform's own host, or
 * to a host no account has verified, is the platform's as always. On an account's verified host only
 * that account's signer and share links (pages and API), its stored images (the logo) and the SPA's
 * static files answer; everything else, another account's links included, is 404.
 */
export function registerHostGate(app: FastifyInstance, deps: Pick<Deps, "db" | "config">): void {
  const platformHost = canonicalHost(new URL(deps.config.appUrl).host);
  decorateServedHost(app);

  async function ownerOf(method: string, path: string): Promise<string | "anyone" | null> {
    const signing = SIGNING.exec(path)?.[1];
    if (signing) return signingLinkAccount(deps.db, decodeURIComponent(signing));
    const shared = SHARED.exec(path)?.[1];
    if (shared) return shareLinkAccount(deps, decodeURIComponent(shared));
    if (!PAGE_OR_FILE.has(method)) return null;
    const file = FILE.exec(path)?.[1];
    if (file) {
      const [row] = await deps.db
        .select({ accountId: storedFiles.corporateAccountId })
        .from(storedFiles)
        .where(eq(storedFiles.id, file))
        .limit(1);
      return row?.accountId ?? null;
    }
    return STATIC_FILE.test(path) ? "anyone" : null;
  }

  app.addHook("onRequest", async (request, reply) => {
    // request.host honours X-Forwarded-Host only when TRUST_PROXY names the proxy (decision 0004). Its
    // canonical spelling: a trailing dot, capitals or a port must not make a customer's host the platform's.
    const hostname = canonicalHost(request.host);
    if (!hostname || hostname === platformHost) return;
    const accountId = await hostAccount(deps.db, hostname);
    if (!accountId) return;
    const path = request.url.split("?")[0] ?? "";
    let owner: string | null;
    try {
      owner = await ownerOf(request.method, path);
    } catch {
      owner = null; // a malformed token (bad escape) is no link of this account
    }
    if (owner !== accountId && owner !== "anyone") return sendError(reply, "NOT_FOUND");
    request.servedHost = hostname;
  });
}
