import { createPublicKey, X509Certificate } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Actor } from "../../../../../domain/auth/permissions";
import { formatDate } from "../../../../../domain/shared/format";
import type { SealCertificateView } from "../../../../../domain/signatures/seal-certificate";
import { SIGNATURE_MESSAGES } from "../../../../../domain/signatures/signatures";
import { systemSettings } from "../../../../db/tables/signatures";
import type { Db, Tx } from "../../../../platform/db/client";
import type { Deps } from "../../../../platform/deps";
import { AppError } from "../../../../platform/errors/app-error";
import { recordAudit } from "../../../audit";
import {
  certificateSummary,
  platformSealCertificate,
  type SealCertificate,
  sealCertificateFromPkcs12,
} from "./certificate";
import { countWaitingSeals } from "./seal-waiting";

/** system_settings row of an uploaded ICP-Brasil A1 certificate (the private key encrypted at rest). */
export const SEAL_CERTIFICATE_KEY = "signature_seal_certificate";

interface StoredSeal {
  key_pem: string;
  cert_pem: string;
  chain_pem: string[];
}

async function storedSeal(db: Db | Tx): Promise<StoredSeal | null> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, SEAL_CERTIFICATE_KEY))
    .limit(1);
  const v = row?.value as Partial<StoredSeal> | undefined;
  return v?.key_pem && v.cert_pem ? { key_pem: v.key_pem, cert_pem: v.cert_pem, chain_pem: v.chain_pem ?? [] } : null;
}

/** The uploaded certificate cannot seal now; the message (Portuguese) says why. Never replaced by another certificate. */
export class SealCertificateUnusable extends Error {}

/** Why `cert` cannot seal at `at` (validity dates, key/certificate match), or null when it can. */
export function sealCertificateProblem(cert: SealCertificate, at: Date): string | null {
  const { notBefore, notAfter } = certificateSummary(cert.certPem);
  if (notAfter < at) return SIGNATURE_MESSAGES.sealCertificateExpiredOn(formatDate(notAfter));
  if (notBefore > at) return SIGNATURE_MESSAGES.sealCertificateNotYetValid(formatDate(notBefore));
  try {
    const fromKey = createPublicKey(cert.keyPem).export({ type: "spki", format: "der" });
    const fromCert = new X509Certificate(cert.certPem).publicKey.export({ type: "spki", format: "der" });
    if (!fromKey.equals(fromCert)) return SIGNATURE_MESSAGES.sealCertificateKeyMismatch;
  } catch {
    return SIGNATURE_MESSAGES.sealCertificateKeyMismatch;
  }
  return null;
}

/** The stored A1 with its key decrypted and checked at `at`; SealCertificateUnusable when it cannot seal. */
function usableUploaded(deps: Pick<Deps, "secrets">, stored: StoredSeal, at: Date): SealCertificate {
  let keyPem: string;
  try {
    keyPem = deps.secrets.decrypt(stored.key_pem);
  } catch {
    throw new SealCertificateUnusable(SIGNATURE_MESSAGES.sealCertificateUnreadable);
  }
  const cert = { keyPem, certPem: stored.cert_pem, chainPem: stored.chain_pem };
  const problem = sealCertificateProblem(cert, at);
  if (problem) throw new SealCertificateUnusable(problem);
  return cert;
}

/**
 * The certificate that seals: the uploaded A1 when there is one — checked now (dates, key match,
 * readable), throwing SealCertificateUnusable rather than falling back — else the platform's own.
 */
export async function activeSealCertificate(deps: Deps): Promise<SealCertificate> {
  const stored = await storedSeal(deps.db);
  if (stored) return usableUploaded(deps, stored, deps.clock());
  return platformSealCertificate(deps.config.dataDir, deps.secrets);
}

/** The uploaded A1 when it can seal now, else null (no upload, or one that cannot seal: nothing it signs now). */
export async function usableUploadedSeal(
  deps: Pick<Deps, "db" | "secrets" | "clock">,
): Promise<SealCertificate | null> {
  const stored = await storedSeal(deps.db);
  if (!stored) return null;
  try {
    return usableUploaded(deps, stored, deps.clock());
  } catch {
    return null;
  }
}

/** What the seal settings show: the certificate, and what is wrong with it now with how many requests wait. */
export async function sealCertificateView(deps: Deps): Promise<SealCertificateView> {
  const stored = await storedSeal(deps.db);
  const cert = stored ? stored.cert_pem : platformSealCertificate(deps.config.dataDir, deps.secrets).certPem;
  const { subject, notAfter } = certificateSummary(cert);
  let problem: string | null = null;
  if (stored) {
    try {
      usableUploaded(deps, stored, deps.clock());
    } catch (err) {
      problem = (err as Error).message;
    }
  }
  return {
    source: stored ? "uploaded" : "platform",
    subject,
    notAfter: notAfter.toISOString(),
    problem,
    waitingRequests: await countWaitingSeals(deps.db),
  };
}

/** Stores an uploaded A1 certificate (.pfx/.p12 + password) after checking it opens and is valid now. */
export async function uploadSealCertificate(deps: Deps, actor: Actor, pfx: Buffer, password: string): Promise<void> {
  let cert: SealCertificate;
  try {
    cert = sealCertificateFromPkcs12(pfx, password);
  } catch (err) {
    throw new AppError("CERTIFICATE_INVALID", (err as Error).message, { pfxBase64: (err as Error).message });
  }
  // The same check as at every seal: dates and key/certificate match.
  const problem = sealCertificateProblem(cert, deps.clock());
  if (problem) throw new AppError("CERTIFICATE_INVALID", problem, { pfxBase64: problem });
  const value: StoredSeal = {
    key_pem: deps.secrets.encrypt(cert.keyPem),
    cert_pem: cert.certPem,
    chain_pem: cert.chainPem,
  };
  const { subject, notAfter } = certificateSummary(cert.certPem);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(systemSettings)
      .values({ key: SEAL_CERTIFICATE_KEY, value: value as unknown as Record<string, unknown> })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: value as unknown as Record<string, unknown> } });
    // Who the seal now speaks for and until when; never the key or the password.
    await auditSeal(tx, actor, { uploaded: { subject, validUntil: notAfter.toISOString() } });
  });
}

/** Back to the platform certificate (the super admin's explicit choice). */
export async function removeSealCertificate(deps: Deps, actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(systemSettings).where(eq(systemSettings.key, SEAL_CERTIFICATE_KEY));
    await auditSeal(tx, actor, { removed: true });
  });
}

/** The seal is the platform's setting: its rows belong to no account. */
const auditSeal = (tx: Tx, actor: Actor, changes: Record<string, unknown>) =>
  recordAudit(tx, {
    actor,
    accountId: null,
    action: "settings.updated",
    target: { type: "settings", id: "seal-certificate" },
    changes,
  });
