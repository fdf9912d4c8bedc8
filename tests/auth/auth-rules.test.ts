import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AUTH_FIELD_MESSAGES, checkEmail, checkForgotPassword, checkLogin } from "../../src/domain/auth/rules";
import { emailField } from "../../src/domain/auth/schemas";

/**
 * The login and password-recovery forms check without Zod (issue 21 §18): their rules must answer as
 * the Zod e-mail field of the sign-up form and the API does, for any input.
 */
const emailish = fc.oneof(
  fc.string(),
  fc.emailAddress(),
  fc.emailAddress().map((e) => `  ${e.toUpperCase()} `),
  fc.constantFrom("", "   ", "a@b", "a b@c.d", "@x.y", "ana@minuta.local", "ANA@Minuta.Local\t"),
);

describe("sign-in form rules without Zod", () => {
  it("check an e-mail exactly as the Zod e-mail field does (value or message)", () => {
    fc.assert(
      fc.property(emailish, (raw) => {
        const zod = emailField.safeParse(raw);
        const plain = checkEmail(raw);
        expect(plain).toEqual(
          zod.success ? { ok: true, value: zod.data } : { ok: false, error: zod.error.issues[0]?.message },
        );
      }),
      { numRuns: 500 },
    );
  });

  it("refuse an empty login with both messages and pass a valid one normalised", () => {
    expect(checkLogin({ email: "", password: "" })).toEqual({
      ok: false,
      errors: { email: AUTH_FIELD_MESSAGES.emailRequired, password: AUTH_FIELD_MESSAGES.passwordRequired },
    });
    expect(checkLogin({ email: "ana@", password: "x" })).toEqual({
      ok: false,
      errors: { email: "E-mail inválido", password: undefined },
    });
    expect(checkLogin({ email: " Ana@Minuta.Local ", password: " s3nha " })).toEqual({
      ok: true,
      values: { email: "ana@minuta.local", password: " s3nha " },
    });
    expect(checkForgotPassword({ email: "" })).toEqual({ ok: false, errors: { email: "E-mail é obrigatório" } });
    expect(checkForgotPassword({ email: "Bia@X.com" })).toEqual({ ok: true, values: { email: "bia@x.com" } });
  });
});
