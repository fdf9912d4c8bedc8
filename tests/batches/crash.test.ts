import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startChildWorker, until } from "../helpers/child-worker";

const child = join(import.meta.dirname, "crash-child.ts");
const progress = (lines: string[]) =>
  Math.max(0, ...lines.filter((l) => l.startsWith("progress ")).map((l) => Number(l.slice(9))));

describe("a batch when its worker is killed with SIGKILL mid-batch", () => {
  const dir = mkdtempSync(join(tmpdir(), "minuta-batch-crash-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("ends, after a restart, with exactly 993 documents: one per valid row, none twice", {
    timeout: 240_000,
  }, async () => {
    const first = startChildWorker(child, { DATA_DIR: dir, SETUP: "1" });
    await until(() => progress(first.lines) >= 100, 180_000, "primeiros documentos do lote");
    first.proc.kill("SIGKILL");
    await first.exited;
    const killedAt = progress(first.lines);
    expect(killedAt).toBeLessThan(993); // killed mid-batch

    const second = startChildWorker(child, { DATA_DIR: dir, EXPECT: "993" });
    expect(await second.exited).toBe(0);
    const result = JSON.parse(second.lines.find((l) => l.startsWith("RESULT "))?.slice(7) ?? "{}");
    expect(result.before).toBeGreaterThanOrEqual(killedAt);
    expect(result.before).toBeLessThan(993);
    expect(result.documents).toBe(993);
    expect(result.rows).toEqual([
      { status: "done", n: 993 },
      { status: "invalid", n: 7 },
    ]);
    expect(result.linked).toEqual({ n: 993, distinct_docs: 993 });
    expect(result.hashed).toBe(993);
    console.log(`[lote] documentos antes do kill: ${killedAt}; depois do reinício: ${result.documents}`);
  });
});
