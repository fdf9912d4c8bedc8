import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { AssistantStreamEvent } from "../../../domain/assistant";
import { assistantContracts as c } from "../../../domain/contracts/assistant";
import { requirePermission, requireRole } from "../../../domain/permissions";
import type { RouteDeps } from "../../platform/deps";
import { actorOf } from "../../platform/http/guards";
import { noContentRoute, route } from "../../platform/http/route";
import { saveAssistantSettings, saveProposedTemplate, setAccountTokenBudget, testAiEndpoint } from "./account-ops";
import { deleteAiEndpoint, listAiEndpoints, saveAiEndpoint } from "./endpoints";
import { documentText, proposeTemplate, reviewDocument, summarizeDocument } from "./features";
import { assistantStatus, openAssistantCall } from "./gate";
import type { CallDeps } from "./run-call";

const superAdmin = { access: requireRole("super_admin") };
/** Every role writes documents (spec 3 §6); templates are the admins' (spec 2 §6); the checklist the account's. */
const documents = { access: requirePermission("create_documents") };
const templates = { access: requirePermission("manage_templates") };
const account = { access: requirePermission("manage_corporate_account") };

/** Model answers take longer than other outbound calls: two minutes unless the tests tune the timeout. */
const AI_TIMEOUT_MS = 120_000;

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
    emit({ type: "error", message: "Erro interno do assistente. Tente novamente." });
  }
  res.end();
  return reply;
}

/** The contract assistant (issue 29): /admin/settings/ai and the three features. */
export function assistantRoutes(deps: RouteDeps): FastifyPluginAsync {
  const { db, secrets, config, clock, log } = deps;
  const policy = { allowPrivate: config.outboundAllowPrivate };
  const callDeps: CallDeps = { db, secrets, timeoutMs: config.outboundTimeoutMs ?? AI_TIMEOUT_MS, ...policy };
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

    route(app, c.accountBudget, superAdmin, async (request) =>
      setAccountTokenBudget(db, actorOf(request), request.params.id, request.body.monthlyTokenBudget),
    );

    route(app, c.status, documents, async (request) => assistantStatus(db, actorOf(request), clock()));
    route(app, c.saveSettings, account, async (request) => saveAssistantSettings(db, actorOf(request), request.body));

    route(app, c.templateFromText, templates, async (request, reply) => {
      const actor = actorOf(request);
      const open = await openAssistantCall(db, actor, clock());
      return streamed(reply, log, (emit) => proposeTemplate(callDeps, actor, open, request.body.text, emit));
    });
    route(app, c.saveTemplate, templates, async (request, reply) => {
      const id = await saveProposedTemplate(db, actorOf(request), request.body.callId, request.body.template, clock());
      return reply.status(201).send({ id });
    });
    route(app, c.summary, documents, async (request, reply) => {
      const actor = actorOf(request);
      const text = await documentText(db, actor, request.params.id);
      const open = await openAssistantCall(db, actor, clock());
      return streamed(reply, log, (emit) => summarizeDocument(callDeps, actor, open, text, emit));
    });
    route(app, c.review, documents, async (request, reply) => {
      const actor = actorOf(request);
      const text = await documentText(db, actor, request.params.id);
      const open = await openAssistantCall(db, actor, clock());
      return streamed(reply, log, (emit) => reviewDocument(callDeps, actor, open, text, emit));
    });
  };
}
