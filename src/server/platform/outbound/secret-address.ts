/**
 * The rule for stored secrets (SMTP password, WhatsApp key, webhook token): a secret is only ever
 * sent to the address it was saved with. Leaving the secret blank means "keep the stored one", which
 * is allowed only while the address stays the same; pointing a stored secret at a new address needs
 * the secret typed again, so a stolen admin session cannot redirect the secrets the screens mask.
 */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (v: string | null | undefined) => (v ?? "").trim().replace(/\/+$/, "").toLowerCase();
  return norm(a) === norm(b);
}

/** True when a blank secret would carry the stored one to another address (refuse it). */
export function storedSecretWouldMove(opts: {
  typed: string;
  stored: string | null | undefined;
  storedAddress: string | null | undefined;
  newAddress: string | null | undefined;
}): boolean {
  return !opts.typed && Boolean(opts.stored) && !sameAddress(opts.storedAddress, opts.newAddress);
}
