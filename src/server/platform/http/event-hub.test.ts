import { afterEach, describe, expect, it, vi } from "vitest";
import type { Actor } from "../../../domain/auth/permissions";
import type { ChangeEvent } from "../../../domain/auth/session";
import { EventHub, mayReceive } from "./event-hub";

const actor = (slug: Actor["roles"][number]["slug"], accountId: string | null, userId = "me"): Actor => ({
  userId,
  email: "x@y.com",
  accountId,
  roles: [{ slug, name: slug, permissions: slug === "super_admin" ? { all: true } : {} }],
  permissions: [],
});
const event = (e: Partial<ChangeEvent>): ChangeEvent => ({
  table: "generated_documents",
  op: "INSERT",
  id: "1",
  corporate_account_id: "A",
  user_id: "someone",
  ...e,
});

describe("who hears about a change", () => {
  it("super admins hear everything", () => {
    expect(mayReceive(actor("super_admin", null), event({ corporate_account_id: "B" }))).toBe(true);
  });
  it("standard users hear their own documents but not colleagues'", () => {
    expect(mayReceive(actor("standard_user", "A"), event({ user_id: "me" }))).toBe(true);
    expect(mayReceive(actor("standard_user", "A"), event({}))).toBe(false);
  });
  it("corporate admins and supervisors hear all their account's documents, never another account's", () => {
    expect(mayReceive(actor("corporate_admin", "A"), event({}))).toBe(true);
    expect(mayReceive(actor("supervisor_user", "A"), event({}))).toBe(true);
    expect(mayReceive(actor("corporate_admin", "A"), event({ corporate_account_id: "B" }))).toBe(false);
  });
  it("global catalogue rows reach everyone, other global rows only super admins", () => {
    expect(
      mayReceive(
        actor("standard_user", "A"),
        event({ table: "categories", corporate_account_id: null, user_id: null }),
      ),
    ).toBe(true);
    expect(
      mayReceive(
        actor("corporate_admin", "A"),
        event({ table: "system_settings", corporate_account_id: null, user_id: null }),
      ),
    ).toBe(false);
  });
  it("personal tables reach the row's user and the account's admins and supervisors; unwatched tables only super admins", () => {
    const delivery = event({ table: "document_delivery_log" });
    expect(mayReceive(actor("standard_user", "A"), delivery)).toBe(false);
    expect(mayReceive(actor("standard_user", "A"), { ...delivery, user_id: "me" })).toBe(true);
    expect(mayReceive(actor("supervisor_user", "A"), delivery)).toBe(true);
    expect(mayReceive(actor("supervisor_user", "B"), delivery)).toBe(false);
    expect(mayReceive(actor("corporate_admin", "A"), event({ table: "pg_boss_job", user_id: "me" }))).toBe(false);
    expect(mayReceive(actor("super_admin", null), event({ table: "pg_boss_job" }))).toBe(true);
  });
});

describe("pacing", () => {
  afterEach(() => vi.useRealTimers());

  it("sends every pending change in the next write, so a busy account never falls behind", () => {
    vi.useFakeTimers();
    const hub = new EventHub();
    const got: string[] = [];
    hub.subscribe({ actor: actor("corporate_admin", "A"), send: (e) => got.push(String(e.id)) });
    const publish = (id: string) => hub.publish(JSON.stringify(event({ id })));
    // 30 different rows in one burst: the first at once, all the others in the next write.
    for (let i = 0; i < 30; i++) publish(String(i));
    expect(got).toEqual(["0"]);
    vi.advanceTimersByTime(100);
    expect(got).toHaveLength(30);
    // The same row changed again and again while waiting: one event.
    for (let i = 0; i < 5; i++) publish("7");
    vi.advanceTimersByTime(100);
    expect(got.slice(30)).toEqual(["7"]);
  });
});
