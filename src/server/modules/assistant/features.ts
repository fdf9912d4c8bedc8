import { and, eq } from "drizzle-orm";
import {
  ASSISTANT_MESSAGES,
  type AssistantStreamEvent,
  clauseReviewSchema,
  plainTextOf,
  proposedTemplateSchema,
  summaryResultSchema,
} from "../../../domain/assistant/assistant";
import type { Actor } from "../../../domain/auth/permissions";
import { generatedDocuments as docs } from "../../db/tables/documents";
import type { Db, Tx } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { documentVisibleSql } from "../documents";
import type { OpenCall } from "./gate";
import { clauseReviewPrompt } from "./prompts/clause-review.v1";
import { summaryPrompt } from "./prompts/summary.v1";
import { templateFromTextPrompt } from "./prompts/template-from-text.v1";
import { type CallDeps, runAssistantCall } from "./run-call";

type Emit = (event: AssistantStreamEvent) => void;

/** The prompt version each feature asks with (recorded when the gate lets the call start). */
export const PROMPT_VERSIONS = {
  template_from_text: templateFromTextPrompt.version,
  summary: summaryPrompt.version,
  clause_review: clauseReviewPrompt.version,
} as const;

/** Feature 1: the pasted text becomes a proposed template (saved only when the user accepts it). */
export const proposeTemplate = (deps: CallDeps, open: OpenCall, text: string, emit: Emit) =>
  runAssistantCall(
    deps,
    open,
    {
      feature: "template_from_text",
      prompt: templateFromTextPrompt,
      input: { text },
      inputText: text,
      schema: proposedTemplateSchema,
    },
    emit,
  );

/** The text of a document the actor may see (the scope in the same where as the id), or 404. */
export async function documentText(db: Db | Tx, actor: Actor, id: string): Promise<string> {
  const [row] = await db
    .select({ content: docs.finalContent })
    .from(docs)
    .where(and(eq(docs.id, id), documentVisibleSql(actor)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", ASSISTANT_MESSAGES.documentNotFound);
  return plainTextOf(row.content);
}

/** Feature 2: the document's summary, its value checked against our own amount in words. */
export const summarizeDocument = (deps: CallDeps, open: OpenCall, text: string, emit: Emit) =>
  runAssistantCall(
    deps,
    open,
    { feature: "summary", prompt: summaryPrompt, input: { text }, inputText: text, schema: summaryResultSchema },
    emit,
  );

/** Feature 3: the account's checklist against the document; a flag whose quote is not in the text is dropped. */
export const reviewDocument = (deps: CallDeps, open: OpenCall, text: string, emit: Emit) => {
  const normal = (s: string) => s.replace(/\s+/g, " ").trim().toLocaleLowerCase("pt-BR");
  const body = normal(text);
  const schema = clauseReviewSchema.transform((r) => ({
    flags: r.flags.filter((f) => body.includes(normal(f.quote))),
  }));
  return runAssistantCall(
    deps,
    open,
    {
      feature: "clause_review",
      prompt: clauseReviewPrompt,
      input: { text, checklist: open.settings.checklist },
      inputText: text,
      schema,
    },
    emit,
  );
};
