import { useRef, useState } from "react";
import type { AssistantStreamEvent } from "../../../domain/assistant";
import { clientErrorMessage } from "../../lib/api";

export type StreamState<R> =
  | { phase: "idle" }
  | { phase: "running"; text: string; retrying: boolean }
  | { phase: "done"; text: string; result: R; callId: string; tokens: number }
  | { phase: "failed"; text: string; message: string };

/**
 * One streamed assistant request: the model's text as it arrives, then the parsed result or the
 * Portuguese error. A new start or `cancel` aborts the request in flight.
 */
export function useAssistantStream<R>(onFinished?: () => void) {
  const [state, setState] = useState<StreamState<R>>({ phase: "idle" });
  const abort = useRef<AbortController | null>(null);
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
        } else if (e.type === "result")
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
  return { state, start, cancel, reset: () => setState({ phase: "idle" }) };
}
