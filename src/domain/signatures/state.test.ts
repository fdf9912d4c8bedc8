import { describe, expect, it } from "vitest";
import { canRequestSignature, effectiveDocumentStatus, effectiveSignatureStatus, signatureColumnLabel } from "./state";

const now = new Date("2026-11-25T12:00:00Z");
const past = "2026-11-25T11:59:00.000Z";
const future = "2026-11-25T13:00:00.000Z";

describe("one rule for 'Solicitar Assinatura' (issue 21 §3, decision 0023), list and detail alike", () => {
  it.each([
    ["no request yet", "finalized", null, true],
    ["after a cancel", "finalized", { status: "canceled", expiresAt: null }, true],
    ["after a decline", "finalized", { status: "declined", expiresAt: null }, true],
    ["after the expiry recorded", "finalized", { status: "expired", expiresAt: past }, true],
    ["after the expiry, job not run yet", "pending_signature", { status: "sent", expiresAt: past }, true],
    ["while one runs", "pending_signature", { status: "sent", expiresAt: future }, false],
    ["a draft", "draft", null, false],
    ["signed", "signed", { status: "completed", expiresAt: null }, false],
  ] as const)("%s", (_name, status, signature, offered) => {
    expect(canRequestSignature({ status, signature }, now)).toBe(offered);
  });

  it("expiry applies at read time (issue 21 §5)", () => {
    expect(effectiveSignatureStatus({ status: "in_progress", expiresAt: past }, now)).toBe("expired");
    expect(effectiveSignatureStatus({ status: "in_progress", expiresAt: future }, now)).toBe("in_progress");
    expect(effectiveSignatureStatus({ status: "completed", expiresAt: past }, now)).toBe("completed");
    expect(effectiveDocumentStatus("pending_signature", { status: "sent", expiresAt: past }, now)).toBe("finalized");
  });

  it("a request ends at its expiry instant, not a millisecond later", () => {
    const at = "2026-11-25T12:00:00.000Z";
    expect(effectiveSignatureStatus({ status: "sent", expiresAt: at }, now)).toBe("expired");
    expect(effectiveSignatureStatus({ status: "sent", expiresAt: at }, new Date(now.getTime() - 1))).toBe("sent");
  });

  it("only a document waiting for its request goes back to finalized, and only when the request expired", () => {
    const expired = { status: "expired", expiresAt: past } as const;
    expect(effectiveDocumentStatus("signed", expired, now)).toBe("signed");
    expect(effectiveDocumentStatus("draft", expired, now)).toBe("draft");
    expect(effectiveDocumentStatus("pending_signature", { status: "sent", expiresAt: future }, now)).toBe(
      "pending_signature",
    );
    expect(effectiveDocumentStatus("pending_signature", null, now)).toBe("pending_signature");
  });

  it("a finalized document whose latest request still runs is not offered another", () => {
    expect(canRequestSignature({ status: "finalized", signature: { status: "sent", expiresAt: future } }, now)).toBe(
      false,
    );
  });
});

describe("the list's signature column (spec 3 §2)", () => {
  it.each([
    [null, null],
    [undefined, null],
    ["completed", "Assinado"],
    ["signed", "Assinado"],
    ["pending", "Em andamento"],
    ["sent", "Em andamento"],
    ["in_progress", "Em andamento"],
    ["viewed", "Visualizado"],
    ["declined", "Recusado"],
    ["canceled", "Cancelado"],
    ["expired", "Expirado"],
  ] as const)("%s → %s", (status, label) => {
    expect(signatureColumnLabel(status)).toBe(label);
  });
});
