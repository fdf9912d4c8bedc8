/**
 * What the landing may say about the legal validity of a signature (issue 48 point 3): ICP-Brasil only
 * while the built-in provider seals with an uploaded ICP-Brasil certificate that can seal now
 * (decisions 0033, 0024); otherwise what a default install does, its own platform certificate.
 */
export type SealClaim = "advanced" | "icp-brasil";

export const SEAL_CLAIM_TEXTS: Record<SealClaim, string> = {
  advanced: "assinatura eletrônica avançada com selo e trilha de evidências.",
  "icp-brasil": "assinaturas com certificação ICP-Brasil e trilha de evidências.",
};

/**
 * The server marks the page's <html> with it (`data-seal-claim="icp-brasil"`) when it serves the
 * ICP-Brasil claim, so the page's first render — hydrating the HTML the server sent — says the same.
 */
export const SEAL_CLAIM_ATTRIBUTE = "data-seal-claim";

/** The claim the page's HTML was served with (a visitor's browser); "advanced" anywhere else (the build's prerender). */
export function servedSealClaim(): SealClaim {
  if (typeof document === "undefined") return "advanced";
  return document.documentElement.getAttribute(SEAL_CLAIM_ATTRIBUTE) === "icp-brasil" ? "icp-brasil" : "advanced";
}

/**
 * A built page as served while an ICP-Brasil certificate seals (issue 48 point 3): <html> carries
 * `data-seal-claim="icp-brasil"` — the app's first render reads it (servedSealClaim), so it hydrates
 * the same words — and the landing's markup, drawn at build time with the default claim, says the ICP-Brasil
 * one. With the default claim the page is the built file, unchanged.
 */
export function pageWithSealClaim(html: string, claim: SealClaim): string {
  if (claim === "advanced") return html;
  return html
    .replace(/<html\b/, `<html ${SEAL_CLAIM_ATTRIBUTE}="${claim}"`)
    .replaceAll(SEAL_CLAIM_TEXTS.advanced, SEAL_CLAIM_TEXTS[claim]);
}
