import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ESIGN_WEBHOOK_PATH, SETTINGS_MESSAGES } from "../../src/domain/settings/settings";
import { signatureRequests } from "../../src/server/db/tables/signatures";
import { downloadZapsignFile } from "../../src/server/modules/signatures/providers/zapsign/zapsign-api";
import { syncOverdueZapsign } from "../../src/server/modules/signatures/providers/zapsign/zapsign-sync-job";
import { type FakeServer, startFakeServer } from "../fakes/http";
import { startFakeZapsign } from "../fakes/zapsign";
import { api, createSignedInUser, createTestContext, type TestContext } from "../helpers/app";
import { type CorporateUsers, createTwoTenants, signInCorporateRoles } from "../helpers/fixtures";
import { fakePdf, finalizedDocument, inlineJobs, saveZapsignSettings } from "./support";

/** Issue 22, defects 5 and 9: a lost ZapSign signed file is fetched again; the webhook token and the file URL are checked. */
const KEY = "chave-zapsign-fake-guard";
const WEBHOOK = "token-do-webhook-com-24-caracteres-ou-mais";
const SIGNED = Buffer.from("%PDF-1.7 assinado pelo ZapSign\n%%EOF\n");
const DOCUMENTS: Record<string, Record<string, unknown>> = {};
let ctx: TestContext;
let zapsign: FakeServer;
let files: FakeServer;
let a: CorporateUsers;
let accountA: string;
let clock = new Date();
const jobs = inlineJobs(() => ctx.deps);

beforeAll(async () => {
  zapsign = await startFakeZapsign({ [KEY]: 200 }, { signedPdf: SIGNED, documents: DOCUMENTS });
  // The file host: a PDF, a web page, and an endless stream.
  files = await startFakeServer((req, res) => {
    if (req.path.startsWith("/pagina")) {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end("<html>não é PDF</html>");
      return;
    }
    res.writeHead(200, { "Content-Type": "application/pdf" });
    res.end(SIGNED);
  });
  ctx = await createTestContext({
    outboundAllowPrivate: true,
    zapsignApiUrl: `${zapsign.url}/`,
    // ZapSign's file hosts, for this test: the fake API's address only (the file fake listens on "localhost" too).
    zapsignFileHosts: ["127.0.0.1"],
    deps: { pdf: await fakePdf(), jobs, clock: () => clock },
  });
  await saveZapsignSettings(ctx, KEY, WEBHOOK);
  const t = await createTwoTenants(ctx);
  accountA = t.accountA;
  a = await signInCorporateRoles(ctx, t.accountA);
});
afterAll(async () => {
  await ctx.close();
  await zapsign.close();
  await files.close();
});

const hook = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url: ESIGN_WEBHOOK_PATH, headers: { "x-webhook-token": WEBHOOK }, payload });

/** A ZapSign request of one signer: its id and ZapSign's document token. */
async function zapsignRequest(email: string) {
  const docId = await finalizedDocument(ctx, a.standard.cookie, accountA);
  const res = await api(ctx, {
    method: "POST",
    url: `/api/documents/${docId}/signature-requests`,
    cookie: a.standard.cookie,
    payload: { recipients: [{ signer_name: "Zé", signer_email: email, order_sequence: 1 }] },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().signatureRequestId as string;
  const [row] = await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.id, id));
  return { id, docToken: row?.providerDocumentId ?? "" };
}
const signedFileOf = async (id: string) =>
  (await ctx.db.select().from(signatureRequests).where(eq(signatureRequests.id, id)))[0]?.signedFileId ?? null;
const completed = (docToken: string, signedFile: string | null) => ({
  event_type: "doc_signed",
  token: docToken,
  status: "signed",
  signed_file: signedFile,
  signers: [{ token: `${docToken}-signer-1`, status: "signed", signed_at: "2026-11-25T10:00:00Z" }],
});

describe("defect 9: the ZapSign webhook token and the signed file", () => {
  it("refuses a webhook token shorter than 24 characters, in Portuguese", async () => {
    const admin = await createSignedInUser(ctx, "super_admin");
    const save = (webhookToken: string) =>
      api(ctx, {
        method: "PUT",
        url: "/api/settings/zapsign",
        cookie: admin.cookie,
        payload: { apiKey: "", sandboxMode: true, enableSecurityVerifications: false, webhookUrl: "", webhookToken },
      });
    const short = await save("curto-demais-123");
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details.fieldErrors.webhookToken).toBe(SETTINGS_MESSAGES.webhookTokenTooShort);
    expect((await save(WEBHOOK)).statusCode).toBe(200);
  });

  it("fetches the signed file only from ZapSign's hosts, and only a PDF", async () => {
    const elsewhere = await zapsignRequest("outro.host@z.com");
    const foreign = `${files.url.replace("127.0.0.1", "localhost")}/arquivo.pdf`;
    expect((await hook(completed(elsewhere.docToken, foreign))).statusCode).toBe(200);
    expect(files.requests.filter((r) => r.path === "/arquivo.pdf")).toHaveLength(0);
    expect(await signedFileOf(elsewhere.id)).toBeNull();

    const page = await zapsignRequest("pagina@z.com");
    await hook(completed(page.docToken, `${files.url}/pagina.pdf`));
    expect(await signedFileOf(page.id)).toBeNull();

    const good = await zapsignRequest("bom@z.com");
    await hook(completed(good.docToken, `${zapsign.url}/files/bom.pdf`));
    expect(await signedFileOf(good.id)).not.toBeNull();
  });

  it("streams the download with a size cap: an endless answer is cut off, not read whole", async () => {
    let written = 0;
    const endless = await startFakeServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/pdf" });
      const block = Buffer.alloc(64 * 1024, 0x41);
      block.write("%PDF-1.7\n", 0);
      const pump = () => {
        while (written < 50 * 1024 * 1024) {
          written += block.length;
          if (!res.write(block)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.on("close", () => undefined);
      pump();
    });
    try {
      await expect(
        downloadZapsignFile(`${endless.url}/grande.pdf`, {
          allowPrivate: true,
          allowedHosts: ["127.0.0.1"],
          maxBytes: 1024 * 1024,
        }),
      ).rejects.toThrow(/grande demais/);
      expect(written).toBeLessThan(20 * 1024 * 1024);
    } finally {
      await endless.close();
    }
  });
});

describe("defect 5: the sync fetches a lost signed file", () => {
  it("a completed ZapSign request without its file gets it from GET docs/{token}/", async () => {
    const lost = await zapsignRequest("perdido@z.com");
    // Completed (a webhook whose file link never worked), with no file stored.
    await ctx.db
      .update(signatureRequests)
      .set({ status: "completed", completedAt: clock })
      .where(eq(signatureRequests.id, lost.id));
    expect(await signedFileOf(lost.id)).toBeNull();
    DOCUMENTS[lost.docToken] = { ...completed(lost.docToken, `${zapsign.url}/files/${lost.docToken}.pdf`) };
    clock = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await syncOverdueZapsign(ctx.deps);
    expect(await signedFileOf(lost.id)).not.toBeNull();
    const detail = await api(ctx, {
      method: "GET",
      url: `/api/signature-requests/${lost.id}/signed-pdf`,
      cookie: a.standard.cookie,
    });
    expect(detail.rawPayload.equals(SIGNED)).toBe(true);
  });
});
