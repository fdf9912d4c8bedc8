import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pageWithSealClaim } from "../domain/signatures/seal-claim";
import { sealClaim } from "./modules/signatures";
import type { Deps } from "./platform/deps";
import { sendError } from "./platform/http/errors";
import { webRoot } from "./platform/paths";

/** Hashed file names (Vite's `assets/name-HASH.ext`) never change content: cache them for a year. */
const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}(\.[a-z0-9]+)+$/;

interface Variant {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Serves the built SPA: precompressed brotli/gzip made at build time, hashed assets cached for a
 * year, index.html revalidated on every visit; every non-API GET or HEAD falls back to index.html
 * (the router decides). The HTML of a page says what the seal in force is (pageWithSealClaim).
 */
export async function registerWeb(app: FastifyInstance, deps: Deps): Promise<void> {
  const hasWeb = existsSync(join(webRoot, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header(
          "cache-control",
          HASHED_ASSET.test(path.replaceAll("\\", "/")) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  // Pages built with their own preload hints (dist/web/login.html for /login…; scripts/route-html.ts).
  const pageHtml = new Map(
    (hasWeb ? readdirSync(webRoot) : [])
      .filter((f) => f.endsWith(".html") && f !== "index.html")
      .map((f) => [`/${f.slice(0, -".html".length)}`, f]),
  );
  // A visitor at / sees the login page (web/app/home-route.tsx): the same preloads serve it.
  if (pageHtml.has("/login")) pageHtml.set("/", "login.html");
  // The ICP-Brasil variants, made once per file on first use (the built files do not change while running).
  const variants = new Map<string, Variant>();
  const variant = (file: string): Variant => {
    let v = variants.get(file);
    if (!v) {
      const plain = Buffer.from(pageWithSealClaim(readFileSync(join(webRoot, file), "utf8"), "icp-brasil"));
      v = { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) };
      variants.set(file, v);
    }
    return v;
  };
  const sendVariant = (request: FastifyRequest, reply: FastifyReply, v: Variant) => {
    const accepts = String(request.headers["accept-encoding"] ?? "");
    reply.header("vary", "accept-encoding");
    if (/\bbr\b/.test(accepts)) return reply.header("content-encoding", "br").send(v.br);
    if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(v.gzip);
    return reply.send(v.plain);
  };
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const page = request.method === "GET" || request.method === "HEAD";
    if (page && !path.startsWith("/api/") && hasWeb) {
      const file = pageHtml.get(path) ?? "index.html";
      reply.type("text/html; charset=utf-8").header("cache-control", "no-cache");
      if ((await sealClaim(deps)) === "icp-brasil") return sendVariant(request, reply, variant(file));
      return reply.sendFile(file);
    }
    return sendError(reply, "NOT_FOUND", `Rota não encontrada: ${request.method} ${path}`);
  });
}
