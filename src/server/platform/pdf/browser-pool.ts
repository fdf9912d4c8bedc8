import type { Browser, BrowserContext, Page } from "playwright-core";

/** ARCHITECTURE §2: headless, no GPU, and none of Chromium's own background traffic. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface Session {
  generation: number;
  browser: Browser;
  context: BrowserContext;
  idle: Page[];
}

/** A page is recycled after this many PDFs, so a long-running server does not grow one renderer forever. */
const RENDERS_PER_PAGE = 500;
const LAUNCH_TIMEOUT_MS = 30_000;

export class RenderTimeoutError extends Error {}
export class BrowserLaunchError extends Error {}

/**
 * One Chromium, launched on first use, and up to `size` reused pages (a new page costs ≈ 0.65 s of
 * CPU, a reused one nothing). When the browser dies, the next use launches a new one; a render that
 * was running on the dead browser is tried once more on the new one.
 */
export class BrowserPool {
  launches = 0;
  private session: Promise<Session> | null = null;
  /** Bumped per launch and on close, so a stale browser's "disconnected" cannot drop a newer one. */
  private generation = 0;
  private busy = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly renders = new WeakMap<Page, number>();

  constructor(
    private readonly executablePath: string,
    private readonly size: number,
  ) {}

  stats() {
    return { launches: this.launches, busy: this.busy, queued: this.waiting.length };
  }

  /** Runs `work` on a pooled page, at most `size` at a time, each bounded by `timeoutMs`. */
  async withPage<T>(work: (page: Page) => Promise<T>, timeoutMs: number): Promise<T> {
    await this.acquire();
    try {
      try {
        return await this.runOnce(work, timeoutMs);
      } catch (err) {
        if (!(err instanceof BrowserGoneError)) throw err;
        return await this.runOnce(work, timeoutMs);
      }
    } finally {
      this.release();
    }
  }

  async close(): Promise<void> {
    const current = this.session;
    this.session = null;
    this.generation++;
    if (!current) return;
    const session = await current.catch(() => null);
    await session?.browser.close().catch(() => undefined);
  }

  private async runOnce<T>(work: (page: Page) => Promise<T>, timeoutMs: number): Promise<T> {
    const session = await this.currentSession();
    let page: Page;
    try {
      page = session.idle.pop() ?? (await session.context.newPage());
    } catch (err) {
      throw this.goneOrAsIs(session, err);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeoutError(`render exceeded ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const result = await Promise.race([work(page), timeout]);
      this.putBack(session, page);
      return result;
    } catch (err) {
      // A page that failed or timed out may still be busy: never hand it to the next render.
      page.close().catch(() => undefined);
      throw err instanceof RenderTimeoutError ? err : this.goneOrAsIs(session, err);
    } finally {
      clearTimeout(timer);
    }
  }

  private putBack(session: Session, page: Page): void {
    const count = (this.renders.get(page) ?? 0) + 1;
    if (session.browser.isConnected() && count < RENDERS_PER_PAGE) {
      this.renders.set(page, count);
      session.idle.push(page);
    } else {
      page.close().catch(() => undefined);
    }
  }

  /**
   * A dead browser's error becomes BrowserGoneError (worth one more try), and the session is
   * dropped at once: its "disconnected" event may not have arrived yet.
   */
  private goneOrAsIs(session: Session, err: unknown): unknown {
    if (!browserGone(session, err)) return err;
    this.forget(session.generation, session.idle);
    return new BrowserGoneError(err);
  }

  private forget(generation: number, idle: Page[]): void {
    idle.length = 0;
    if (this.generation === generation) this.session = null;
  }

  private currentSession(): Promise<Session> {
    if (!this.session) {
      const launching = this.launch(++this.generation);
      this.session = launching;
      // A failed launch is not cached: the next render tries again (the operator may fix the path).
      launching.catch(() => {
        if (this.session === launching) this.session = null;
      });
    }
    return this.session;
  }

  private async launch(generation: number): Promise<Session> {
    this.launches++;
    let browser: Browser;
    try {
      // Loaded on first launch: playwright-core costs ≈ 0.3 s of CPU that a start without PDF skips.
      const { chromium } = await import("playwright-core");
      browser = await chromium.launch({
        executablePath: this.executablePath,
        headless: true,
        args: CHROMIUM_ARGS,
        timeout: LAUNCH_TIMEOUT_MS,
      });
    } catch (err) {
      throw new BrowserLaunchError(`could not launch ${this.executablePath}`, { cause: err });
    }
    const idle: Page[] = [];
    browser.on("disconnected", () => this.forget(generation, idle));
    const context = await this.newContext(browser).catch(async (err) => {
      await browser.close().catch(() => undefined);
      throw err;
    });
    return { generation, browser, context, idle };
  }

  /** JavaScript off, no service workers, offline, and every request aborted: no network at all. */
  private async newContext(browser: Browser): Promise<BrowserContext> {
    const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: "block", offline: true });
    await context.route("**/*", (route) => route.abort("blockedbyclient"));
    return context;
  }

  private acquire(): Promise<void> {
    if (this.busy < this.size) {
      this.busy++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Hands the slot straight to the next waiter, so `busy` never exceeds `size`. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy--;
  }
}

/** The browser died under us (killed, crashed, out of memory): worth one more try on a new one. */
function browserGone(session: Session, err: unknown): boolean {
  return !session.browser.isConnected() || /has been closed|Target closed|Browser closed/i.test(String(err));
}

class BrowserGoneError extends Error {
  constructor(cause: unknown) {
    super("the browser closed during the render", { cause });
  }
}
