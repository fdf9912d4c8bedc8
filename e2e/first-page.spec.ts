import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/**
 * The first page a visitor sees (issue 21 §18, §19, §4; decision 0031): what the browser downloads, what it
 * logs, and where the landing's two calls to action lead.
 */

/** Issue 21 §18: everything /login and / load, on the wire. */
const BUDGET_KB = 100;

/** Every script response of a fresh visit of `path`, by what it weighed on the wire (body + headers). */
async function scriptKb(page: Page, path: string): Promise<{ kb: number; files: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const scripts = new Set<string>();
  let bytes = 0;
  let files = 0;
  cdp.on("Network.responseReceived", (e) => {
    if (e.type === "Script") scripts.add(e.requestId);
  });
  cdp.on("Network.loadingFinished", (e) => {
    if (!scripts.has(e.requestId)) return;
    bytes += e.encodedDataLength;
    files++;
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return { kb: bytes / 1024, files };
}

/** Console errors, uncaught errors and failed (≥ 400) answers while `visit` runs. */
async function problems(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") seen.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => seen.push(`pageerror: ${e.message}`));
  page.on("response", (r) => {
    if (r.status() >= 400) seen.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await visit();
  return seen;
}

async function shot(page: Page, name: string) {
  mkdirSync("test-results/screens", { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

test.describe("a primeira página de um visitante", () => {
  for (const path of ["/login", "/"]) {
    test(`${path} baixa no máximo ${BUDGET_KB} kB de JavaScript (no fio)`, async ({ page }) => {
      const { kb, files } = await scriptKb(page, path);
      await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
      console.log(`${path}: ${kb.toFixed(1)} kB of JavaScript in ${files} files`);
      expect(kb).toBeLessThanOrEqual(BUDGET_KB);
    });
  }

  test("sem sessão, /login, / e /landing não registram erro nem requisição falha", async ({ page }) => {
    const seen = await problems(page, async () => {
      for (const path of ["/login", "/", "/landing"]) {
        await page.goto(path, { waitUntil: "networkidle" });
        await expect(page.locator("h1").first()).toBeVisible();
        // Once the page's code runs, every footer carries the visitor's year (the landing's after hydrating).
        await expect(
          page.getByText(`© ${new Date().getFullYear()} Minuta. Todos os direitos reservados.`, { exact: true }),
        ).toBeVisible();
      }
    });
    expect(seen).toEqual([]);
  });

  test("a landing vem desenhada no HTML, sem JavaScript; um clique antes do código ainda abre o cadastro", async ({
    browser,
    page,
  }) => {
    // Decision 0038: the page (and its largest text) is in landing.html, so it paints before any script.
    const bare = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const plain = await bare.newPage();
    await plain.goto("/landing");
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Gere, envie e assine contratos em minutos");
    await expect(plain.getByRole("banner").getByRole("link", { name: "Começar Agora" })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(plain.getByRole("heading", { name: "Por que escolher a Minuta" })).toBeAttached();
    // Drawn at build time: the notice has no year there (a build served into the next year would be stale).
    await expect(plain.getByText("© Minuta. Todos os direitos reservados.", { exact: true })).toBeAttached();
    await shot(plain, "first-page-landing-sem-javascript");
    await bare.close();

    // The landing's code held back: a click on the drawn page waits for the app, then opens the sign-up
    // view (a plain link to /login would open the login view). Hydrating logs nothing.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/landing-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const seen = await problems(page, async () => {
      await page.goto("/landing", { waitUntil: "commit" });
      await page.getByRole("banner").getByRole("link", { name: "Começar Agora" }).click();
      await expect(page).toHaveURL(/\/landing$/);
      release();
      await expect(page.getByRole("heading", { name: "Criar conta" })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });
    expect(seen).toEqual([]);
  });

  test("o formulário de login valida sem Zod como antes: mensagens, foco e correção ao digitar", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Entrar" }).click();
    const email = page.getByLabel("E-mail");
    const password = page.getByLabel("Senha");
    await expect(email).toHaveAccessibleDescription("E-mail é obrigatório");
    await expect(password).toHaveAccessibleDescription("Senha é obrigatória");
    await expect(email).toBeFocused();
    await email.fill("ana@");
    await expect(email).toHaveAccessibleDescription("E-mail inválido");
    await email.fill("ana@minuta.local");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await password.fill("errada-123");
    await expect(page.getByText("Senha é obrigatória")).toHaveCount(0);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("alert")).toHaveText("E-mail ou senha inválidos.");

    await page.getByRole("button", { name: "Esqueceu a senha?" }).click();
    await page.getByRole("button", { name: "Enviar link de redefinição" }).click();
    await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription("E-mail é obrigatório");
    await page.getByLabel("E-mail").fill("Alguem@Minuta.Local");
    await page.getByRole("button", { name: "Enviar link de redefinição" }).click();
    await expect(page.getByText(/Se este e-mail estiver cadastrado/)).toBeVisible();
  });

  test("'Entrar' e 'Começar Agora' da landing levam ao /login (login e cadastro), com axe limpo", async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/landing");
      await shot(page, `first-page-landing-${width}`);
      await page.getByRole("banner").getByRole("link", { name: "Entrar" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
      await shot(page, `first-page-login-${width}`);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

      await page.goto("/landing");
      for (const link of await page.getByRole("link", { name: "Começar Agora" }).all())
        await expect(link).toHaveAttribute("href", "/login");
      await page.getByRole("link", { name: "Começar Agora" }).last().click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("heading", { name: "Criar conta" })).toBeVisible();
      await shot(page, `first-page-signup-${width}`);
    }
  });
});
