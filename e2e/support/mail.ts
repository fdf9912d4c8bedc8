import { expect } from "@playwright/test";
import { E2E_BASE_URL, E2E_SMTP_HTTP_PORT } from "./env";
import type { CaughtMail } from "./smtp-catcher";

/** Every message the catcher received for `email`. */
export async function messagesTo(email: string): Promise<CaughtMail[]> {
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

/** Waits for an e-mail to `email` whose text matches `re`, and returns the first group (of the newest). */
export async function waitForMail(email: string, re: RegExp, minCount = 1): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const hits = (await messagesTo(email)).map((m) => re.exec(m.text)?.[1]).filter(Boolean);
        found = hits.length >= minCount ? (hits.at(-1) as string) : undefined;
        return Boolean(found);
      },
      { timeout: 20_000, message: `e-mail para ${email} com ${re}` },
    )
    .toBe(true);
  return found as string;
}
