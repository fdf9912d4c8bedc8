import { describe, expect, it } from "vitest";
import {
  EMPTY_SELECTION,
  type RecipientTree,
  recipientCount,
  toggleAll,
  toggleCompany,
  toggleUser,
  userState,
} from "../../src/domain/broadcast/broadcast";

const tree: RecipientTree = [
  {
    id: "a",
    name: "Alfa",
    users: [
      { id: "a1", name: "Ana", email: "a1@x.com", phone: null },
      { id: "a2", name: "Alice", email: "a2@x.com", phone: "5511999999999" },
    ],
  },
  { id: "b", name: "Beta", users: [{ id: "b1", name: "Bia", email: "b1@x.com", phone: null }] },
];

describe("recipient selection (spec 3 §4)", () => {
  it("'all companies' clears the individual picks and counts everyone", () => {
    const s = toggleAll({ all: false, companies: ["a"], users: ["b1"] }, true);
    expect(s).toEqual({ all: true, companies: [], users: [] });
    expect(recipientCount(s, tree)).toBe(3);
  });

  it("choosing a company clears its individual users and turns 'all' off", () => {
    let s = toggleUser(EMPTY_SELECTION, tree, "a1", true);
    s = toggleUser(s, tree, "b1", true);
    s = toggleCompany({ ...s, all: true }, tree, "a", true);
    expect(s).toEqual({ all: false, companies: ["a"], users: ["b1"] });
    expect(recipientCount(s, tree)).toBe(3);
  });

  it("a manual user pick turns 'all' off", () => {
    const s = toggleUser(toggleAll(EMPTY_SELECTION, true), tree, "a1", true);
    expect(s.all).toBe(false);
    expect(recipientCount(s, tree)).toBe(1);
  });

  it("picking every user of a company removes the company-level pick", () => {
    let s: typeof EMPTY_SELECTION = { all: false, companies: ["a"], users: [] };
    s = toggleUser(s, tree, "a1", true);
    expect(s.companies).toEqual(["a"]);
    s = toggleUser(s, tree, "a2", true);
    expect(s).toEqual({ all: false, companies: [], users: ["a1", "a2"] });
    expect(recipientCount(s, tree)).toBe(2);
  });

  it("users of a selected company show checked and disabled; others follow their own pick", () => {
    const s = { all: false, companies: ["a"], users: ["b1"] };
    expect(userState(s, tree, "a2")).toEqual({ checked: true, disabled: true });
    expect(userState(s, tree, "b1")).toEqual({ checked: true, disabled: false });
    expect(userState(EMPTY_SELECTION, tree, "b1")).toEqual({ checked: false, disabled: false });
    expect(userState(toggleAll(s, true), tree, "b1")).toEqual({ checked: true, disabled: true });
  });

  it("unchecking a company keeps the other picks; a person is counted once", () => {
    const s = toggleCompany({ all: false, companies: ["a", "b"], users: [] }, tree, "a", false);
    expect(s).toEqual({ all: false, companies: ["b"], users: [] });
    expect(recipientCount({ all: false, companies: ["b"], users: ["b1"] }, tree)).toBe(1);
    expect(recipientCount(EMPTY_SELECTION, tree)).toBe(0);
  });
});
