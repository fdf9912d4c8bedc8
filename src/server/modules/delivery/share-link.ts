import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The public link of a delivery: `/compartilhado/<deliveryId>.<HMAC-SHA256(deliveryId)>`. The HMAC
 * (keyed by the server's AUTH_SECRET) makes it unguessable without storing a token; expiry and
 * revocation live on the delivery row (link_expires_at, link_revoked_at), checked on every use.
 */
const mac = (secret: string, deliveryId: string) =>
  createHmac("sha256", `minuta-share-link:${secret}`).update(deliveryId).digest("base64url");

export const shareToken = (secret: string, deliveryId: string) => `${deliveryId}.${mac(secret, deliveryId)}`;

export const shareLink = (appUrl: string, secret: string, deliveryId: string) =>
  `${appUrl.replace(/\/$/, "")}/compartilhado/${shareToken(secret, deliveryId)}`;

/** The delivery id of a well-signed token, or null. */
export function verifyShareToken(secret: string, token: string): string | null {
  const [id, signature] = token.split(".");
  if (!id || !signature) return null;
  const expected = Buffer.from(mac(secret, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
