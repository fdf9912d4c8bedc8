import { type Actor, hasRole, isSuperAdmin } from "../../../domain/auth/permissions";
import type { ChangeEvent } from "../../../domain/auth/session";
import { documentRowVisible } from "../../../domain/documents/scope";
import { isLiveTable, LIVE_TABLES } from "../../../domain/shared/live-tables";

/**
 * Whether an actor may be told about a change (ARCHITECTURE §6: same tenant, own documents, all for
 * super_admin), by the table's visibility rule in src/domain/shared/live-tables.ts; an unwatched table reaches
 * super_admin only.
 */
export function mayReceive(actor: Actor, event: ChangeEvent): boolean {
  if (isSuperAdmin(actor)) return true;
  if (!isLiveTable(event.table)) return false;
  const rule = LIVE_TABLES[event.table];
  // Documents: the same rule as the document queries (one definition).
  if (rule === "documents") {
    return documentRowVisible(actor, { userId: event.user_id ?? null, accountId: event.corporate_account_id ?? null });
  }
  if (event.user_id && event.user_id === actor.userId) return true;
  if (!event.corporate_account_id) return rule === "catalogue";
  if (event.corporate_account_id !== actor.accountId) return false;
  if (rule !== "personal") return true;
  return hasRole(actor, "corporate_admin") || hasRole(actor, "supervisor_user");
}

export interface Subscriber {
  actor: Actor;
  send(event: ChangeEvent): void;
}

/** Per subscriber at most 10 writes per second, each with every change pending, coalesced by table and row. */
const SEND_INTERVAL_MS = 100;

export class EventHub {
  private readonly subscribers = new Set<{
    sub: Subscriber;
    pending: Map<string, ChangeEvent>;
    timer?: NodeJS.Timeout;
  }>();

  publish(raw: string): void {
    let event: ChangeEvent;
    try {
      event = JSON.parse(raw) as ChangeEvent;
    } catch {
      return;
    }
    for (const entry of this.subscribers) {
      if (!mayReceive(entry.sub.actor, event)) continue;
      entry.pending.set(`${event.table}:${event.id}`, event);
      if (!entry.timer) this.drain(entry);
    }
  }

  subscribe(sub: Subscriber): () => void {
    const entry: { sub: Subscriber; pending: Map<string, ChangeEvent>; timer?: NodeJS.Timeout } = {
      sub,
      pending: new Map(),
    };
    this.subscribers.add(entry);
    return () => {
      clearTimeout(entry.timer);
      this.subscribers.delete(entry);
    };
  }

  get size(): number {
    return this.subscribers.size;
  }

  /**
   * Sends everything pending at once, then waits the interval: one event per interval instead would
   * let an account changing more than 10 rows a second (or timers running late on a busy machine)
   * fall behind without end — the queue grew and every later event came seconds late (decision 0048).
   */
  private drain(entry: { sub: Subscriber; pending: Map<string, ChangeEvent>; timer?: NodeJS.Timeout }): void {
    if (entry.pending.size === 0) {
      entry.timer = undefined;
      return;
    }
    const batch = [...entry.pending.values()];
    entry.pending.clear();
    for (const event of batch) entry.sub.send(event);
    entry.timer = setTimeout(() => this.drain(entry), SEND_INTERVAL_MS);
  }
}
