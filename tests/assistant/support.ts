import type { AssistantStreamEvent } from "../../src/domain/assistant/assistant";
import { DEFAULT_PLAN_FEATURES } from "../../src/domain/plans/features";
import { generatedDocuments } from "../../src/server/db/tables/documents";
import type { FakeModel } from "../fakes/openai";
import {
  api,
  createCorporateAccount,
  createPlan,
  createSignedInUser,
  type TestContext,
  type TestUser,
} from "../helpers/app";

/** An account whose plan has (or not) "Acesso à IA", with a monthly token budget. */
export async function accountWithAi(ctx: TestContext, name: string, enabled = true, budget = 100_000): Promise<string> {
  const plan = await createPlan(ctx.db, `Plano ${name}`, {
    ...DEFAULT_PLAN_FEATURES,
    ai_access_enabled: enabled,
    ai_monthly_tokens: budget,
  });
  return createCorporateAccount(ctx.db, name, plan);
}

/** The super admin configures the fake model as the endpoint; answers its id. */
export async function configureModel(ctx: TestContext, model: FakeModel, superAdmin?: TestUser): Promise<string> {
  const admin = superAdmin ?? (await createSignedInUser(ctx, "super_admin"));
  const res = await api(ctx, {
    method: "POST",
    url: "/api/admin/ai-endpoints",
    cookie: admin.cookie,
    payload: { name: "Modelo de teste", baseUrl: model.baseUrl, model: "fake-1", apiKey: "sk-test-0123456789abcdef" },
  });
  if (res.statusCode !== 201) throw new Error(`endpoint não criado: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** POST /api/assistant/template-from-text as `user`: streamed (short text) or 202 (a long one, a job). */
export const proposeText = (ctx: TestContext, user: Pick<TestUser, "cookie">, text: string) =>
  api(ctx, { method: "POST", url: "/api/assistant/template-from-text", cookie: user.cookie, payload: { text } });

/** The NDJSON lines of a streamed answer. */
export const eventsOf = (body: string): AssistantStreamEvent[] =>
  body
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AssistantStreamEvent);

export function lastEvent(body: string): AssistantStreamEvent {
  const events = eventsOf(body);
  const last = events.at(-1);
  if (!last) throw new Error("stream vazio");
  return last;
}

/** A document of `user` in `accountId` with `text` as its paragraphs. */
export async function insertDocument(
  ctx: TestContext,
  user: TestUser,
  accountId: string,
  text: string,
): Promise<string> {
  const [row] = await ctx.db
    .insert(generatedDocuments)
    .values({
      userId: user.userId,
      corporateAccountId: accountId,
      title: "Contrato",
      finalContent: text
        .split("\n")
        .map((l) => `<p>${l}</p>`)
        .join(""),
    })
    .returning({ id: generatedDocuments.id });
  if (!row) throw new Error("document not created");
  return row.id;
}
