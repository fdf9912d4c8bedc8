import { eq } from "drizzle-orm";
import { type SealCertificateView, SIGNATURE_MESSAGES } from "../../../../domain/signatures";
import type { Db, Tx } from "../../../platform/db/client";
import type { Deps } from "../../../platform/deps";
import { AppError } from "../../../platform/errors/app-error";
import { systemSettings } from "../schema";
import {
  certificateSummary,
  platformSealCertificate,
  type SealCertificate,
  sealCertificateFromPkcs12,
} from "./certificate";

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

/** The certificate that seals: the uploaded A1 when there is one, else the platform's own (generated on first use). */
export async function activeSealCertificate(deps: Deps): Promise<SealCertificate> {
  const stored = await storedSeal(deps.db);
  if (stored) {
    try {
      return { keyPem: deps.secrets.decrypt(stored.key_pem), certPem: stored.cert_pem, chainPem: stored.chain_pem };
    } catch {
      deps.log.error("[assinaturas] certificado enviado ilegível (ENCRYPTION_KEY mudou?): usando o da plataforma");
    }
  }
  return platformSealCertificate(deps.config.dataDir, deps.secrets);
}

export async function sealCertificateView(deps: Deps): Promise<SealCertificateView> {
  const stored = await storedSeal(deps.db);
  const cert = stored ? stored.cert_pem : platformSealCertificate(deps.config.dataDir, deps.secrets).certPem;
  const { subject, notAfter } = certificateSummary(cert);
  return { source: stored ? "uploaded" : "platform", subject, notAfter: notAfter.toISOString() };
}

/** Stores an uploaded A1 certificate (.pfx/.p12 + password) after checking it opens and is valid now. */
export async function uploadSealCertificate(deps: Deps, pfx: Buffer, password: string): Promise<SealCertificateView> {
  let cert: SealCertificate;
  try {
    cert = sealCertificateFromPkcs12(pfx, password);
  } catch (err) {
    throw new AppError("CERTIFICATE_INVALID", (err as Error).message, { pfxBase64: (err as Error).message });
  }
  const { notAfter, notBefore } = certificateSummary(cert.certPem);
  const now = deps.clock();
  if (notAfter < now || notBefore > now) {
    throw new AppError("CERTIFICATE_INVALID", SIGNATURE_MESSAGES.certificateExpired, {
      pfxBase64: SIGNATURE_MESSAGES.certificateExpired,
    });
  }
  const value: StoredSeal = {
    key_pem: deps.secrets.encrypt(cert.keyPem),
    cert_pem: cert.certPem,
    chain_pem: cert.chainPem,
  };
  await deps.db
    .insert(systemSettings)
    .values({ key: SEAL_CERTIFICATE_KEY, value: value as unknown as Record<string, unknown> })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: value as unknown as Record<string, unknown> } });
  return sealCertificateView(deps);
}

/** Back to the platform certificate. */
export async function removeSealCertificate(deps: Deps): Promise<void> {
  await deps.db.delete(systemSettings).where(eq(systemSettings.key, SEAL_CERTIFICATE_KEY));
}
