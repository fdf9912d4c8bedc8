import { describe, expect, it } from "vitest";
import { backoffDelay, parseChangeEvent, queryKeysFor } from "./live-updates";

describe("live updates", () => {
  it("parses a ChangeEvent and rejects anything else", () => {
    expect(parseChangeEvent('{"table":"user_roles","op":"UPDATE","id":"1","user_id":"u"}')).toEqual({
      table: "user_roles",
      op: "UPDATE",
      id: "1",
      corporate_account_id: null,
      user_id: "u",
    });
    expect(parseChangeEvent("não é json")).toBeNull();
    expect(parseChangeEvent('{"op":"UPDATE"}')).toBeNull();
    expect(parseChangeEvent(undefined)).toBeNull();
  });

  it("role, metadata and account changes refresh the session query", () => {
    for (const table of ["user_roles", "user_metadata", "corporate_accounts"]) {
      const keys = queryKeysFor({ table, op: "UPDATE", id: null, corporate_account_id: null, user_id: null });
      expect(keys).toContainEqual(["me"]);
    }
    expect(
      queryKeysFor({ table: "desconhecida", op: "INSERT", id: null, corporate_account_id: null, user_id: null }),
    ).toEqual([]);
  });

  it("backs off exponentially up to 30 s", () => {
    expect([0, 1, 2, 3, 10].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});
