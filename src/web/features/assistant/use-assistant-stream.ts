import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { AssistantStreamEvent } from "../../../domain/assistant/assistant";
import type { AssistantCallDetail } from "../../../domain/assistant/contract";
import { clientErrorMessage } from "../../lib/api";
import { assistantCallQuery } from "./api";

export type StreamState<R> =
  | { phase: "idle" }
  | { phase: "running"; text: string; retrying: boolean }
  /** A long request runs as a job: its record is read until it ends (live updates, or every few seconds). */
  | { phase: "queued"; callId: string }
  | { phase: "done"; text: string; result: R; callId: string; tokens: number }
  | { phase: "failed"; text: string; message: string };

/** Without live updates (a lost connection) a job's record is read again this often. */
const JOB_POLL_MS = 5_000;

const unfinished = (call: AssistantCallDetail | undefined) =>
  !call || call.status === "queued" || call.status === "running";

/** A finished job's record as the stream's last state: the result, or the error in Portuguese. */
export function jobState<R>(call: AssistantCallDetail): StreamState<R> | null {
  if (call.status === "ok" && call.result !== null)
    return { phase: "done", text: "", result: call.result as R, callId: call.id, tokens: call.totalTokens };
  if (call.status === "error")
    return { phase: "failed", text: "", message: call.error ?? "O assistente não conseguiu responder." };
  return null;
}

/**
 * One assistant request: the model's text as it arrives, then the parsed result or the Portuguese
 * error; or, for a long request (a job, decision 0049), "queued" until its record says it ended.
 * A new start or `cancel` aborts the request in flight.
 */
export function useAssistantStream<R>(onFinished?: () => void) {
  const [state, setState] = useState<StreamState<R>>({ phase: "idle" });
  const abort = useRef<AbortController | null>(null);
  const queuedId = state.phase === "queued" ? state.callId : "";
  const job = useQuery({
    ...assistantCallQuery(queuedId),
    enabled: queuedId !== "",
    refetchInterval: (q) => (unfinished(q.state.data) ? JOB_POLL_MS : false),
  });
  const start = async (
    run: (emit: (e: AssistantStreamEvent) => void, signal: AbortSignal) => Promise<void>,
  ): Promise<void> => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    let text = "";
    setState({ phase: "running", text, retrying: false });
    try {
      await run((e) => {
        if (e.type === "delta") {
          text += e.text;
          setState({ phase: "running", text, retrying: false });
        } else if (e.type === "retry") {
          text = "";
          setState({ phase: "running", text, retrying: true });
        } else if (e.type === "queued") setState({ phase: "queued", callId: e.callId });
        else if (e.type === "result")
          setState({ phase: "done", text, result: e.result as R, callId: e.callId, tokens: e.tokens });
        else setState({ phase: "failed", text, message: e.message });
      }, controller.signal);
    } catch (err) {
      if (controller.signal.aborted) setState({ phase: "idle" });
      else
        setState({
          phase: "failed",
          text,
          message: clientErrorMessage(err, "Não foi possível falar com o assistente."),
        });
    } finally {
      onFinished?.();
    }
  };
  const cancel = () => abort.current?.abort();
  // A queued request shows its job's end as soon as the record says so.
  const ended = state.phase === "queued" && job.data && job.data.id === queuedId ? jobState<R>(job.data) : null;
  return { state: ended ?? state, start, cancel, reset: () => setState({ phase: "idle" }) };
}
