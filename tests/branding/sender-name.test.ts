import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMailer } from "../../src/server/platform/mail/system-mailer";
import { type SmtpCatcher, startSmtpCatcher } from "../fakes/smtp";

// White label (issue 26): a signer's e-mail sent by the platform's SMTP carries the account's name as sender.
let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher({ user: "u", pass: "p" });
});
afterAll(async () => catcher.close());

describe("system mailer sender name", () => {
  it("uses the message's display name, else the platform's, over the same address", async () => {
    const mailer = smtpMailer(`smtp://u:p@127.0.0.1:${catcher.port}`);
    await mailer.send({ to: "a@exemplo.com.br", subject: "Um", text: "x", fromName: "Beta Contratos Ltda." });
    await mailer.send({ to: "b@exemplo.com.br", subject: "Dois", text: "x" });
    const from = (raw: string | undefined) => /^From: (.*)$/m.exec(raw ?? "")?.[1]?.trim();
    expect(from(catcher.messages[0]?.raw)).toBe('"Beta Contratos Ltda." <nao-responda@minuta.local>');
    expect(from(catcher.messages[1]?.raw)).toBe("Minuta <nao-responda@minuta.local>");
  });
});
