import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets users type (SMTP password, WhatsApp and e-signature keys, webhook token) are stored
 * encrypted with AES-256-GCM under a key derived from ENCRYPTION_KEY, and never returned in full.
 * Stored form: `enc:v1:<iv b64url>:<tag b64url>:<ciphertext b64url>`.
 */
export interface Secrets {
  encrypt(plain: string): string;
  /** The plain text; a value not in the stored form (legacy plain text) is returned as is. */
  decrypt(stored: string): string;
}

const PREFIX = "enc:v1:";

export function createSecrets(encryptionKey: string): Secrets {
  if (!encryptionKey) throw new Error("ENCRYPTION_KEY ausente");
  const key = Buffer.from(hkdfSync("sha256", encryptionKey, "minuta", "minuta-secrets-v1", 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return `${PREFIX}${iv.toString("base64url")}:${tag.toString("base64url")}:${data.toString("base64url")}`;
    },
    decrypt(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, data] = stored.slice(PREFIX.length).split(":");
      if (!iv || !tag || data === undefined) throw new Error("segredo armazenado inválido");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

/**
 * The plain text of a stored secret, or "" when none is stored or it cannot be decrypted (stored
 * under another ENCRYPTION_KEY): for views and defaults, where an unreadable secret counts as unset.
 */
export function safeDecrypt(secrets: Secrets, stored: string | null | undefined): string {
  if (!stored) return "";
  try {
    return secrets.decrypt(stored);
  } catch {
    return "";
  }
}

/** What the browser may see of a secret: dots, plus the last 4 characters of a long key. */
export function maskSecret(plain: string | null | undefined): string {
  if (!plain) return "";
  return plain.length >= 16 ? `••••••••${plain.slice(-4)}` : "••••••••";
}
