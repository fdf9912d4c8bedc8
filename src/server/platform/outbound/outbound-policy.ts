import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { ERRORS } from "../../../domain/shared/error-codes";
import { canonicalHost } from "../../../domain/shared/host-name";
import { AppError, fieldError } from "../errors/app-error";

/**
 * Which addresses the server may call for a user-configured integration (Evolution API, SMTP,
 * ZapSign, webhooks): docs/decisions/0019-outbound-private-addresses-refused-by-default.md. The host is resolved right
 * before connecting and refused when ANY of its addresses is blocked.
 */
export interface OutboundPolicy {
  /** OUTBOUND_ALLOW_PRIVATE=1: loopback and private ranges may be called too (self-hosted gateways beside Minuta). Off by default. */
  allowPrivate: boolean;
  /** Who answers a name's addresses: Deps' resolver (a fake in tests); node:dns's lookup when not given. */
  addresses?: AddressResolver;
}

/** Every address of a name (node:dns/promises lookup with `all`), as Deps' resolver answers it. */
export type AddressResolver = (name: string) => Promise<string[]>;

/** The operating system's answer (getaddrinfo: /etc/hosts, then DNS), as the connection itself will ask. */
export const systemAddresses: AddressResolver = async (name) =>
  (await lookup(name, { all: true })).map((a) => a.address);

export const OUTBOUND_BLOCKED_MESSAGE = ERRORS.OUTBOUND_ADDRESS_BLOCKED.message;

export class OutboundBlockedError extends AppError {
  constructor() {
    super("OUTBOUND_ADDRESS_BLOCKED");
  }
}

/** Link-local and cloud metadata endpoints: never called. IPv4-mapped IPv6 forms match the IPv4 rules. */
const ALWAYS_BLOCKED = new BlockList();
ALWAYS_BLOCKED.addSubnet("169.254.0.0", 16, "ipv4");
ALWAYS_BLOCKED.addSubnet("fe80::", 10, "ipv6");
ALWAYS_BLOCKED.addAddress("fd00:ec2::254", "ipv6");
ALWAYS_BLOCKED.addAddress("100.100.100.200", "ipv4");

/** Loopback, private and "this host" ranges: refused unless the operator sets OUTBOUND_ALLOW_PRIVATE=1. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet("10.0.0.0", 8, "ipv4");
PRIVATE.addSubnet("172.16.0.0", 12, "ipv4");
PRIVATE.addSubnet("192.168.0.0", 16, "ipv4");
PRIVATE.addSubnet("127.0.0.0", 8, "ipv4");
PRIVATE.addSubnet("0.0.0.0", 8, "ipv4");
PRIVATE.addAddress("::1", "ipv6");
PRIVATE.addAddress("::", "ipv6");
PRIVATE.addSubnet("fc00::", 7, "ipv6");

/**
 * IPv6 forms that carry an IPv4 address in their last 32 bits and reach it: IPv4-compatible (::/96),
 * IPv4-translated (::ffff:0:0/96) and the NAT64 prefixes (64:ff9b::/96, 64:ff9b:1::/48). Their IPv4
 * is judged by the IPv4 rules (IPv4-mapped ::ffff:0:0/96 already is, by BlockList itself).
 */
const EMBEDS_IPV4 = new BlockList();
EMBEDS_IPV4.addSubnet("::", 96, "ipv6");
EMBEDS_IPV4.addSubnet("::ffff:0:0:0", 96, "ipv6");
EMBEDS_IPV4.addSubnet("64:ff9b::", 96, "ipv6");
EMBEDS_IPV4.addSubnet("64:ff9b:1::", 48, "ipv6");

function embeddedIpv4(address: string): string | null {
  if (address === "::" || address === "::1" || !EMBEDS_IPV4.check(address, "ipv6")) return null;
  // The URL parser's and BlockList's spelling ends in two hextets (…:7f00:1) or a dotted quad.
  const tail = address.split(":").slice(-2);
  if (tail[1]?.includes(".")) return tail[1];
  const value = (Number.parseInt(tail[0] || "0", 16) << 16) | Number.parseInt(tail[1] || "0", 16);
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join(".");
}

/** Whether an IP address may not be called under `policy` (anything that is not an IP is refused). */
export function isBlockedAddress(address: string, policy: OutboundPolicy): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const type = family === 6 ? "ipv6" : "ipv4";
  if (ALWAYS_BLOCKED.check(address, type) || (!policy.allowPrivate && PRIVATE.check(address, type))) return true;
  const ipv4 = family === 6 ? embeddedIpv4(address) : null;
  return ipv4 !== null && isBlockedAddress(ipv4, policy);
}

/** `localhost` and its subdomains are the loopback by definition (RFC 6761): refused without asking a resolver. */
const LOOPBACK_NAME = /(^|\.)localhost$/;

/**
 * Resolves `host` (a name, an IPv4 or a bracketed/bare IPv6, any case, a trailing dot) with the
 * policy's resolver and answers its addresses; throws OutboundBlockedError when any of them is
 * blocked. DNS failures are thrown as is (code ENOTFOUND/EAI_AGAIN) for the caller's Portuguese message.
 */
export async function resolveAllowedHost(host: string, policy: OutboundPolicy): Promise<string[]> {
  const bare = canonicalHost(host);
  if (!policy.allowPrivate && LOOPBACK_NAME.test(bare)) throw new OutboundBlockedError();
  const addresses = isIP(bare) ? [bare] : await (policy.addresses ?? systemAddresses)(bare);
  if (addresses.length === 0 || addresses.some((a) => isBlockedAddress(a, policy))) throw new OutboundBlockedError();
  return addresses;
}

/** How long saving waits for a name's addresses; a slower resolver leaves the check to the call. */
const SAVE_LOOKUP_MS = 5_000;

/**
 * The policy when an address is saved (issue 38 §10): the same check as before every call, so an
 * address that is blocked now is refused with the field's error (400 OUTBOUND_ADDRESS_BLOCKED) and
 * nothing is stored. A name that does not resolve now is kept: the check runs again before every call.
 */
export async function assertSavableUrl(url: string, field: string, policy: OutboundPolicy): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SAVE_LOOKUP_MS);
  });
  try {
    await Promise.race([resolveAllowedHost(new URL(url).hostname, policy), slow]);
  } catch (err) {
    if (err instanceof OutboundBlockedError)
      throw fieldError("OUTBOUND_ADDRESS_BLOCKED", field, OUTBOUND_BLOCKED_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
}
