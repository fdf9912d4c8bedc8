import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERRORS, isErrorCode } from "./error-codes";

describe("ERRORS: the closed list of error codes", () => {
  it.each(ERROR_CODES)("%s answers a 4xx/5xx status with a non-empty message", (code) => {
    const { status, message } = ERRORS[code];
    expect(Number.isInteger(status) && status >= 400 && status <= 599).toBe(true);
    expect(message.trim()).not.toBe("");
  });

  it("codes are UPPER_SNAKE_CASE, and only they are codes", () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
    expect(isErrorCode("NOT_FOUND")).toBe(true);
    expect(isErrorCode("INTERNAL")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
  });
});
