import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ChangeEvent } from "../../domain/auth/session";
import type { eventContracts } from "../../domain/events/contract";
import type { RouteRef } from "../../domain/shared/contracts/route-ref";
import { isLiveTable, type LiveTable } from "../../domain/shared/live-tables";
import { refreshSession } from "./session";

/** The stream's route, by reference (this file is in every page's chunk: no schemas). */
const eventStream: RouteRef<typeof eventContracts.stream> = { method: "GET", path: "/api/events" };

const SESSION_KEY: QueryKey = ["me"];

/**
 * Which TanStack Query keys a change to each watched table (src/domain/shared/live-tables.ts) makes stale
 * (prefix match); the session (['me']) follows roles, metadata and the account. Typed by the list:
 * every watched table has an entry and no other name can.
 */
export const TABLE_QUERY_KEYS: Readonly<Record<LiveTable, readonly QueryKey[]>> = {
  user_roles: [SESSION_KEY, ["users"]],
  user_metadata: [SESSION_KEY, ["users"], ["plan-overview"], ["dashboard"], ["reports"]],
  roles: [SESSION_KEY, ["roles"]],
  corporate_accounts: [SESSION_KEY, ["corporate-accounts"], ["plan-overview"], ["dashboard"], ["reports"]],
  categories: [["categories"], ["templates"]],
  category_corporate_accounts: [["categories"], ["corporate-accounts"], ["plan-overview"], ["templates"]],
  subscription_plans: [["plans"], ["plan-overview"], ["dashboard"], ["public-plans"]],
  document_templates: [["templates"], ["plan-overview"]],
  header_footer_templates: [["header-footer"], ["templates"]],
  generated_documents: [["documents"], ["dashboard"], ["reports"]],
  signature_requests: [["documents"], ["signatures"], ["dashboard"], ["plan-overview"]],
  signature_recipients: [["documents"], ["signatures"]],
  document_delivery_log: [["documents"]],
  broadcast_messages: [["broadcasts"]],
  smtp_configurations: [["settings"], ["corporate-accounts"], ["plan-overview"]],
  evolution_api_configurations: [["settings"], ["corporate-accounts"], ["plan-overview"]],
  system_settings: [["settings"]],
  document_batches: [["batches"]],
  support_tickets: [["support"], ["dashboard"]],
  ai_calls: [["assistant"], ["plan-overview"]],
};

/** Parses one SSE message into a ChangeEvent, or null when it is not one. */
export function parseChangeEvent(data: unknown): ChangeEvent | null {
  if (typeof data !== "string") return null;
  try {
    const v = JSON.parse(data) as Partial<ChangeEvent>;
    if (typeof v?.table !== "string") return null;
    return {
      table: v.table,
      op: v.op ?? "UPDATE",
      id: v.id ?? null,
      corporate_account_id: v.corporate_account_id ?? null,
      user_id: v.user_id ?? null,
    };
  } catch {
    return null;
  }
}

export function queryKeysFor(event: ChangeEvent): readonly QueryKey[] {
  return isLiveTable(event.table) ? TABLE_QUERY_KEYS[event.table] : [];
}

/** Reconnect delay after `attempt` consecutive failures: 1 s, 2 s, 4 s … up to 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

export function invalidateFor(client: QueryClient, event: ChangeEvent): void {
  for (const queryKey of queryKeysFor(event)) {
    // The session is a store of its own (lib/session.ts), not a query.
    if (queryKey[0] === SESSION_KEY[0]) void refreshSession();
    else void client.invalidateQueries({ queryKey });
  }
}

/**
 * Opens `/api/events` (SSE) while `enabled`, turning each change into query invalidations.
 * A failing stream is closed and reopened with backoff; the view keeps working without it.
 */
export function useLiveUpdates(enabled = true): void {
  const client = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let timer: number | undefined;
    let attempt = 0;
    let stopped = false;
    let everOpened = false;

    const connect = () => {
      if (stopped) return;
      try {
        source = new EventSource(eventStream.path, { withCredentials: true });
      } catch {
        schedule();
        return;
      }
      source.onopen = () => {
        // After a reconnect, events may have been missed: refresh what is on screen.
        if (everOpened && attempt > 0) {
          void client.invalidateQueries();
          void refreshSession();
        }
        everOpened = true;
        attempt = 0;
      };
      const onChange = (msg: MessageEvent) => {
        const event = parseChangeEvent(msg.data);
        if (event) invalidateFor(client, event);
      };
      // Unnamed messages and messages named "change" both carry a ChangeEvent.
      source.onmessage = onChange;
      source.addEventListener("change", onChange);
      source.onerror = () => {
        source?.close();
        source = null;
        schedule();
      };
    };

    const schedule = () => {
      if (stopped) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(connect, backoffDelay(attempt));
      attempt += 1;
    };

    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      source?.close();
    };
  }, [client, enabled]);
}
