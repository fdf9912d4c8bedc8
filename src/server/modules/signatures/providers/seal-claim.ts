import { X509Certificate } from "node:crypto";
import type { SealClaim } from "../../../../domain/signatures/seal-claim";
import type { Deps } from "../../../platform/deps";
import { isIcpBrasil } from "./builtin/icp-brasil";
import { builtinProvider } from "./builtin/provider";
import { usableUploadedSeal } from "./builtin/seal-certificate";
import { activeProvider } from "./registry";

const der = (pem: string) => Buffer.from(new X509Certificate(pem).raw);

/**
 * What a signature made now is (issue 48 point 3, the landing's claim): "icp-brasil" when new requests go
 * to the built-in provider and it seals with an uploaded ICP-Brasil certificate that can seal now (the
 * same recognition the seal uses to declare its ICP-Brasil policy, decision 0033); otherwise
 * "advanced" — the platform's self-signed certificate, another certificate, or ZapSign.
 */
export async function sealClaim(deps: Pick<Deps, "db" | "secrets" | "clock">): Promise<SealClaim> {
  const { provider } = await activeProvider(deps);
  if (provider !== builtinProvider) return "advanced";
  const uploaded = await usableUploadedSeal(deps);
  if (!uploaded) return "advanced";
  return isIcpBrasil(der(uploaded.certPem), uploaded.chainPem.map(der)) ? "icp-brasil" : "advanced";
}
