import { describe, expect, it } from "vitest";
import { createSecrets, maskSecret, safeDecrypt } from "./secrets";

describe("secrets", () => {
  it("encrypts with a fresh IV and decrypts back", () => {
    const s = createSecrets("chave-de-teste");
    const a = s.encrypt("senha super secreta");
    expect(a).toMatch(/^enc:v1:/);
    expect(a).not.toContain("senha");
    expect(s.encrypt("senha super secreta")).not.toBe(a);
    expect(s.decrypt(a)).toBe("senha super secreta");
  });
  it("refuses tampered data and another key", () => {
    const a = createSecrets("k1").encrypt("x");
    expect(() => createSecrets("k2").decrypt(a)).toThrow();
    expect(() => createSecrets("k1").decrypt(`${a.slice(0, -2)}AA`)).toThrow();
  });
  it("safeDecrypt: the plain text, or empty when unset or stored under another key", () => {
    const a = createSecrets("k1").encrypt("x");
    expect(safeDecrypt(createSecrets("k1"), a)).toBe("x");
    expect(safeDecrypt(createSecrets("k2"), a)).toBe("");
    expect(safeDecrypt(createSecrets("k1"), null)).toBe("");
    expect(safeDecrypt(createSecrets("k1"), undefined)).toBe("");
  });
  it("masks", () => {
    expect(maskSecret("")).toBe("");
    expect(maskSecret("curta")).toBe("••••••••");
    expect(maskSecret("abcdefghijklmnopWXYZ")).toBe("••••••••WXYZ");
  });
});
