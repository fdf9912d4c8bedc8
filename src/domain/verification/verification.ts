import { z } from "zod";
import { dateTimeText } from "../shared/contracts/define";
import { AUTH_METHOD_LABELS, type AuthMethod } from "../signatures/signatures";

/**
 * The public verification page (/verificar, issue 22; docs/decisions/0029): anyone holding a sealed
 * PDF, or the code printed on its evidence page, asks whether Minuta sealed it and whether the file is
 * intact. The answer names only what the evidence page already prints, e-mails masked, no ids.
 */

/** Crockford's base32: no I, L, O or U, so a code read off paper is not mistaken. */
export const VERIFICATION_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 16 characters of 5 bits: 80 random bits, printed as 4 groups of 4 (ABCD-EFGH-JKMN-PQRS). */
export const VERIFICATION_CODE_LENGTH = 16;
export const VERIFY_PAGE_PATH = "/verificar";
/** The largest PDF the page accepts (a sealed contract is far smaller). */
export const VERIFY_PDF_MAX_MB = 20;
export const VERIFY_PDF_MAX_BYTES = VERIFY_PDF_MAX_MB * 1024 * 1024;

export const VERIFICATION_MESSAGES = {
  codeInvalid: "Código de verificação inválido: são 16 letras e números, como ABCD-EFGH-JKMN-PQRS.",
  codeUnknown:
    "Nenhum documento selado pela Minuta tem este código. Confira o código impresso na página de evidências do PDF.",
  fileUnknown:
    "Este arquivo não corresponde a nenhum documento selado pela Minuta. Se ele foi alterado depois de selado, digite o código impresso na página de evidências para consultar o original.",
  fileTooLarge: `O arquivo passa de ${VERIFY_PDF_MAX_MB} MB. Envie o PDF assinado como foi baixado.`,
  fileEmpty: "Escolha o arquivo PDF a verificar.",
  notPdf: "O arquivo não é um PDF. Envie o PDF assinado (.pdf).",
  tooManyRequests: "Muitas verificações seguidas deste endereço. Aguarde um minuto e tente novamente.",
} as const;

const AMBIGUOUS: Record<string, string> = { O: "0", I: "1", L: "1" };

/** What someone typed, as stored: upper case, hyphens and spaces dropped, O→0 and I/L→1. */
export function normalizeVerificationCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/[OIL]/g, (c) => AMBIGUOUS[c] ?? c);
}

export const isVerificationCode = (code: string): boolean =>
  code.length === VERIFICATION_CODE_LENGTH && [...code].every((c) => VERIFICATION_CODE_ALPHABET.includes(c));

/** ABCDEFGHJKMNPQRS → ABCD-EFGH-JKMN-PQRS */
export const formatVerificationCode = (code: string): string => code.match(/.{1,4}/g)?.join("-") ?? code;

/** The address printed on the evidence page: the page opens with the code filled in and checked. */
export const verificationUrl = (appUrl: string, code: string): string =>
  `${appUrl}${VERIFY_PAGE_PATH}?codigo=${formatVerificationCode(code)}`;

/** "maria.souza@empresa.com.br" → "m***@e***.br": enough for a signer to recognise, nothing to write to. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  return `${email[0]}***@${domain[0] ?? ""}***${dot > 0 ? domain.slice(dot) : ""}`;
}

const SIGNER_METHOD_EVIDENCE: Record<AuthMethod, string> = {
  email: "E-mail (código de 6 dígitos)",
  sms: "SMS via WhatsApp (código de 6 dígitos)",
  id_verification: AUTH_METHOD_LABELS.id_verification,
};

/** How a signer proved who they were, as the evidence page and the verification page say it. */
export const signerMethodEvidence = (method: string): string => SIGNER_METHOD_EVIDENCE[method as AuthMethod] ?? method;

export const verificationCodeParamsSchema = z.object({
  code: z
    .string()
    .max(64, VERIFICATION_MESSAGES.codeInvalid)
    .transform(normalizeVerificationCode)
    .refine(isVerificationCode, VERIFICATION_MESSAGES.codeInvalid),
});

/** The seal read back from the uploaded file: its ByteRange digest and signature, and what it leaves out. */
export const sealCheckSchema = z.object({
  /** The SHA-256 of the bytes the ByteRange names equals the signature's message-digest. */
  digestMatches: z.boolean(),
  /** The CMS signature over its signed attributes verifies with the certificate it carries. */
  signatureValid: z.boolean(),
  /** The ByteRange reaches the end of the file: nothing was appended after the seal. */
  coversWholeFile: z.boolean(),
});
export type SealCheck = z.infer<typeof sealCheckSchema>;

export const verifiedSignerSchema = z.object({
  order: z.number().int(),
  name: z.string(),
  /** Masked (maskEmail). */
  email: z.string(),
  method: z.string(),
  signedAt: dateTimeText.nullable(),
});

/** What /api/verification answers about a document Minuta sealed. */
export const verificationSchema = z.object({
  documentTitle: z.string(),
  /** Made in sandbox mode: "SEM VALIDADE JURÍDICA". */
  sandbox: z.boolean(),
  /** Formatted (ABCD-EFGH-JKMN-PQRS); null for documents sealed before codes were printed. */
  verificationCode: z.string().nullable(),
  completedAt: dateTimeText.nullable(),
  /** The TSA's time of the RFC 3161 token in the seal, or null when sealed without one. */
  timestampedAt: dateTimeText.nullable(),
  /** SHA-256 of the sealed PDF as Minuta stored it, and of the original before the signatures. */
  sealedSha256: z.string(),
  originalSha256: z.string().nullable(),
  signers: z.array(verifiedSignerSchema),
  /** Only when a file was sent: its SHA-256, whether it is byte for byte the sealed PDF, its seal read back. */
  file: z
    .object({
      sha256: z.string(),
      intact: z.boolean(),
      seal: sealCheckSchema.nullable(),
    })
    .nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;
