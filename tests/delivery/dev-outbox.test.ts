import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVERY_MESSAGES } from "../../src/domain/delivery/delivery";
import { SIGNATURE_MESSAGES } from "../../src/domain/signatures/signatures";
import { documentDeliveryLog } from "../../src/server/db/tables/delivery";
import { rawRows } from "../../src/server/platform/db/raw-rows";
import { api, createTestContext, type TestContext } from "../helpers/app";
import { createTwoTenants, type TwoTenants } from "../helpers/fixtures";
import { fakePdf, finalizedDocument, inlineJobs } from "../signatures/support";

/**
 * Issue 21, decision 0028: in development without SMTP_URL, a delivery that finds no configuration
 * (account or platform) goes to the development outbox — the same list /dev/mailbox shows for the
 * sign-up e-mails — through the delivery log's row and job; outside it, today's refusal stays.
 */
let ctx: TestContext;
let t: TwoTenants;
const jobs = inlineJobs(() => ctx.deps);

beforeAll(async () => {
  ctx = await createTestContext({ devOutbox: true, deps: { pdf: await fakePdf(), jobs } });
  t = await createTwoTenants(ctx, ["Novata A", "Novata B"]);
});
afterAll(() => ctx.close());

const share = (docId: string, cookie: string, payload: Record<string, unknown>) =>
  api(ctx, { method: "POST", url: `/api/documents/${docId}/share`, cookie, payload });
const outboxTo = (to: string) => ctx.mailer.outbox().filter((m) => m.to === to);
const rowOf = async (id: string) =>
  (await ctx.db.select().from(documentDeliveryLog).where(eq(documentDeliveryLog.id, id)))[0];

describe("the development outbox as a transport (nothing configured, development)", () => {
  it("says so in the channel status the share dialog and the signature screens read", async () => {
    const docId = await finalizedDocument(ctx, t.adminA.cookie, t.accountA);
    const res = await api(ctx, {
      method: "GET",
      url: `/api/documents/${docId}/delivery-channels`,
      cookie: t.adminA.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: false, whatsapp: false, devOutbox: true });
    // Still scoped: another tenant's document is not found, and a visitor is refused.
    const other = await api(ctx, {
      method: "GET",
      url: `/api/documents/${docId}/delivery-channels`,
      cookie: t.adminB.cookie,
    });
    expect(other.statusCode).toBe(404);
    expect((await api(ctx, { method: "GET", url: `/api/documents/${docId}/delivery-channels` })).statusCode).toBe(401);
  });

  it("a share by e-mail and by WhatsApp is recorded, sent to the outbox, and logged as sent", async () => {
    const docId = await finalizedDocument(ctx, t.adminA.cookie, t.accountA);
    const email = await share(docId, t.adminA.cookie, { channel: "email", recipient: "cliente.novata@exemplo.com.br" });
    expect(email.statusCode).toBe(202);
    const sent = await rowOf(email.json().id);
    expect(sent?.status).toBe("sent");
    expect(sent?.errorMessage).toBeNull();
    const [mail] = outboxTo("cliente.novata@exemplo.com.br");
    expect(mail?.subject).toMatch(/^Compartilhamento do documento: Contrato/);
    expect(mail?.text).toMatch(
      /Acesse o documento \(link válido por 30 dias\): http:\/\/localhost:3000\/compartilhado\//,
    );
    expect(mail?.text).toContain("Anexo: ");

    const wa = await share(docId, t.adminA.cookie, { channel: "whatsapp", recipient: "(11) 98888-7777" });
    expect(wa.statusCode).toBe(202);
    expect((await rowOf(wa.json().id))?.status).toBe("sent");
    expect(outboxTo("WhatsApp +5511988887777")).toHaveLength(1);
  });

  it("a signer's invitation and code reach the outbox; SMS by the outbox's WhatsApp is allowed", async () => {
    const docId = await finalizedDocument(ctx, t.adminA.cookie, t.accountA);
    const res = await api(ctx, {
      method: "POST",
      url: `/api/documents/${docId}/signature-requests`,
      cookie: t.adminA.cookie,
      payload: {
        recipients: [
          {
            signer_name: "Signatária",
            signer_email: "signataria.novata@exemplo.com.br",
            signer_phone: "+5511977776666",
            order_sequence: 1,
            authentication_method: "sms",
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(JSON.stringify(res.json())).not.toContain(SIGNATURE_MESSAGES.smsNeedsWhatsapp);
    expect(outboxTo("signataria.novata@exemplo.com.br")[0]?.text).toMatch(/\/assinar\/[A-Za-z0-9_-]+/);
    expect(outboxTo("WhatsApp +5511977776666")[0]?.text).toMatch(/\/assinar\/[A-Za-z0-9_-]+/);
  });

  it("outside development (the outbox off) the refusal stays: the spec's text, nothing in the outbox", async () => {
    ctx.deps.config.devOutbox = false;
    try {
      const docId = await finalizedDocument(ctx, t.adminB.cookie, t.accountB);
      const status = await api(ctx, {
        method: "GET",
        url: `/api/documents/${docId}/delivery-channels`,
        cookie: t.adminB.cookie,
      });
      expect(status.json()).toEqual({ email: false, whatsapp: false, devOutbox: false });
      const before = ctx.mailer.outbox().length;
      const email = await share(docId, t.adminB.cookie, { channel: "email", recipient: "recusa@exemplo.com.br" });
      const row = await rowOf(email.json().id);
      expect(row?.status).toBe("failed");
      expect(row?.errorMessage).toBe(DELIVERY_MESSAGES.smtpNotConfigured);
      const wa = await share(docId, t.adminB.cookie, { channel: "whatsapp", recipient: "(11) 98888-7777" });
      expect((await rowOf(wa.json().id))?.errorMessage).toBe(DELIVERY_MESSAGES.whatsappNotConfigured);
      expect(ctx.mailer.outbox().length).toBe(before);
    } finally {
      ctx.deps.config.devOutbox = true;
    }
  });
});

/** The role slugs of the login with this e-mail. */
async function rolesOf(c: TestContext, email: string): Promise<string[]> {
  const rows = await rawRows<{ slug: string }>(
    c.db,
    sql`select r.slug from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id where u.email = ${email}`,
  );
  return rows.map((r) => r.slug);
}

describe("sign-up in development: the first local account of an installation without a super admin", () => {
  it("becomes its super admin; one from another machine, or once one exists, a standard user", async () => {
    const fresh = await createTestContext();
    fresh.deps.config.env = "development";
    try {
      const signUp = (email: string, remoteAddress = "127.0.0.1") =>
        api(fresh, {
          method: "POST",
          url: "/api/signup",
          payload: { fullName: "Pessoa Nova", email, password: "senha-123", confirmPassword: "senha-123" },
          remoteAddress,
        });
      expect((await signUp("remota@exemplo.com.br", "203.0.113.7")).statusCode).toBe(201);
      expect(await rolesOf(fresh, "remota@exemplo.com.br")).toEqual(["standard_user"]);
      expect((await signUp("primeira@exemplo.com.br")).statusCode).toBe(201);
      expect(await rolesOf(fresh, "primeira@exemplo.com.br")).toEqual(["super_admin"]);
      expect((await signUp("segunda@exemplo.com.br")).statusCode).toBe(201);
      expect(await rolesOf(fresh, "segunda@exemplo.com.br")).toEqual(["standard_user"]);
    } finally {
      await fresh.close();
    }
  });

  it("never outside development", async () => {
    const res = await api(ctx, {
      method: "POST",
      url: "/api/signup",
      payload: {
        fullName: "Pessoa Teste",
        email: "teste.env@exemplo.com.br",
        password: "senha-123",
        confirmPassword: "senha-123",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await rolesOf(ctx, "teste.env@exemplo.com.br")).toEqual(["standard_user"]);
  });
});
