import type { AiEndpointInput, AssistantSettings, AssistantStreamEvent } from "../../../domain/assistant/assistant";
import { assistantContracts as c } from "../../../domain/assistant/contract";
import { documentContracts } from "../../../domain/documents/contract";
import { templateContracts } from "../../../domain/templates/contract";
import type { TemplateFormInput } from "../../../domain/templates/templates";
import { call, callStream } from "../../lib/client";
import { contractQuery } from "../../lib/contract-query";
import { useInvalidatingMutation } from "../../lib/invalidating-mutation";
import { contractPageQuery } from "../../lib/list-query";

/** Query keys start with "assistant": any change reads the endpoints and the status again. */
export const assistantKeys = {
  all: ["assistant"] as const,
  endpoints: ["assistant", "endpoints"] as const,
  status: ["assistant", "status"] as const,
  calls: ["assistant", "calls"] as const,
  call: (id: string) => ["assistant", "calls", id] as const,
};

export const aiEndpointsQuery = contractQuery(assistantKeys.endpoints, c.listEndpoints, {});
export const assistantStatusQuery = contractQuery(assistantKeys.status, c.status, {}, { retry: false });
export const recentCallsQuery = contractQuery(assistantKeys.calls, c.calls, {});
export const assistantCallQuery = (id: string) => contractQuery(assistantKeys.call(id), c.call, { params: { id } });

/** What the assistant offers to work on: the documents the user sees (by title) and the template categories. */
export const assistantDocumentsQuery = (title: string) =>
  contractPageQuery(["documents", "list", "assistant", { title }], documentContracts.list, { page: 1, title });
export const assistantTemplateOptionsQuery = contractQuery(["templates", "options"], templateContracts.options, {});

export const useSaveAiEndpoint = () =>
  useInvalidatingMutation(assistantKeys.all, ({ id, body }: { id?: string; body: AiEndpointInput }) =>
    id ? call(c.updateEndpoint, { params: { id }, body }) : call(c.createEndpoint, { body }),
  );
export const useDeleteAiEndpoint = () =>
  useInvalidatingMutation(assistantKeys.all, (id: string) => call(c.removeEndpoint, { params: { id } }));
export const useTestAiEndpoint = () =>
  useInvalidatingMutation(assistantKeys.all, (id: string) => call(c.testEndpoint, { params: { id } }));
export const useSaveAssistantSettings = () =>
  useInvalidatingMutation(assistantKeys.all, (body: AssistantSettings) => call(c.saveSettings, { body }));
export const useSaveProposal = () =>
  useInvalidatingMutation(["templates"], (body: { callId: string; template: TemplateFormInput }) =>
    call(c.saveTemplate, { body: body as never }),
  );

type Emit = (event: AssistantStreamEvent) => void;
const asEvent = (emit: Emit) => (line: unknown) => emit(line as AssistantStreamEvent);

export const streamTemplateFromText = (text: string, emit: Emit, signal?: AbortSignal) =>
  callStream(c.templateFromText, { body: { text }, signal }, asEvent(emit));
export const streamDocumentTask = (task: "summary" | "review", id: string, emit: Emit, signal?: AbortSignal) =>
  callStream(task === "summary" ? c.summary : c.review, { params: { id }, signal }, asEvent(emit));
