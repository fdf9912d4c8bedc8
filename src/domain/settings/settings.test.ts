import { describe, expect, it } from "vitest";
import { accountFormSchema } from "../accounts/accounts";
import { maskCnpjInput } from "../shared/brazil";
import { isHttpUrl } from "../shared/fields";
import { esignWebhookTestSchema, smtpSettingsSchema, whatsappTestSchema } from "./settings";

const fieldErrors = (r: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("settings rules", () => {
  it.each([
    ["https://evo.example.com", true],
    ["http://127.0.0.1:8080/x", true],
    ["ftp://x.com", false],
    ["javascript:alert(1)", false],
    ["evo.example.com", false],
  ])("accepts only http and https URLs: %s → %s", (url, accepted) => {
    expect(isHttpUrl(url)).toBe(accepted);
  });
  it("validates the SMTP form", () => {
    const r = smtpSettingsSchema.safeParse({ host: "", port: 0, username: "", fromEmail: "x", fromName: "" });
    expect(fieldErrors(r)).toEqual({
      host: "Host é obrigatório",
      port: "Porta inválida",
      username: "Usuário é obrigatório",
      fromEmail: "E-mail do remetente inválido",
      fromName: "Nome do remetente é obrigatório",
    });
  });
  it("requires a phone with country code for the WhatsApp test", () => {
    expect(fieldErrors(whatsappTestSchema.safeParse({ phone: "" })).phone).toBe(
      "Digite um número de telefone para teste",
    );
    expect(whatsappTestSchema.safeParse({ phone: "11999999999" }).success).toBe(false);
    expect(whatsappTestSchema.parse({ phone: "+55 (11) 99999-9999" }).phone).toBe("5511999999999");
  });
  it("uses the spec's webhook URL message", () => {
    expect(fieldErrors(esignWebhookTestSchema.safeParse({ webhookUrl: "meu-site.com" })).webhookUrl).toBe(
      "URL do webhook inválida. Use um endereço completo começando com http:// ou https://",
    );
  });
});

describe("account form", () => {
  it("validates name, e-mail, CNPJ and the URL, and masks the CNPJ", () => {
    const bad = accountFormSchema.safeParse({
      name: " ",
      email: "x@",
      document: "11.222.333/0001-82",
      whatsapp: { apiUrl: "nota-url", apiKey: "k", instanceName: "i" },
    });
    expect(fieldErrors(bad)).toMatchObject({
      name: "Nome é obrigatório",
      email: "E-mail inválido",
      document: "CNPJ inválido",
      "whatsapp.apiUrl": "URL inválida",
    });
    expect(accountFormSchema.safeParse({ name: "A", document: "12.ABC.345/01DE-35" }).success).toBe(true);
    expect(maskCnpjInput("1122233")).toBe("11.222.33");
    expect(maskCnpjInput("11222333000181999")).toBe("11.222.333/0001-81");
    const ok = accountFormSchema.parse({ name: "ACME", document: "11222333000181", email: "" });
    expect(ok).toMatchObject({ document: "11.222.333/0001-81", email: null, subscriptionStatus: "free_trial" });
  });
  it("requires host and sender when any SMTP field is filled; blank means none", () => {
    expect(fieldErrors(accountFormSchema.safeParse({ name: "A", smtp: { port: "abc" } }))).toEqual({
      "smtp.port": "Porta deve ser um número",
    });
    const r = accountFormSchema.safeParse({ name: "A", smtp: { username: "u", port: "2525" } });
    expect(fieldErrors(r)).toEqual({
      "smtp.host": "Host SMTP é obrigatório",
      "smtp.fromEmail": "E-mail do remetente é obrigatório",
    });
    expect(accountFormSchema.safeParse({ name: "A", smtp: { host: "", port: 587 } }).success).toBe(true);
  });
  it("turns ISO timestamps into dates and blanks into null", () => {
    const v = accountFormSchema.parse({
      name: "A",
      subscriptionStartDate: "2025-03-01T12:00:00.000Z",
      lastBillingDate: "",
    });
    expect(v.subscriptionStartDate).toBe("2025-03-01");
    expect(v.lastBillingDate).toBeNull();
  });
});
