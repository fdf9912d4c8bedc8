import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "../../bench/start";
import { until } from "../helpers/child-worker";

export { freePort };

const entry = new URL("./minuta-process.ts", import.meta.url).pathname;

export interface MinutaProcess {
  proc: ChildProcess;
  /** stdout and stderr, as they come (failures show what the process said). */
  output: string[];
  url: string;
  exited: Promise<number | null>;
}

/**
 * Starts `node --import tsx tests/multi/minuta-process.ts` (main.ts) with MINUTA_ROLE `role` and
 * waits until it says it is ready. Node itself with tsx as a loader, so SIGKILL reaches the process
 * that works (the tsx CLI would be a parent in between).
 */
export async function startMinuta(
  role: "web" | "worker",
  port: number,
  env: Record<string, string>,
): Promise<MinutaProcess> {
  const proc = spawn(process.execPath, ["--import", "tsx", entry], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      AUTH_SECRET: "multi-process-secret-0123456789abcdef",
      ENCRYPTION_KEY: "multi-process-key-0123456789abcdef",
      MINUTA_ROLE: role,
      PORT: String(port),
      HOST: "127.0.0.1",
      JOBS_POLL_SECONDS: "0.5",
      JOBS_MAINTENANCE_SECONDS: "1",
      OUTBOUND_ALLOW_PRIVATE: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  proc.stdout?.on("data", (c: Buffer) => output.push(c.toString()));
  proc.stderr?.on("data", (c: Buffer) => output.push(c.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const ready = role === "web" ? "Minuta pronto" : "processo de tarefas";
  await until(() => ended || output.join("").includes(ready), 90_000, `${role} :${port} pronto`);
  if (ended) throw new Error(`${role} :${port} terminou ao iniciar:\n${output.join("")}`);
  return { proc, output, url: `http://127.0.0.1:${port}`, exited };
}

/** Stops a process: SIGTERM, then SIGKILL if it has not ended in 10 s. */
export async function stopMinuta(p: MinutaProcess | undefined): Promise<void> {
  if (!p || p.proc.exitCode !== null || p.proc.signalCode) return;
  p.proc.kill("SIGTERM");
  const timer = setTimeout(() => p.proc.kill("SIGKILL"), 10_000);
  await p.exited;
  clearTimeout(timer);
}
