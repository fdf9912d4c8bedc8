/**
 * Start time (issue 8 §5: ≤ 8 s on a fresh data directory, ≤ 2 s on an existing one): spawns
 * `npm start` (which checks the builds, then runs dist/server/main.js) on a new DATA_DIR, polls
 * GET / until it answers 200, stops it with SIGTERM, then does the same on the directory it left.
 * BENCH_START_TSX=1 also measures tsx compiling src/server/main.ts (how `npm start` ran before) for comparison.
 * Alone: `npx tsx bench/start.ts`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const TIMEOUT_MS = 120_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** SIGTERM to the whole process group (npm → sh → node), then wait for it to exit. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  const killed = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
  if (!killed) process.kill(-child.pid, "SIGKILL");
  await exited;
}

/** Spawns the server in a process group of its own and resolves once GET / answers 200. */
export async function startServer(
  command: string[],
  env: Record<string, string | undefined>,
): Promise<{ child: ChildProcess; baseUrl: string; ms: number }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const [cmd = "npm", ...args] = command;
  const t0 = performance.now();
  const child = spawn(cmd, args, {
    env: { ...env, PORT: String(port), APP_URL: baseUrl },
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr += String(d);
  });
  try {
    while (!(await answers(`${baseUrl}/`))) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr.slice(-500)}`);
      if (performance.now() - t0 > TIMEOUT_MS) throw new Error(`no answer after ${TIMEOUT_MS} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  } catch (err) {
    await stop(child);
    throw err;
  }
  return { child, baseUrl, ms: performance.now() - t0 };
}

/**
 * `npm start` with NODE_ENV=production on a new data directory (what a self-hoster runs), `work` on its
 * base URL, then the server stopped and the directory removed.
 */
export async function withProductionServer(name: string, work: (baseUrl: string) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `minuta-bench-${name}-`));
  const { child, baseUrl } = await startServer(["npm", "start", "--silent"], {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    AUTH_SECRET: `${name}-bench-secret-${name}-bench-secret`,
    ENCRYPTION_KEY: `${name}-bench-key`,
  });
  try {
    await work(baseUrl);
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Milliseconds from spawn until GET / answers 200. */
async function timeStart(command: string[], dataDir: string): Promise<number> {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir };
  delete env.NODE_ENV;
  const { child, ms } = await startServer(command, env);
  await stop(child);
  return ms;
}

async function measure(label: string, command: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), "minuta-bench-start-"));
  rmSync(dataDir, { recursive: true }); // a DATA_DIR that does not exist yet, as on a new machine
  try {
    const fresh = await timeStart(command, dataDir);
    const existing: number[] = [];
    for (let i = 0; i < 3; i++) existing.push(await timeStart(command, dataDir));
    existing.sort((a, b) => a - b);
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `${`start ${label}: GET / answers`.padEnd(48)} fresh data dir ${s(fresh)}  existing ${s(existing[1] ?? 0)} (median of 3)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchStart(): Promise<void> {
  await measure("npm start", ["npm", "start", "--silent"]);
  if (process.env.BENCH_START_TSX === "1")
    await measure("tsx src/server/main.ts", ["node_modules/.bin/tsx", "src/server/main.ts"]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchStart();
