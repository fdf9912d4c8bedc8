/**
 * npm run bench — measurements, never assertions:
 *  - the JavaScript the login page downloads (entry + preloads; everything /login loads), gzip;
 *  - the JavaScript /login, / and /landing load on the wire in Chromium (bench/first-page-js.ts);
 *  - GET /api/me (session → actor → answer) through the whole app on PGlite;
 *  - POST /api/v1/documents (API key) vs POST /api/documents (session), same document (bench/api-v1.ts);
 *  - the permission check used by every guard;
 *  - the job queue: enqueue 10,000 and drain, on PGlite and PostgreSQL (bench/jobs.ts);
 *  - PDF through the service vs bare page.pdf() (bench/pdf.ts);
 *  - webhook event commit → local receiver, worker idle (bench/webhooks.ts);
 *  - `npm start` until GET / answers, on a fresh and on an existing data directory (bench/start.ts);
 *  - Lighthouse on /landing and /login of a production start (bench/lighthouse.ts).
 *  - a 20 MB upload judged while GET /api/health answers (bench/uploads.ts);
 * Named, alone: `npm run bench -- load` (bench/load.ts), `npm run bench -- live` (bench/live.ts),
 * `npm run bench -- uploads` (bench/uploads.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { hasPermission, ROLE_DEFINITIONS } from "../src/domain/auth/permissions";

/** `npm run bench -- <name>` runs one named bench alone (issue 28's load and live benches). */
const NAMED: Record<string, () => Promise<void>> = {
  load: async () => (await import("./load")).benchLoad(),
  live: async () => (await import("./live")).benchLive(),
  uploads: async () => (await import("./uploads")).benchUploads(),
};
const named = process.argv[2];
if (named) {
  const run = NAMED[named];
  if (!run) {
    console.error(`bench desconhecido: ${named} (disponíveis: ${Object.keys(NAMED).join(", ")})`);
    process.exit(1);
  }
  await run();
  process.exit(0);
}

function timeIt(label: string, iterations: number, fn: () => unknown) {
  for (let i = 0; i < Math.min(1000, iterations / 10); i++) fn();
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) fn();
  const ns = Number(process.hrtime.bigint() - start) / iterations;
  console.log(`${label.padEnd(48)} ${(ns / 1000).toFixed(2).padStart(10)} µs/op`);
}

async function timeAsync(label: string, iterations: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const s = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - s) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const p = (q: number) => samples[Math.floor(q * (samples.length - 1))]?.toFixed(2);
  console.log(`${label.padEnd(48)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  (${iterations} runs)`);
}

/**
 * The JavaScript of the login page, from the Vite manifest: the entry with its modulepreloads (what
 * index.html makes every page download before anything renders; issue 8's measure), then everything
 * /login downloads in all (plus the login page's chunk), gzip and brotli (what the server sends a
 * browser that accepts it). What a browser really downloads, headers included: bench/first-page-js.ts.
 */
function loginPageJs() {
  const dir = "dist/web";
  const manifestFile = join(dir, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return console.log("login page JS: run `npm run build` first");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[]; src?: string }
  >;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? "";
  // The login page's code is one chunk (a code-splitting group: scripts/page-chunk.ts, decision 0031).
  const lazyKeys = Object.keys(manifest).filter((k) => /^_login-page-[\w-]+\.js$/.test(k));
  const entry = closure([entryKey]);
  const login = closure(lazyKeys, new Set(entry));
  const size = (keys: Set<string>, zip: (b: Buffer) => Buffer) =>
    [...keys].reduce((sum, k) => sum + zip(readFileSync(join(dir, manifest[k]?.file ?? ""))).length, 0) / 1024;
  const gzip = (b: Buffer) => gzipSync(b, { level: 9 });
  const brotli = (b: Buffer) => brotliCompressSync(b);
  const all = readdirSync(join(dir, "assets")).filter((f) => f.endsWith(".js")).length;
  console.log(
    `${"login page JavaScript: entry + preloads, gzip".padEnd(48)} ${size(entry, gzip).toFixed(1).padStart(10)} kB  (${entry.size} of ${all} chunks)`,
  );
  console.log(
    `${"login page JavaScript: all it loads, gzip".padEnd(48)} ${size(login, gzip).toFixed(1).padStart(10)} kB  (${login.size} chunks; brotli ${size(login, brotli).toFixed(1)} kB)`,
  );
}

loginPageJs();

const { benchFirstPageJs } = await import("./first-page-js");
await benchFirstPageJs();

const { benchStart } = await import("./start");
await benchStart();
const holder = { roles: ROLE_DEFINITIONS.filter((r) => r.slug === "standard_user" || r.slug === "corporate_admin") };
timeIt("hasPermission (two roles)", 1_000_000, () => hasPermission(holder, "manage_users"));

const { createTestContextForBench } = await import("./support");
const ctx = await createTestContextForBench();
try {
  await timeAsync("GET /api/me (session + actor, PGlite)", 300, () =>
    ctx.app.inject({ method: "GET", url: "/api/me", headers: { cookie: ctx.cookie } }),
  );
} finally {
  await ctx.close();
}

const { benchPdf } = await import("./pdf");
await benchPdf();

const { benchJobs } = await import("./jobs");
await benchJobs();

const { benchApiV1 } = await import("./api-v1");
await benchApiV1();

const { benchDocumentList } = await import("./documents-list");
await benchDocumentList();

const { benchDelivery } = await import("./delivery");
await benchDelivery();

const { benchWebhooks } = await import("./webhooks");
await benchWebhooks();

const { benchUploads } = await import("./uploads");
await benchUploads();
const { benchLighthouse } = await import("./lighthouse");
await benchLighthouse();
