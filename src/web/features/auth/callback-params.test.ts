import { describe, expect, it } from "vitest";
import { readCallbackParams } from "./callback-params";

describe("readCallbackParams", () => {
  it("reads type and token from the query", () => {
    expect(readCallbackParams("?type=signup&token=abc", "")).toEqual({ type: "signup", token: "abc", error: null });
  });
  it("reads them from the hash, access_token as the token", () => {
    expect(readCallbackParams("", "#access_token=t1&refresh_token=r&type=recovery")).toEqual({
      type: "recovery",
      token: "t1",
      error: null,
    });
  });
  it("reports an error parameter", () => {
    expect(readCallbackParams("?error=INVALID_TOKEN", "").error).toBe("INVALID_TOKEN");
  });
});
