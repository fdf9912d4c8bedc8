import { expect, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "./env";
import { waitForLink } from "./mail";

let counter = 0;
export function uniqueEmail(prefix = "usuario"): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@e2e.minuta.test`;
}

const origin = { Origin: E2E_BASE_URL };

/** Creates an account through the API (not the form) and returns its credentials. */
export async function signUpViaApi(page: Page, fullName = "Usuária de Teste") {
  const email = uniqueEmail();
  const password = "Senha-e2e-123";
  const res = await page.request.post("/api/signup", {
    headers: origin,
    data: { fullName, email, password, confirmPassword: password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { fullName, email, password };
}

/** Signs up and confirms through the e-mailed link; the browser ends signed in on the dashboard. */
export async function signUpAndConfirm(page: Page, fullName?: string) {
  const user = await signUpViaApi(page, fullName);
  await page.goto(await waitForLink(user.email, "signup"));
  await expect(page.getByRole("heading", { name: "E-mail confirmado!" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  return user;
}

export async function loginViaApi(page: Page, email: string, password: string) {
  const res = await page.request.post("/api/auth/sign-in/email", { headers: origin, data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Logs in through the login form. */
export async function loginViaForm(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

/** The hrefs of the dashboard's action tiles, in order. */
export async function tileTargets(page: Page): Promise<string[]> {
  await expect(page.getByTestId("action-tiles")).toBeVisible();
  return page.locator("[data-tile]").evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));
}
