/**
 * Uploads beside the rest (issue 38): an anonymous 20 MB POST /api/verification sent to Minuta
 * started as its own process (MINUTA_ROLE=all, fresh PostgreSQL database: BENCH_DATABASE_URL), while
 * GET /api/health is asked one request after another on a second connection. Prints, over
 * UPLOAD_RUNS uploads (5, after one to warm up), the time from the body's last byte to the answer ("judged"; target < 1 s)
 * and health's p50/p99/max while the uploads were in flight (target p99 < 50 ms), beside health alone.
 * Measures, never asserts. Run alone: `npm run bench -- uploads`.
 */
import { request } from "node:http";
import { VERIFY_PDF_MAX_BYTES } from "../src/domain/verification/verification";
import { benchDatabase, percentiles, startBenchServer } from "./server-process";

function send(url: string, method: string, body?: Buffer): Promise<{ status: number; sentAt: number; at: number }> {
  return new Promise((resolve, reject) => {
    let sentAt = Number.NaN;
    const req = request(url, { method, headers: body ? { "content-type": "application/pdf" } : {} }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, sentAt, at: performance.now() }));
    });
    req.on("error", reject);
    req.on("finish", () => {
      sentAt = performance.now();
    });
    req.end(body);
  });
}

/** Health asked back to back until `until` settles: each answer's latency. */
async function healthWhile(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    await send(`${url}/api/health`, "GET");
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function benchUploads(): Promise<void> {
  const runs = Number(process.env.UPLOAD_RUNS ?? 5);
  const bench = await benchDatabase("minuta_bench_uploads");
  const server = await startBenchServer(bench.url);
  try {
    const idle = percentiles(await healthWhile(server.url, new Promise((r) => setTimeout(r, 2000))));
    const pdf = Buffer.alloc(VERIFY_PDF_MAX_BYTES);
    for (let i = 0; i < pdf.length; i++) pdf[i] = (i * 7919) & 0xff;
    pdf.write("%PDF-1.7\n", 0, "latin1");
    // One upload first, unmeasured: the first request of a route loads its code.
    await send(`${server.url}/api/verification`, "POST", pdf);
    const judged: number[] = [];
    const total: number[] = [];
    const meanwhile: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const upload = send(`${server.url}/api/verification`, "POST", pdf);
      meanwhile.push(...(await healthWhile(server.url, upload)));
      const answer = await upload;
      if (answer.status !== 404) throw new Error(`verificação respondeu ${answer.status}`);
      judged.push(answer.at - answer.sentAt);
      total.push(answer.at - started);
    }
    const j = percentiles(judged);
    const t = percentiles(total);
    const h = percentiles(meanwhile);
    console.log(
      `${"upload 20 MB /api/verification: judged".padEnd(48)} p50 ${ms(j.p50)}  max ${ms(j.max)}  (sent+judged p50 ${ms(t.p50)}, ${runs} runs)`,
    );
    console.log(
      `${"GET /api/health during the uploads".padEnd(48)} p50 ${ms(h.p50)}  p99 ${ms(h.p99)}  max ${ms(h.max)}  (${meanwhile.length} requests)`,
    );
    console.log(`${"GET /api/health alone".padEnd(48)} p50 ${ms(idle.p50)}  p99 ${ms(idle.p99)}  max ${ms(idle.max)}`);
  } finally {
    await server.stop();
    await bench.drop();
  }
}
