import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { ASSISTANT_MESSAGES, type AssistantStreamEvent, isLongRequest } from "../../../domain/assistant/assistant";
import { assistantContracts as c } from "../../../domain/assistant/contract";
import type { Actor } from "../../../domain/auth/permissions";
import { requirePermission, requireRole } from "../../../domain/auth/permissions";
import { type RouteDeps, savePolicy } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { noContentRoute, route } from "../../platform/http/route";
import { saveAssistantSettings, saveProposedTemplate, setAccountTokenBudget, testAiEndpoint } from "./account-ops";
import { assistantCallJob } from "./call-job";
import { deleteAiEndpoint, listAiEndpoints, saveAiEndpoint } from "./endpoints";
import { documentText, PROMPT_VERSIONS, proposeTemplate, reviewDocument, summarizeDocument } from "./features";
import { assistantStatus, type CallStart, type OpenCall, openAssistantCall } from "./gate";
import { accountBudgetView, getOwnCall, listOwnCalls } from "./read-calls";
import { AI_STREAM_TIMEOUT_MS, type CallDeps } from "./run-call";

const superAdmin = { access: requireRole("super_admin") };
/** Every role writes documents (spec 3 §6); templates are the admins' (spec 2 §6); the checklist the account's. */
const documents = { access: requirePermission("create_documents") };
const templates = { access: requirePermission("manage_templates") };
const account = { access: requirePermission("manage_corporate_account") };

/**
 * Writes the answer as NDJSON while the model speaks. The gate ran before: its refusals are plain
 * JSON errors; from here on a failure is an `error` line (the status is already 200).
 */
async function streamed(
  reply: FastifyReply,
  log: RouteDeps["log"],
  run: (emit: (e: AssistantStreamEvent) => void) => Promise<unknown>,
) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    "Content-Type": "application/x-ndjson; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    "X-Accel-Buffering": "no",
    "X-Content-Type-Options": "nosniff",
  });
  const emit = (event: AssistantStreamEvent) => {
    if (!res.writableEnded) res.write(`${JSON.stringify(event)}\n`);
  };
  try {
    await run(emit);
  } catch (err) {
    log.error(`assistant: ${(err as Error)?.message ?? err}`);
    emit({ type: "error", message: ASSISTANT_MESSAGES.internal });
  }
  res.end();
  return reply;
}

type Emit = (e: AssistantStreamEvent) => void;

/** The contract assistant (issue 29): /admin/settings/ai and the three features. */
export function assistantRoutes(deps: RouteDeps): FastifyPluginAsync {
  const { db, secrets, config, clock, log, jobs } = deps;
  const policy = savePolicy(deps);
  const callDeps: CallDeps = {
    db,
    secrets,
    timeoutMs: config.outboundTimeoutMs ?? AI_STREAM_TIMEOUT_MS,
    allowPrivate: config.outboundAllowPrivate,
  };

  /**
   * One feature request past its own checks: the gate (JSON refusals), then a short text streams in
   * the request, a long one (isLongRequest) becomes a job answered 202 with the call id (decision 0049).
   * A crash between the gate's commit and the send leaves the call queued: the sweep sends it.
   */
  const ask = async (
    reply: FastifyReply,
    actor: Actor,
    start: Pick<CallStart, "feature" | "documentId"> & { text: string },
    run: (open: OpenCall, emit: Emit) => Promise<unknown>,
  ) => {
    const { feature, documentId, text } = start;
    const mode = isLongRequest(text.length) ? "job" : "stream";
    const open = await openAssistantCall(db, actor, clock(), {
      feature,
      documentId,
      mode,
      promptVersion: PROMPT_VERSIONS[feature],
      chars: text.length,
      // A pasted text waits on the job's record until it ends (a document is read again by its id).
      pendingText: mode === "job" && !documentId ? text : undefined,
    });
    if (mode === "stream") return streamed(reply, log, (emit) => run(open, emit));
    await jobs.send(assistantCallJob, { callId: open.callId }, { singletonKey: open.callId });
    return reply.status(202).send({ type: "queued", callId: open.callId });
  };

  /** A feature run on a document's text, read in the caller's scope. */
  const askAboutDocument = async (
    reply: FastifyReply,
    actor: Actor,
    documentId: string,
    feature: "summary" | "clause_review",
    run: (deps: CallDeps, open: OpenCall, text: string, emit: Emit) => Promise<unknown>,
  ) => {
    const text = await documentText(db, actor, documentId);
    return ask(reply, actor, { feature, text, documentId }, (open, emit) => run(callDeps, open, text, emit));
  };

  return async (app) => {
    route(app, c.listEndpoints, superAdmin, async () => listAiEndpoints(db, secrets));
    route(app, c.createEndpoint, superAdmin, async (request, reply) =>
      reply.status(201).send(await saveAiEndpoint(db, secrets, actorOf(request), policy, request.body)),
    );
    route(app, c.updateEndpoint, superAdmin, async (request) =>
      saveAiEndpoint(db, secrets, actorOf(request), policy, request.body, request.params.id),
    );
    noContentRoute(app, c.removeEndpoint, superAdmin, (request) =>
      deleteAiEndpoint(db, actorOf(request), request.params.id),
    );
    route(app, c.testEndpoint, superAdmin, async (request) =>
      testAiEndpoint(db, secrets, actorOf(request), callDeps, request.params.id),
    );

    route(app, c.accountBudgetView, superAdmin, async (request) => accountBudgetView(db, request.params.id, clock()));
    route(app, c.accountBudget, superAdmin, async (request) =>
      setAccountTokenBudget(db, actorOf(request), request.params.id, request.body.monthlyTokenBudget),
    );

    route(app, c.status, documents, async (request) => assistantStatus(db, actorOf(request), clock()));
    route(app, c.saveSettings, account, async (request) => saveAssistantSettings(db, actorOf(request), request.body));

    route(app, c.calls, documents, async (request) => listOwnCalls(db, actorOf(request)));
    route(app, c.call, documents, async (request) => getOwnCall(db, actorOf(request), request.params.id));

    route(app, c.templateFromText, templates, async (request, reply) => {
      const actor = actorOf(request);
      const { text } = request.body;
      return ask(reply, actor, { feature: "template_from_text", text }, (open, emit) =>
        proposeTemplate(callDeps, open, text, emit),
      );
    });
    route(app, c.saveTemplate, templates, async (request, reply) => {
      const id = await saveProposedTemplate(db, actorOf(request), request.body.callId, request.body.template, clock());
      return reply.status(201).send({ id });
    });
    // A document job reads the text again by the id, with the caller's scope at that moment.
    route(app, c.summary, documents, async (request, reply) =>
      askAboutDocument(reply, actorOf(request), request.params.id, "summary", summarizeDocument),
    );
    route(app, c.review, documents, async (request, reply) =>
      askAboutDocument(reply, actorOf(request), request.params.id, "clause_review", reviewDocument),
    );
  };
}
