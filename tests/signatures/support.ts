import type { z } from "zod";
import { documentTemplates } from "../../src/server/db/schema/index";
import type { Deps } from "../../src/server/deps";
import type { PdfService } from "../../src/server/integrations/pdf/types";
import type { JobContext } from "../../src/server/jobs/define-job";
import type { JobQueue, JobSpec } from "../../src/server/jobs/job-queue";
import { api, type TestContext } from "../support/app";
import { createCategory } from "../templates/fixtures";
import { threePagePdf } from "./sample-pdf";

/**
 * A job queue that runs each job at once, in the caller (after the caller's transaction committed,
 * as the real queue would later): the signing flow's invitations and seal become observable in order.
 */
export function inlineJobs(getDeps: () => Deps): JobQueue & { sent: Array<{ name: string; payload: unknown }> } {
  const sent: Array<{ name: string; payload: unknown }> = [];
  return {
    sent,
    async send(job, payload) {
      sent.push({ name: job.name, payload });
      const parsed = job.payload.parse(payload);
      await (job as JobSpec<z.ZodType, JobContext>).handle(parsed, { deps: getDeps(), jobId: "inline", retryCount: 0 });
      return "inline";
    },
    async sendMany() {},
    async work() {},
    async summary() {
      return [];
    },
    async stop() {},
  };
}

/** A PDF service that answers a real 3-page PDF (the seal and pdfsig need one) without Chromium. */
export async function fakePdf(): Promise<PdfService> {
  const bytes = await threePagePdf();
  return { render: async () => bytes, close: async () => undefined };
}

/** A finalized document of `accountId`, created through the API by `cookie`. */
export async function finalizedDocument(
  ctx: TestContext,
  cookie: string,
  accountId: string | null,
  status: "finalized" | "draft" = "finalized",
): Promise<string> {
  const cat = await createCategory(ctx.db, accountId ? [accountId] : []);
  const [tpl] = await ctx.db
    .insert(documentTemplates)
    .values({
      title: "Contrato",
      categoryId: cat,
      corporateAccountId: accountId,
      templateContent: "<p>Contrato com {{nome}}</p>",
      variablesSchema: [{ key: "nome", label: "Nome", type: "text", required: true, options: [] }],
    })
    .returning({ id: documentTemplates.id });
  const res = await api(ctx, {
    method: "POST",
    url: "/api/documents",
    cookie,
    payload: { templateId: tpl?.id, values: { nome: "Cliente" }, status },
  });
  if (res.statusCode !== 201) throw new Error(`document not created: ${res.body}`);
  return res.json().id;
}
