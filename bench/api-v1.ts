/**
 * The public API's overhead (issue 23): p95 of POST /api/v1/documents (API key: hash lookup, plan,
 * last use, rate limit, the key's actor, Idempotency-Key) vs POST /api/documents (session cookie) for
 * the very same document (a draft from the same template and values), through the whole app on
 * PGlite, the two interleaved so both see the same database size. Goal: v1 ≤ 1.1× the web route.
 */

import { categories, categoryCorporateAccounts } from "../src/server/db/tables/categories";
import { documentTemplates } from "../src/server/db/tables/templates";
import { createTestContextForBench } from "./support";

const RUNS = 300;

const p = (samples: number[], q: number) =>
  [...samples].sort((a, b) => a - b)[Math.floor(q * (samples.length - 1))] ?? 0;

export async function benchApiV1() {
  const ctx = await createTestContextForBench({ withAccount: true });
  try {
    const accountId = ctx.accountId as string;
    const [category] = await ctx.db.insert(categories).values({ name: "Bench API" }).returning({ id: categories.id });
    if (!category) throw new Error("bench category not created");
    await ctx.db.insert(categoryCorporateAccounts).values({ categoryId: category.id, corporateAccountId: accountId });
    const [template] = await ctx.db
      .insert(documentTemplates)
      .values({
        title: "Contrato",
        categoryId: category.id,
        corporateAccountId: accountId,
        templateContent: "<p>Contrato com {{nome}}, CPF {{cpf}}</p>",
        variablesSchema: [
          { key: "nome", label: "Nome", type: "text", required: true, options: [] },
          { key: "cpf", label: "CPF", type: "cpf", required: true, options: [] },
        ],
      })
      .returning({ id: documentTemplates.id });
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/api-keys",
      headers: { cookie: ctx.cookie, origin: ctx.origin },
      payload: { name: "Bench", scopes: ["documents:write"] },
    });
    const key = created.json().secret as string;
    if (!template) throw new Error("bench template not created");
    const payload = { templateId: template.id, values: { nome: "Cliente", cpf: "529.982.247-25" }, status: "draft" };
    let n = 0;
    const web = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/documents",
        headers: { cookie: ctx.cookie, origin: ctx.origin },
        payload,
      });
    const v1 = (idempotent: boolean) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/documents",
        headers: { authorization: `Bearer ${key}`, ...(idempotent ? { "idempotency-key": `bench-${n++}` } : {}) },
        payload,
      });
    const timed = async (fn: () => Promise<{ statusCode: number }>) => {
      const s = process.hrtime.bigint();
      const res = await fn();
      if (res.statusCode !== 201) throw new Error(`bench request failed: ${res.statusCode}`);
      return Number(process.hrtime.bigint() - s) / 1e6;
    };
    for (let i = 0; i < 20; i++) await Promise.all([timed(web), timed(() => v1(false)), timed(() => v1(true))]);
    const samples = { web: [] as number[], v1: [] as number[], v1Idem: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      samples.web.push(await timed(web));
      samples.v1.push(await timed(() => v1(false)));
      samples.v1Idem.push(await timed(() => v1(true)));
    }
    const line = (label: string, s: number[]) =>
      console.log(
        `${label.padEnd(48)} p50 ${p(s, 0.5).toFixed(2)} ms  p95 ${p(s, 0.95).toFixed(2)} ms  (${RUNS} runs)`,
      );
    line("POST /api/documents (web, session)", samples.web);
    line("POST /api/v1/documents (API key)", samples.v1);
    line("POST /api/v1/documents (API key + Idempotency-Key)", samples.v1Idem);
    console.log(
      `${"v1 / web p95 (goal ≤ 1.1×)".padEnd(48)} ${(p(samples.v1, 0.95) / p(samples.web, 0.95)).toFixed(2)}×  ` +
        `(with Idempotency-Key ${(p(samples.v1Idem, 0.95) / p(samples.web, 0.95)).toFixed(2)}×)`,
    );
  } finally {
    await ctx.close();
  }
}

if (process.argv[1]?.endsWith("api-v1.ts")) await benchApiV1();
