import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { SupportInbound } from "../../platform/config";

/**
 * The reply address of one support e-mail (decision 0050): `local+<number>t<mac>@domain`, where `mac`
 * is 100 bits of HMAC-SHA256(key, ticket id, recipient's user id) in lower-case base32 and the key is
 * derived from AUTH_SECRET. Nothing is stored: the address names the ticket (its number, already in
 * the subject) and proves it was issued to that person on that ticket; the sender's own user id
 * recomputes it on receipt.
 */
const MAC_CHARS = 20;
const TOKEN = /^(\d{1,9})t([a-z2-7]{20})$/;
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

function base32(bytes: Buffer, chars: number): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    if (out.length >= chars) break;
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < chars) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

const keys = new Map<string, Buffer>();
function keyOf(authSecret: string): Buffer {
  let key = keys.get(authSecret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", authSecret, "minuta", "minuta-support-reply-v1", 32));
    keys.set(authSecret, key);
  }
  return key;
}

function macOf(authSecret: string, ticketId: string, userId: string): string {
  const digest = createHmac("sha256", keyOf(authSecret)).update(`${ticketId}\n${userId}`).digest();
  return base32(digest, MAC_CHARS);
}

/** The Reply-To of a support e-mail about `ticket` sent to the user `userId`. */
export function replyAddress(
  inbound: SupportInbound,
  authSecret: string,
  ticket: { id: string; number: number },
  userId: string,
): string {
  const [local, domain] = inbound.address.split("@") as [string, string];
  return `${local}+${ticket.number}t${macOf(authSecret, ticket.id, userId)}@${domain}`;
}

export interface ReplyToken {
  number: number;
  mac: string;
}

/** The first recipient that is a reply address of the configured inbound address (case-insensitive). */
export function replyTokenIn(inbound: SupportInbound, recipients: readonly string[]): ReplyToken | null {
  const [local, domain] = inbound.address.split("@") as [string, string];
  for (const recipient of recipients) {
    const address = recipient.trim().toLowerCase();
    const at = address.lastIndexOf("@");
    if (at < 0 || address.slice(at + 1) !== domain) continue;
    const [base, tag] = address.slice(0, at).split("+", 2);
    if (base !== local || !tag) continue;
    const match = TOKEN.exec(tag);
    if (match) return { number: Number(match[1]), mac: match[2] as string };
  }
  return null;
}

/** Whether the token was issued to `userId` on the ticket `ticketId` (constant-time comparison). */
export function issuedTo(authSecret: string, token: ReplyToken, ticketId: string, userId: string): boolean {
  const expected = Buffer.from(macOf(authSecret, ticketId, userId));
  const given = Buffer.from(token.mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
