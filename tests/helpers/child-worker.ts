import { type ChildProcess, spawn } from "node:child_process";

export interface ChildWorker {
  proc: ChildProcess;
  /** Its stdout, line by line, as the lines come. */
  lines: string[];
  exited: Promise<number | null>;
}

/**
 * Starts a worker script (the SIGKILL crash tests). Node itself with tsx as a loader, not the tsx CLI,
 * which runs a second process that SIGKILL would miss.
 */
export function startChildWorker(script: string, env: Record<string, string>): ChildWorker {
  const proc = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, NODE_ENV: "test", AUTH_SECRET: "s".repeat(32), ENCRYPTION_KEY: "k".repeat(32), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let buffer = "";
  proc.stdout?.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split("\n");
    buffer = parts.pop() ?? "";
    lines.push(...parts);
  });
  proc.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  return { proc, lines, exited };
}

/** Polls `check` every 50 ms; fails with `what` after `ms`. */
export async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`tempo esgotado esperando: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
