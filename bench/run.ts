/**
 * npm run bench — measurements, never assertions:
 *  - the JavaScript the login page downloads (entry chunk + its static imports), gzip;
 *  - GET /api/me (session → actor → answer) through the whole app on PGlite;
 *  - the permission check used by every guard;
 *  - the job queue: enqueue 10,000 and drain, on PGlite and PostgreSQL (bench/jobs.ts);
 *  - PDF through the service vs bare page.pdf() (bench/pdf.ts);
 *  - `npm start` until GET / answers, on a fresh and on an existing data directory (bench/start.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { hasPermission, ROLE_DEFINITIONS } from "../src/domain/permissions";

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

function firstPageJs() {
  const dir = "dist/web";
  const html = join(dir, "index.html");
  if (!existsSync(html)) return console.log("first page JS: run `npm run build` first");
  const entry = readFileSync(html, "utf8").match(/src="\/?([^"]+\.js)"/)?.[1];
  const preloads = [...readFileSync(html, "utf8").matchAll(/modulepreload" [^>]*href="\/?([^"]+)"/g)].map(
    (m) => m[1] ?? "",
  );
  const files = [entry, ...preloads].filter((f): f is string => Boolean(f));
  const total = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f))).length, 0);
  const all = readdirSync(join(dir, "assets")).filter((f) => f.endsWith(".js")).length;
  console.log(
    `${"login page JavaScript (entry + preloads, gzip)".padEnd(48)} ${(total / 1024).toFixed(1).padStart(10)} kB  (${files.length} of ${all} chunks)`,
  );
}

firstPageJs();

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

const { benchDocumentList } = await import("./documents-list");
await benchDocumentList();
