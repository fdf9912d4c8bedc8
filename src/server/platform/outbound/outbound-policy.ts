import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { ERRORS } from "../../../domain/error-codes";
import { AppError } from "../errors/app-error";

/**
 * Which addresses the server may call for a user-configured integration (Evolution API, SMTP,
 * ZapSign, webhooks): docs/decisions/0019-outbound-private-addresses-refused-by-default.md. The host is resolved right
 * before connecting and refused when ANY of its addresses is blocked.
 */
export interface OutboundPolicy {
  /** OUTBOUND_ALLOW_PRIVATE=1: loopback and private ranges may be called too (self-hosted gateways beside Minuta). Off by default. */
  allowPrivate: boolean;
}

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

/** Whether an IP address may not be called under `policy` (anything that is not an IP is refused). */
export function isBlockedAddress(address: string, policy: OutboundPolicy): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const type = family === 6 ? "ipv6" : "ipv4";
  return ALWAYS_BLOCKED.check(address, type) || (!policy.allowPrivate && PRIVATE.check(address, type));
}

/**
 * Resolves `host` (a name, an IPv4 or a bracketed/bare IPv6) with dns.lookup and answers its
 * addresses; throws OutboundBlockedError when any of them is blocked. DNS failures are thrown as is
 * (code ENOTFOUND/EAI_AGAIN) for the caller's Portuguese message.
 */
export async function resolveAllowedHost(host: string, policy: OutboundPolicy): Promise<string[]> {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const addresses = isIP(bare) ? [bare] : (await lookup(bare, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some((a) => isBlockedAddress(a, policy))) throw new OutboundBlockedError();
  return addresses;
}
