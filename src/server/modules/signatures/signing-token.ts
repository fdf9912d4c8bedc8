import { createHmac, timingSafeEqual } from "node:crypto";
import { sha256Hex } from "../../platform/sha256";

/**
 * A signer's link token: HMAC-SHA256 of the recipient id under the server secret (256 bits,
 * unguessable). Only its SHA-256 is stored; being derived, the invitation and every reminder carry
 * the same link without the token ever being written down.
 */
export function signingToken(secret: string, signerId: string): string {
  return createHmac("sha256", secret).update(`minuta-sign-link:${signerId}`).digest("base64url");
}

export const tokenHash = (token: string) => sha256Hex(token);

export const signingLink = (appUrl: string, token: string) => `${appUrl}/assinar/${token}`;

/** Where a signer who is not a user asks for their data to be erased (issue 27): the same token, its own page. */
export const signerErasureLink = (appUrl: string, token: string) => `${appUrl}/excluir-meus-dados/${token}`;

/** The stored hash of a 6-digit code, bound to its recipient. */
export const codeHash = (signerId: string, code: string) => sha256Hex(`${signerId}:${code}`);

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A signer's 6-digit code, derived like the link from the server secret, the recipient and the
 * code's exact expiry instant (which carries a random sub-second part): the delivery job that sends
 * it, and sends it again after a failure, computes it without the code being written anywhere.
 */
export function signingCode(secret: string, signerId: string, expiresAt: Date): string {
  const mac = createHmac("sha256", secret).update(`minuta-sign-code:${signerId}:${expiresAt.getTime()}`).digest();
  return String(mac.readUIntBE(0, 6) % 1_000_000).padStart(6, "0");
}
