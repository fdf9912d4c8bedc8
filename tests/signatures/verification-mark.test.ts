import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { isVerificationCode } from "../../src/domain/verification/verification";
import {
  markVerificationCode,
  newVerificationCode,
  verificationCodeIn,
} from "../../src/server/modules/signatures/providers/builtin/verification-mark";

describe("the verification code of a seal", () => {
  it("is 16 characters of the alphabet, different every time", () => {
    const codes = new Set(Array.from({ length: 500 }, () => newVerificationCode()));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(isVerificationCode(code)).toBe(true);
  });

  it("written in a PDF's document information, it is read back from the bytes; a PDF without one has none", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const code = newVerificationCode();
    markVerificationCode(doc, code);
    expect(await verificationCodeIn(Buffer.from(await doc.save({ useObjectStreams: false })))).toBe(code);

    const plain = await PDFDocument.create();
    plain.addPage();
    expect(await verificationCodeIn(Buffer.from(await plain.save()))).toBeNull();
  });
});
