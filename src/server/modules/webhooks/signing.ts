import { createHmac, randomBytes } from "node:crypto";

/** The Standard Webhooks secret form: `whsec_` and the base64 of the key's bytes (24 random bytes). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/**
 * The Standard Webhooks headers of one message: `webhook-signature` is `v1,` and the base64 HMAC-SHA256,
 * under the secret's decoded key, of `id.timestamp.body` (timestamp in seconds). A receiver checks it
 * with any Standard Webhooks library (the tests use `standardwebhooks` 1.1.1).
 */
export function signedHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000).toString();
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` };
}
