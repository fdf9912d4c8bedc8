/**
 * Load bench (issue 28): `npm run bench -- load`. 200 virtual users (LOAD_USERS) for 10 minutes
 * (LOAD_SECONDS) against Minuta started as its own process (MINUTA_ROLE=all) on a fresh PostgreSQL
 * database (BENCH_DATABASE_URL: the server to create it on). Users are signed in once; each endpoint
 * below gets its share of the users as autocannon connections, each request as a random user of the
 * endpoint's role; SSE streams stay open for the whole run. Prints per endpoint p50/p95/p99 (from
 * every response's time, not autocannon's fixed percentiles, which have no p95), throughput, errors,
 * and the database connections in use (pg_stat_activity, sampled every 250 ms).
 * LOAD_CPU_PROF=1: the server runs with --cpu-prof and the heaviest functions are listed.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { rawRows } from "../src/server/platform/db/raw-rows";
import {
  type BenchTenant,
  type BenchUser,
  benchDatabase,
  percentiles,
  seedTenants,
  signInAll,
  startBenchServer,
} from "./server-process";

type Role = BenchUser["role"] | "any";
interface Endpoint {
  name: string;
  share: number;
  role: Role;
  kind: "read" | "write";
  request(user: BenchUser, tenant: BenchTenant): { method: string; path: string; body?: unknown };
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;
/** Documents made during the run, per account: their first PDF is rendered on demand (the write with a PDF). */
const fresh = new Map<string, string[]>();

const ENDPOINTS: Endpoint[] = [
  {
    name: "GET /api/session",
    share: 0.07,
    role: "any",
    kind: "read",
    request: () => ({ method: "GET", path: "/api/session" }),
  },
  {
    name: "GET /api/documents (lista)",
    share: 0.23,
    role: "any",
    kind: "read",
    request: () => ({ method: "GET", path: "/api/documents?page=1" }),
  },
  {
    name: "GET /api/documents/:id",
    share: 0.18,
    role: "corporate_admin",
    kind: "read",
    request: (_u, t) => ({ method: "GET", path: `/api/documents/${pick(t.documentIds)}` }),
  },
  {
    name: "GET /api/corporate/dashboard",
    share: 0.1,
    role: "corporate_admin",
    kind: "read",
    request: () => ({ method: "GET", path: "/api/corporate/dashboard" }),
  },
  {
    name: "GET /api/corporate/reports",
    share: 0.07,
    role: "corporate_admin",
    kind: "read",
    request: () => ({ method: "GET", path: "/api/corporate/reports" }),
  },
  {
    name: "POST /api/documents (finalizado)",
    share: 0.08,
    role: "standard_user",
    kind: "write",
    request: (_u, t) => ({
      method: "POST",
      path: "/api/documents",
      body: {
        templateId: t.templateId,
        values: { nome: `Cliente ${Math.random().toString(36).slice(2, 8)}` },
        status: "finalized",
      },
    }),
  },
  {
    name: "GET /api/documents/:id/pdf (1º PDF)",
    share: 0.07,
    role: "corporate_admin",
    kind: "write",
    request: (_u, t) => {
      const mine = fresh.get(t.accountId);
      return { method: "GET", path: `/api/documents/${mine?.pop() ?? pick(t.documentIds)}/pdf` };
    },
  },
  {
    name: "PUT /api/templates/:id",
    share: 0.05,
    role: "corporate_admin",
    kind: "write",
    request: (_u, t) => ({
      method: "PUT",
      path: `/api/templates/${t.templateId}`,
      body: {
        title: "Contrato de prestação",
        categoryId: t.categoryId,
        templateContent: `<h1>Contrato</h1><p>Contrato de prestação de serviços com {{nome}}. Revisão ${Date.now()}.</p>`,
        variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
        isActive: true,
      },
    }),
  },
];
const SSE_SHARE = 0.15;

export async function benchLoad(): Promise<void> {
  const users = Number(process.env.LOAD_USERS ?? 200);
  const seconds = Number(process.env.LOAD_SECONDS ?? 600);
  const profile = process.env.LOAD_CPU_PROF === "1";
  const profDir = join("bench", "out", `load-${Date.now()}`);
  if (profile) mkdirSync(profDir, { recursive: true });
  const bench = await benchDatabase("minuta_bench_load");
  const server = await startBenchServer(bench.url, {}, profile ? ["--cpu-prof", `--cpu-prof-dir=${profDir}`] : []);
  try {
    const tenants = await seedTenants(bench.database, { accounts: 10, admins: 4, standards: 8, docsPerUser: 20 });
    const all = tenants.flatMap((t) => t.users);
    await signInAll(server.url, all);
    const tenantOf = new Map(tenants.map((t) => [t.accountId, t]));
    const byRole = (role: Role) => (role === "any" ? all : all.filter((u) => u.role === role));

    // SSE: held open for the run, spread over all users.
    const sseCount = Math.round(users * SSE_SHARE);
    const sse = new AbortController();
    const sseOpen: number[] = [];
    let sseFailed = 0;
    await Promise.all(
      Array.from({ length: sseCount }, async (_, i) => {
        const user = all[i % all.length] as BenchUser;
        const started = performance.now();
        try {
          const res = await fetch(`${server.url}/api/events`, { headers: { cookie: user.cookie }, signal: sse.signal });
          if (res.status !== 200 || !res.body) throw new Error(String(res.status));
          sseOpen.push(performance.now() - started);
          void res.body.pipeTo(new WritableStream()).catch(() => undefined);
        } catch {
          sseFailed++;
        }
      }),
    );

    // Pool use: connections of this database by state, sampled.
    const poolSamples: Array<{ active: number; total: number }> = [];
    const sampler = setInterval(async () => {
      const rows = await rawRows<{ active: number; total: number }>(
        bench.database.db,
        sql`select count(*) filter (where state = 'active' and pid <> pg_backend_pid())::int as active, count(*)::int as total
            from pg_stat_activity where datname = current_database()`,
      ).catch(() => []);
      if (rows[0]) poolSamples.push(rows[0]);
    }, 250);

    const httpUsers = users - sseCount;
    const totalShare = ENDPOINTS.reduce((s, e) => s + e.share, 0);
    console.log(
      `\ncarga: ${users} usuários virtuais (${httpUsers} HTTP + ${sseCount} SSE) por ${seconds} s, PostgreSQL, MINUTA_ROLE=all`,
    );
    const results = await Promise.all(
      ENDPOINTS.map(async (endpoint) => {
        const connections = Math.max(1, Math.round((httpUsers * endpoint.share) / totalShare));
        const pool = byRole(endpoint.role);
        const times: number[] = [];
        const statuses = new Map<number, number>();
        const instance = autocannon({
          url: server.url,
          connections,
          duration: seconds,
          timeout: 30,
          requests: [
            {
              setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
                const user = pick(pool);
                context.accountId = user.accountId;
                const { method, path, body } = endpoint.request(user, tenantOf.get(user.accountId) as BenchTenant);
                return {
                  ...req,
                  method,
                  path,
                  body: body ? JSON.stringify(body) : undefined,
                  headers: {
                    cookie: user.cookie,
                    origin: server.url,
                    ...(body ? { "content-type": "application/json" } : {}),
                  },
                };
              },
              onResponse: (status: number, body: string, context: Record<string, unknown>) => {
                if (endpoint.name.startsWith("POST /api/documents") && status === 201) {
                  const owner = String(context.accountId);
                  const doc = JSON.parse(body) as { id: string };
                  fresh.set(owner, [...(fresh.get(owner) ?? []), doc.id].slice(-200));
                }
              },
            },
          ],
        });
        instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
          times.push(ms);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        });
        const result = await instance;
        return { endpoint, connections, times, statuses, result };
      }),
    );
    clearInterval(sampler);
    sse.abort();

    console.log(
      `\n${"endpoint".padEnd(40)} ${"VUs".padStart(4)} ${"req".padStart(7)} ${"req/s".padStart(7)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"erros".padStart(6)}  meta p95`,
    );
    let total = 0;
    let errors = 0;
    for (const { endpoint, connections, times, statuses, result } of results) {
      const p = percentiles(times);
      const bad =
        [...statuses].filter(([s]) => s >= 400).reduce((n, [, c]) => n + c, 0) + result.errors + result.timeouts;
      total += times.length;
      errors += bad;
      const goal = endpoint.kind === "read" ? 300 : 1000;
      console.log(
        `${endpoint.name.padEnd(40)} ${String(connections).padStart(4)} ${String(times.length).padStart(7)} ${(times.length / seconds).toFixed(1).padStart(7)} ${p.p50.toFixed(0).padStart(7)} ${p.p95.toFixed(0).padStart(7)} ${p.p99.toFixed(0).padStart(7)} ${String(bad).padStart(6)}  ≤ ${goal} ms ${p.p95 <= goal ? "ok" : "NÃO"}`,
      );
      if (bad > 0)
        console.log(
          `    status: ${JSON.stringify(Object.fromEntries(statuses))}, erros de conexão ${result.errors}, timeouts ${result.timeouts}`,
        );
    }
    const sseP = percentiles(sseOpen);
    console.log(
      `${"SSE /api/events (abertos)".padEnd(40)} ${String(sseCount).padStart(4)} ${String(sseOpen.length).padStart(7)} ${"".padStart(7)} ${sseP.p50.toFixed(0).padStart(7)} ${sseP.p95.toFixed(0).padStart(7)} ${sseP.p99.toFixed(0).padStart(7)} ${String(sseFailed).padStart(6)}  (tempo para abrir)`,
    );
    const active = poolSamples.map((s) => s.active);
    const totalConns = poolSamples.map((s) => s.total);
    console.log(
      `\ntotal ${total} requisições, ${(total / seconds).toFixed(1)} req/s, ${errors} erros` +
        `\nbanco: conexões ativas média ${(active.reduce((a, b) => a + b, 0) / Math.max(1, active.length)).toFixed(1)}, máx ${Math.max(0, ...active)}; abertas máx ${Math.max(0, ...totalConns)} (pool do app: 10, mais pg-boss e LISTEN)`,
    );
  } finally {
    await server.stop();
    await bench.drop();
  }
  if (profile) printProfile(profDir);
}

/** The functions with the most samples of their own (self time) in the server's CPU profile. */
function printProfile(dir: string): void {
  const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) {
    console.log(`perfil de CPU: nenhum arquivo em ${dir}`);
    return;
  }
  const prof = JSON.parse(readFileSync(join(dir, file), "utf8")) as {
    nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
    samples: number[];
  };
  const self = new Map<number, number>();
  for (const id of prof.samples) self.set(id, (self.get(id) ?? 0) + 1);
  const byName = new Map<string, number>();
  for (const node of prof.nodes) {
    const n = self.get(node.id) ?? 0;
    if (!n) continue;
    const where = node.callFrame.url.replace(/^.*node_modules\//, "").replace(/^.*\/src\//, "src/");
    const key = `${node.callFrame.functionName || "(anônima)"} ${where}:${node.callFrame.lineNumber + 1}`;
    byName.set(key, (byName.get(key) ?? 0) + n);
  }
  const sum = prof.samples.length;
  console.log(`\nperfil de CPU do servidor (${join(dir, file)}), tempo próprio:`);
  for (const [name, n] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${((100 * n) / sum).toFixed(1).padStart(5)}%  ${name}`);
  }
}
