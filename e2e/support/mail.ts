import { expect } from "@playwright/test";
import { E2E_BASE_URL, E2E_SMTP_HTTP_PORT } from "./env";
import type { CaughtMail } from "./smtp-catcher";

async function messagesTo(email: string): Promise<CaughtMail[]> {
  const res = await fetch(`http://127.0.0.1:${E2E_SMTP_HTTP_PORT}/messages`);
  const all = (await res.json()) as CaughtMail[];
  return all.filter((m) => m.to.includes(email.toLowerCase()));
}

/** Waits for a message to `email` whose link has `type=…` and returns the link's path + query. */
export async function waitForLink(email: string, type: "signup" | "recovery", minCount = 1): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const links = (await messagesTo(email)).flatMap((m) => m.links).filter((l) => l.includes(`type=${type}`));
        link = links.length >= minCount ? links.at(-1) : undefined;
        return Boolean(link);
      },
      { timeout: 15_000, message: `e-mail com link type=${type} para ${email}` },
    )
    .toBe(true);
  const url = new URL(link as string);
  return `${E2E_BASE_URL}${url.pathname}${url.search}`;
}

export async function countLinks(email: string, type: "signup" | "recovery"): Promise<number> {
  return (await messagesTo(email)).flatMap((m) => m.links).filter((l) => l.includes(`type=${type}`)).length;
}
