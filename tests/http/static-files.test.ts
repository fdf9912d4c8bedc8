import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../helpers/app";

// The built SPA (made by `npm install`'s postinstall and by `npm run build`).
const html = readFileSync(join(process.cwd(), "dist/web/index.html"), "utf8");
const entry = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? "";

describe("static files of the SPA", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("serves hashed assets precompressed (brotli, else gzip) and cached for a year", async () => {
    expect(entry).not.toBe("");
    const br = await ctx.app.inject({ method: "GET", url: entry, headers: { "accept-encoding": "br, gzip" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const gz = await ctx.app.inject({ method: "GET", url: entry, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await ctx.app.inject({ method: "GET", url: entry });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(br.headers["content-length"])).toBeLessThan(plain.rawPayload.length / 2);
  });

  it("answers index.html with no-cache, for the root and for SPA routes, to GET and HEAD alike", async () => {
    for (const url of ["/", "/landing", "/my-documents"]) {
      const get = await ctx.app.inject({ method: "GET", url });
      expect(get.statusCode, url).toBe(200);
      expect(get.headers["content-type"]).toContain("text/html");
      expect(get.headers["cache-control"]).toBe("no-cache");
      const head = await ctx.app.inject({ method: "HEAD", url });
      expect(head.statusCode, `HEAD ${url}`).toBe(200);
      expect(head.headers["content-type"]).toContain("text/html");
    }
  });

  it("answers /login and /landing with their own code preloaded beside the entry, other routes without", async () => {
    const preloads = (body: string) => [...body.matchAll(/rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
    const login = await ctx.app.inject({ method: "GET", url: "/login", headers: { "accept-encoding": "br" } });
    expect(login.headers["content-encoding"]).toBe("br");
    const loginHtml = (await ctx.app.inject({ method: "GET", url: "/login?next=x" })).body;
    expect(loginHtml).toContain(`src="${entry}"`);
    expect(preloads(loginHtml).some((f) => /\/assets\/login-page-/.test(f ?? ""))).toBe(true);
    const landing = (await ctx.app.inject({ method: "GET", url: "/landing" })).body;
    expect(preloads(landing).some((f) => /\/assets\/landing-page-/.test(f ?? ""))).toBe(true);
    // The landing takes the shared modules (form fields, alert, brand link) from the login page's chunk:
    // decision 0031 (one chunk for /login rather than 13 small ones). The sign-up form stays out of both.
    expect(preloads(landing).some((f) => /\/assets\/sign-up-form-/.test(f ?? ""))).toBe(false);
    expect(preloads(loginHtml).some((f) => /\/assets\/sign-up-form-/.test(f ?? ""))).toBe(false);
    const other = (await ctx.app.inject({ method: "GET", url: "/my-documents" })).body;
    expect(other).toBe(html);
  });

  it("answers /landing with the page itself in its HTML, its code run after the first paint", async () => {
    const landing = (await ctx.app.inject({ method: "GET", url: "/landing" })).body;
    const root = landing.slice(landing.indexOf('<div id="root"'));
    expect(root).toMatch(/^<div id="root" data-prerendered>/);
    expect(root).toContain(">Gere, envie e assine contratos em minutos</h1>");
    expect(root).toContain('id="features"');
    expect(root).toContain("Carregando planos...");
    expect(root).not.toContain("Carregando…");
    // "Entrar" and three "Começar Agora" (the plans add theirs) lead to /login (decision 0031): plain links until the app runs.
    expect(root.match(/<a [^>]*href="\/login"/g)?.length).toBe(4);
    // Its code runs after the first paint: a small script waits for a frame, then imports the entry,
    // fetched meanwhile at low priority with the page's chunks.
    expect(landing).not.toContain(`src="${entry}"`);
    expect(landing).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="${entry}">`);
    expect(landing).not.toMatch(/<link rel="modulepreload" crossorigin/);
    const boot = landing.match(/<script type="module" crossorigin src="(\/assets\/landing-boot-[^"]+\.js)">/)?.[1];
    const bootJs = await ctx.app.inject({ method: "GET", url: boot ?? "/missing.js" });
    expect(bootJs.headers["content-type"]).toContain("javascript");
    expect(bootJs.body).toBe(`requestAnimationFrame(()=>setTimeout(()=>import("${entry}")));\n`);
    // Only the landing: the login page and the other routes keep the loading line and normal priority.
    for (const url of ["/login", "/my-documents"]) {
      const body = (await ctx.app.inject({ method: "GET", url })).body;
      expect(body, url).toContain(
        '<div id="root"><p class="p-6 text-center text-sm text-slate-500">Carregando…</p></div>',
      );
      expect(body, url).not.toContain("fetchpriority");
    }
  });

  it("answers /robots.txt with the file itself, not the SPA's index.html", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).not.toContain("<html");
  });

  it("carries the stylesheet inside index.html: the first paint waits for no other request", () => {
    expect(html).toMatch(/<style>[^<]*tailwindcss/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });

  it("keeps unknown API paths a JSON 404", async () => {
    const res = await ctx.app.inject({ method: "HEAD", url: "/api/nada" });
    expect(res.statusCode).toBe(404);
  });
});
