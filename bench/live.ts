/**
 * Live-update bench (issue 28): `npm run bench -- live`. 1,000 SSE clients (LIVE_CLIENTS) of 20
 * accounts' corporate admins hold /api/events open on Minuta (its own process, PostgreSQL); the bench
 * changes documents at 10 and then 100 changes a second (LIVE_SECONDS each, 30 by default), each
 * change a committed UPDATE of one account's document. Latency: from just before the UPDATE is sent
 * (so the commit is inside it) to the event's arrival at each client of that account (every admin of
 * the account sees every change), p50/p95/p99. Any event of another account at a client fails the
 * cross-tenant check.
 */
import { sql } from "drizzle-orm";
import { openEventStream } from "../tests/helpers/event-stream";
import { type BenchUser, benchDatabase, percentiles, seedTenants, signInAll, startBenchServer } from "./server-process";

interface Client {
  user: BenchUser;
  received: number;
  foreign: number;
}

export async function benchLive(): Promise<void> {
  const clientsWanted = Number(process.env.LIVE_CLIENTS ?? 1000);
  const seconds = Number(process.env.LIVE_SECONDS ?? 30);
  const ACCOUNTS = 20;
  const bench = await benchDatabase("minuta_bench_live");
  const server = await startBenchServer(bench.url);
  const abort = new AbortController();
  try {
    // 5 admins per account, 50 documents per admin: a document is changed again only after ≥ 10 s at 100/s.
    const tenants = await seedTenants(bench.database, { accounts: ACCOUNTS, admins: 5, standards: 0, docsPerUser: 50 });
    const users = tenants.flatMap((t) => t.users);
    await signInAll(server.url, users);

    /** When each (document, version) was sent to the database; the event names the document. */
    const sentAt = new Map<string, number>();
    const accountOfDoc = new Map<string, string>();
    for (const t of tenants) for (const id of t.documentIds) accountOfDoc.set(id, t.accountId);
    let latencies: number[] = [];
    const clients: Client[] = [];
    // The same notifications straight from PostgreSQL (no Minuta in between): what the database and
    // this machine cost by themselves, to tell them apart from the app's share.
    let direct: number[] = [];
    const stopDirect = await bench.database.listen("minuta_changes", (payload) => {
      const event = JSON.parse(payload) as { table: string; id: string };
      const t0 = event.table === "generated_documents" ? sentAt.get(event.id) : undefined;
      if (t0 !== undefined) direct.push(performance.now() - t0);
    });

    const open = async (user: BenchUser) => {
      const client: Client = { user, received: 0, foreign: 0 };
      await openEventStream(`${server.url}/api/events`, user.cookie, {
        signal: abort.signal,
        onEvent: (event, at) => {
          if (event.corporate_account_id !== user.accountId) client.foreign++;
          if (event.table !== "generated_documents") return;
          client.received++;
          const t0 = sentAt.get(String(event.id));
          if (t0 !== undefined) latencies.push(at - t0);
        },
      });
      clients.push(client);
    };
    // Open them a hundred at a time (a browser reconnecting storm is not what this measures).
    for (let i = 0; i < clientsWanted; i += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, clientsWanted - i) }, (_, k) =>
          open(users[(i + k) % users.length] as BenchUser),
        ),
      );
    }
    console.log(
      `\nao vivo: ${clients.length} clientes SSE em ${ACCOUNTS} contas (${users.length} sessões), ${seconds} s por taxa`,
    );
    console.log(
      `${"mudanças/s".padEnd(12)} ${"feitas".padStart(7)} ${"eventos".padStart(9)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"máx".padStart(7)}  outra conta`,
    );

    const docs = tenants.flatMap((t) => t.documentIds);
    let next = 0;
    for (const rate of [10, 100]) {
      latencies = [];
      direct = [];
      const expected = { events: 0 };
      let made = 0;
      const started = performance.now();
      const pending: Promise<unknown>[] = [];
      while (performance.now() - started < seconds * 1000) {
        const due = Math.floor(((performance.now() - started) / 1000) * rate);
        while (made < due) {
          const id = docs[next++ % docs.length] as string;
          made++;
          const receivers = clients.filter((c) => c.user.accountId === accountOfDoc.get(id)).length;
          expected.events += receivers;
          sentAt.set(id, performance.now());
          // .then() sends it now: a Drizzle query is lazy and runs only when awaited.
          pending.push(
            bench.database.db
              .execute(
                sql`update generated_documents set title = ${`Contrato revisto ${made}`}, updated_at = now() where id = ${id}`,
              )
              .then(() => undefined),
          );
        }
        await new Promise((r) => setTimeout(r, 2));
      }
      await Promise.all(pending);
      await new Promise((r) => setTimeout(r, 2000)); // the last events arrive
      const p = percentiles(latencies);
      const foreign = clients.reduce((n, c) => n + c.foreign, 0);
      console.log(
        `${String(rate).padEnd(12)} ${String(made).padStart(7)} ${`${latencies.length}/${expected.events}`.padStart(9)} ${p.p50.toFixed(1).padStart(7)} ${p.p95.toFixed(1).padStart(7)} ${p.p99.toFixed(1).padStart(7)} ${p.max.toFixed(0).padStart(7)}  ${foreign === 0 ? "nenhum evento (ok)" : `${foreign} EVENTOS DE OUTRA CONTA`}`,
      );
      const d = percentiles(direct);
      console.log(
        `${"  LISTEN direto".padEnd(12)} ${"".padStart(7)} ${String(direct.length).padStart(9)} ${d.p50.toFixed(1).padStart(7)} ${d.p95.toFixed(1).padStart(7)} ${d.p99.toFixed(1).padStart(7)} ${d.max.toFixed(0).padStart(7)}  (PostgreSQL → este processo, sem o app)`,
      );
    }
    await stopDirect();
    console.log("meta: p95 ≤ 100 ms a 10 mudanças/s (ms do envio do UPDATE ao evento no cliente)");
  } finally {
    abort.abort();
    await server.stop();
    await bench.drop();
  }
}
