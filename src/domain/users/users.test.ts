import { describe, expect, it } from "vitest";
import { categoryFormSchema } from "../categories/categories";
import {
  createUserSchema,
  isValidUserPhone,
  normalizeUserPhone,
  roleLimitMessage,
  USER_MESSAGES,
  updateUserSchema,
} from "./users";

const base = {
  fullName: "Ana",
  email: "Ana@Exemplo.com",
  password: "abc123",
  confirmPassword: "abc123",
  role: "standard_user",
  corporateAccountId: "6f1c2a36-8a55-4a52-9b3e-0d1f5f0b9a11",
};

const errorsOf = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("user form rules (spec 1 §5)", () => {
  it("normalises phones and applies the pattern", () => {
    expect(normalizeUserPhone("+55 (11) 98765-4321")).toBe("+5511987654321");
    expect(isValidUserPhone("(11) 3333-4444")).toBe(true);
    expect(isValidUserPhone("0 11 3333")).toBe(false);
    expect(isValidUserPhone("+1234567890123456")).toBe(true);
    expect(isValidUserPhone("+12345678901234567")).toBe(false);
  });

  it("lower-cases the e-mail and keeps an empty phone empty", () => {
    const r = createUserSchema.parse(base);
    expect(r).toMatchObject({ email: "ana@exemplo.com", phone: "", sendConfirmationEmail: false });
  });

  it("requires the account for every role but super_admin", () => {
    expect(errorsOf(createUserSchema.safeParse({ ...base, corporateAccountId: "" }))).toEqual({
      corporateAccountId: USER_MESSAGES.accountRequired,
    });
    expect(createUserSchema.safeParse({ ...base, role: "super_admin", corporateAccountId: null }).success).toBe(true);
  });

  it("requires the password on create only, with the same rules when given on edit", () => {
    expect(errorsOf(createUserSchema.safeParse({ ...base, password: "", confirmPassword: "" }))).toEqual({
      password: USER_MESSAGES.passwordRequired,
    });
    expect(updateUserSchema.safeParse({ ...base, password: "", confirmPassword: "" }).success).toBe(true);
    expect(errorsOf(updateUserSchema.safeParse({ ...base, password: "12345", confirmPassword: "" }))).toEqual({
      password: USER_MESSAGES.passwordTooShort,
      confirmPassword: USER_MESSAGES.passwordsDiffer,
    });
  });

  it("names the plan, the limit and the role in the limit message", () => {
    expect(roleLimitMessage("Básico", 3, "Usuário Padrão")).toBe(
      "Limite do plano atingido: o plano Básico permite no máximo 3 usuários com o papel Usuário Padrão.",
    );
  });
});

describe("category form rules", () => {
  it("trims the name and stores an empty description as null", () => {
    expect(categoryFormSchema.parse({ name: " Locação ", description: "  " })).toEqual({
      name: "Locação",
      description: null,
    });
    expect(errorsOf(categoryFormSchema.safeParse({ name: " " }))).toEqual({ name: "Nome da categoria é obrigatório" });
  });
});
