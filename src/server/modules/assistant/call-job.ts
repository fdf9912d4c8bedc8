import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { ASSISTANT_MESSAGES } from "../../../domain/assistant/assistant";
import { aiCalls } from "../../db/tables/assistant";
import type { Deps } from "../../platform/deps";
import { AppError } from "../../platform/errors/app-error";
import { defineJob } from "../../platform/jobs/define-job";
import { loadActor } from "../auth";
import { activeAiEndpoint } from "./endpoints";
import { documentText, proposeTemplate, reviewDocument, summarizeDocument } from "./features";
import { assistantSettingsOf, type OpenCall } from "./gate";
import { type CallDeps, finishCall } from "./run-call";

/** A job's model request may take this long (a streamed one: two minutes, the HTTP request's bound). */
const AI_JOB_TIMEOUT_MS = 10 * 60_000;

const silent = () => undefined;

/**
 * Runs one queued call (a long request, decision 0049) with the same feature code as the streamed
 * path: the document is read again by its id with the caller's current scope, a pasted text comes
 * from the record. A call already ended is left alone (at-least-once delivery); one whose user or
 * endpoint is gone ends as an error in Portuguese.
 */
async function runQueuedCall(deps: Deps, callId: string): Promise<void> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(aiCalls)
    .where(and(eq(aiCalls.id, callId), eq(aiCalls.mode, "job"), inArray(aiCalls.status, ["queued", "running"])));
  if (!row?.corporateAccountId || row.feature === "test") return;
  const settings = await assistantSettingsOf(db, row.corporateAccountId);
  const fail = (message: string) => finishCall(db, { callId, settings }, { status: "error", error: message });
  const actor = row.userId ? await loadActor(db, row.userId) : null;
  if (!actor || actor.accountId !== row.corporateAccountId) return fail(ASSISTANT_MESSAGES.userGone);
  const endpoint = await activeAiEndpoint(db);
  if (!endpoint) return fail(ASSISTANT_MESSAGES.notConfigured);
  await db.update(aiCalls).set({ status: "running" }).where(eq(aiCalls.id, callId));
  let text = row.inputText ?? "";
  if (row.documentId) {
    try {
      text = await documentText(db, actor, row.documentId);
    } catch (err) {
      if (err instanceof AppError) return fail(err.message);
      throw err;
    }
  }
  const open: OpenCall = { callId, mode: "job", accountId: row.corporateAccountId, endpoint, settings };
  const callDeps: CallDeps = {
    db,
    secrets: deps.secrets,
    timeoutMs: deps.config.outboundTimeoutMs ?? AI_JOB_TIMEOUT_MS,
    allowPrivate: deps.config.outboundAllowPrivate,
  };
  if (row.feature === "template_from_text") await proposeTemplate(callDeps, open, text, silent);
  else if (row.feature === "summary") await summarizeDocument(callDeps, open, text, silent);
  else await reviewDocument(callDeps, open, text, silent);
}

/**
 * The job of a long assistant request. A worker that dies mid-call loses the job to pg-boss's expiry
 * (two model attempts and a margin), which tries it once more; the assistant sweep ends the record of
 * a job no queue holds any longer.
 */
export const assistantCallJob = defineJob({
  name: "assistant-call",
  payload: z.object({ callId: z.uuid() }).strict(),
  retry: { limit: 1, delaySeconds: 30, backoff: false },
  expireInSeconds: (2 * AI_JOB_TIMEOUT_MS) / 1000 + 300,
  async handle({ callId }, { deps }) {
    await runQueuedCall(deps, callId);
  },
});
