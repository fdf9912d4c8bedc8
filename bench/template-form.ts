/**
 * Template form with many variables (issue 13 §5), measured in Chromium with the browser's own
 * performance timeline, never asserted. Needs a running app (BENCH_URL, default http://localhost:3365)
 * and a super admin (BENCH_EMAIL / BENCH_PASSWORD, default the e2e bootstrap admin):
 *
 *   PORT=3365 DATA_DIR=/tmp/bench-data BOOTSTRAP_ADMIN_EMAIL=admin@e2e.minuta.test \
 *     BOOTSTRAP_ADMIN_PASSWORD=Admin-e2e-123 npm start &
 *   npx tsx bench/template-form.ts
 *
 * For each step it reports, with performance.mark/measure, the script time of the event (React renders
 * a discrete input synchronously) and the time to the next frame (a mark in requestAnimationFrame),
 * and the long tasks (PerformanceObserver "longtask") seen meanwhile.
 */
import { chromium, type Page } from "playwright-core";

const BASE = process.env.BENCH_URL ?? "http://localhost:3365";
const EMAIL = process.env.BENCH_EMAIL ?? "admin@e2e.minuta.test";
const PASSWORD = process.env.BENCH_PASSWORD ?? "Admin-e2e-123";
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const line = (label: string, value: string) => console.log(`${label.padEnd(52)} ${value}`);

/** Installs the long-task observer and a helper that times one action up to the next frame. */
async function instrument(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      __long: number[];
      __sync: number[];
      __timed: (name: string, act: () => void) => Promise<number>;
    };
    w.__long = [];
    w.__sync = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration);
    }).observe({ type: "longtask", buffered: false });
    w.__timed = (name, act) =>
      new Promise((resolve) => {
        performance.mark(`${name}:start`);
        act();
        // React renders a discrete input event synchronously: this is the work the keystroke costs.
        performance.mark(`${name}:sync`);
        w.__sync.push(performance.measure(`${name}:js`, `${name}:start`, `${name}:sync`).duration);
        requestAnimationFrame(() => {
          performance.mark(`${name}:end`);
          resolve(performance.measure(name, `${name}:start`, `${name}:end`).duration);
        });
      });
  });
}

async function addVariable(page: Page, n: number): Promise<number> {
  return page.evaluate(
    (name) =>
      (window as unknown as { __timed: (n: string, a: () => void) => Promise<number> }).__timed(name, () => {
        const button = [...document.querySelectorAll("button")].find((b) =>
          b.textContent?.includes("Adicionar variável"),
        );
        button?.click();
      }),
    `add-${n}`,
  );
}

/** Types `text` into the label of variable `index`, one input event per character, as React sees typing. */
async function typeLabel(page: Page, index: number, text: string): Promise<number> {
  return page.evaluate(
    async ({ index, text }) => {
      const w = window as unknown as { __timed: (n: string, a: () => void) => Promise<number> };
      const input = document.querySelector<HTMLInputElement>(`input[name="variablesSchema.${index}.label"]`);
      if (!input) throw new Error("label input not found");
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      let total = 0;
      for (const ch of text) {
        total += await w.__timed(`type-${total}`, () => {
          setter?.call(input, input.value + ch);
          input.dispatchEvent(new Event("input", { bubbles: true }));
        });
      }
      return total;
    },
    { index, text },
  );
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox"] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const res = await page.request.post(`${BASE}/api/auth/sign-in/email`, {
    headers: { Origin: BASE },
    data: { email: EMAIL, password: PASSWORD },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  await page.goto(`${BASE}/admin/templates/new`);
  await page.getByRole("button", { name: "Adicionar variável" }).waitFor();
  await instrument(page);

  const adds: Record<number, number> = {};
  for (let n = 1; n <= 50; n++) {
    adds[n] = await addVariable(page, n);
    if (n === 20 || n === 50) {
      await page.evaluate(() => {
        (window as unknown as { __sync: number[] }).__sync = [];
      });
      const ms = await typeLabel(page, n - 1, "Nome do contratante!");
      const js = await page.evaluate(() =>
        (window as unknown as { __sync: number[] }).__sync.reduce((a, b) => a + b, 0),
      );
      line(
        `type 20 characters in a label with ${n} cards`,
        `${js.toFixed(1)} ms script, ${ms.toFixed(1)} ms to frames`,
      );
    }
  }
  for (const n of [10, 20, 50]) line(`add variable #${n} → next frame`, `${adds[n]?.toFixed(1)} ms`);
  const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
  line("long tasks (> 50 ms) during the run", `${long.length} (max ${Math.max(0, ...long).toFixed(0)} ms)`);
  await browser.close();
}

await main();
