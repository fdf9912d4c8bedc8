import { randomBytes } from "node:crypto";
import { API_KEY_PREFIX_LENGTH } from "../../../domain/api-keys/api-keys";
import { sha256Hex } from "../../platform/sha256";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Bytes as base62 text (most significant digit first). */
function base62(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString("hex")}`);
  let out = "";
  while (n > 0n) {
    out = BASE62[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(43, "0");
}

/** `mk_live_` in production, `mk_test_` elsewhere: a key of one never works by mistake as the other. */
export const secretPrefix = (env: string) => (env === "production" ? "mk_live_" : "mk_test_");

/** A new secret (32 random bytes, base62), the hash kept of it and the prefix shown. */
export function newApiKeySecret(env: string): { secret: string; hash: string; prefix: string } {
  const secret = secretPrefix(env) + base62(randomBytes(32));
  return { secret, hash: sha256Hex(secret), prefix: secret.slice(0, API_KEY_PREFIX_LENGTH) };
}
