import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { documentTemplates } from "../../src/server/db/tables/templates";
import { api, createCorporateAccount, createPlan, type TestContext, type TestUser } from "../helpers/app";
import { createCategory } from "../templates/fixtures";

/** A request a webhook receiver got: the raw body, exactly as signed. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The status of each next answer, in order (then 200); a number < 0 waits that many ms without answering. */
  answers: number[];
  close(): Promise<void>;
}

/** A local webhook receiver on 127.0.0.1 (random port). */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      const next = answers.shift() ?? 200;
      if (next < 0) {
        setTimeout(() => res.writeHead(200).end("tarde"), -next);
        return;
      }
      res.writeHead(next, { "Content-Type": "text/plain" }).end(next < 300 ? "ok" : "falhou");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An account whose plan has (or not) "Acesso à API". */
export async function accountWithApi(ctx: TestContext, name: string, enabled = true): Promise<string> {
  const plan = await createPlan(ctx.db, `Plano ${name}`, { ...DEFAULT_PLAN_FEATURES, api_access_enabled: enabled });
  return createCorporateAccount(ctx.db, name, plan);
}

/** Creates an endpoint through the route; answers the created endpoint and its secret. */
export async function createEndpoint(
  ctx: TestContext,
  user: TestUser,
  body: { url: string; events: string[]; description?: string },
): Promise<{ endpoint: { id: string; url: string; events: string[] }; secret: string }> {
  const res = await api(ctx, { method: "POST", url: "/api/webhook-endpoints", cookie: user.cookie, payload: body });
  if (res.statusCode !== 201) throw new Error(`endpoint não criado: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A template of the account with one optional text variable (documents finalize without values). */
export async function insertSimpleTemplate(ctx: TestContext, accountId: string): Promise<string> {
  const categoryId = await createCategory(ctx.db, [accountId], `Categoria ${accountId.slice(0, 8)}`);
  const [row] = await ctx.db
    .insert(documentTemplates)
    .values({
      title: "Recibo",
      categoryId,
      corporateAccountId: accountId,
      isActive: true,
      templateContent: "<p>Recibo de {{nome}}</p>",
      variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: false, options: [] }],
    })
    .returning({ id: documentTemplates.id });
  if (!row) throw new Error("template not created");
  return row.id;
}
