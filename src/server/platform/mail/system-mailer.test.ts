import { describe, expect, it } from "vitest";
import { type MailMessage, retryingMailer, type SystemMailer } from "./system-mailer";

const message: MailMessage = { to: "a@b.com", subject: "Oi", text: "corpo" };

function flaky(failures: number): SystemMailer & { delivered: MailMessage[] } {
  let left = failures;
  const delivered: MailMessage[] = [];
  return {
    delivered,
    async send(m) {
      if (left-- > 0) throw new Error("ECONNREFUSED");
      delivered.push(m);
    },
    outbox: () => [],
  };
}

describe("retrying system mailer", () => {
  it("retries a failing SMTP server until the message goes out", async () => {
    const inner = flaky(2);
    const logs: string[] = [];
    const mailer = retryingMailer(inner, { delaysMs: [1, 1, 1], log: (_l, m) => logs.push(m) });
    await mailer.send(message);
    await mailer.idle();
    expect(inner.delivered).toEqual([message]);
    expect(logs).toHaveLength(2);
  });

  it("gives up after the last delay and records it as an error", async () => {
    const inner = flaky(10);
    const errors: string[] = [];
    const mailer = retryingMailer(inner, { delaysMs: [1, 1], log: (level, m) => level === "error" && errors.push(m) });
    await mailer.send(message);
    await mailer.idle();
    expect(inner.delivered).toEqual([]);
    expect(errors[0]).toMatch(/não enviado após 3 tentativas: ECONNREFUSED/);
  });
});
