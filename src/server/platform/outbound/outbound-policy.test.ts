import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { isBlockedAddress, OutboundBlockedError, resolveAllowedHost } from "./outbound-policy";

const open = { allowPrivate: true };
const strict = { allowPrivate: false };

describe("outbound address policy", () => {
  it("always refuses link-local and cloud metadata addresses, IPv4-mapped forms included", () => {
    for (const a of [
      "169.254.169.254",
      "169.254.0.1",
      "169.254.255.255",
      "::ffff:169.254.169.254",
      "fe80::1",
      "febf::1",
      "fd00:ec2::254",
      "100.100.100.200",
      "::ffff:100.100.100.200",
    ]) {
      expect(isBlockedAddress(a, open), a).toBe(true);
    }
  });

  it("refuses loopback and private ranges by default, allows them with OUTBOUND_ALLOW_PRIVATE", () => {
    for (const a of [
      "127.0.0.1",
      "127.255.255.254",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.0.10",
      "0.0.0.0",
      "0.1.2.3",
      "::1",
      "::",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "fc00::1",
      "fd12::1",
    ]) {
      expect(isBlockedAddress(a, open), a).toBe(false);
      expect(isBlockedAddress(a, strict), a).toBe(true);
    }
    for (const a of [
      "8.8.8.8",
      "172.32.0.1",
      "172.15.255.255",
      "192.167.255.255",
      "9.255.255.255",
      "11.0.0.1",
      "192.169.0.1",
      "169.255.0.1",
      "100.100.100.201",
      "1.0.0.1",
      "2001:4860:4860::8888",
    ]) {
      expect(isBlockedAddress(a, strict), a).toBe(false);
    }
    expect(isBlockedAddress("not-an-ip", open)).toBe(true);
  });

  it("judges the IPv4 inside IPv6 forms that reach it (compatible, translated, NAT64) by the IPv4 rules", () => {
    // Issue 38 §10: the spellings a URL's host takes once parsed (http://[::127.0.0.1] is ::7f00:1).
    for (const a of ["::7f00:1", "::127.0.0.1", "::ffff:0:7f00:1", "64:ff9b::a9fe:a9fe", "64:ff9b::10.0.0.1"]) {
      expect(isBlockedAddress(a, strict), a).toBe(true);
    }
    expect(isBlockedAddress("64:ff9b::a9fe:a9fe", open)).toBe(true);
    expect(isBlockedAddress("64:ff9b::7f00:1", open)).toBe(false);
    expect(isBlockedAddress("64:ff9b::5db8:d822", strict)).toBe(false); // 93.184.216.34, public
  });

  it("asks the policy's resolver for a name, never for an IP or localhost, in any spelling", async () => {
    const asked: string[] = [];
    const addresses = async (name: string) => {
      asked.push(name);
      return name === "interno.exemplo.com.br" ? ["10.0.0.7"] : ["93.184.216.34"];
    };
    const withFake = { ...strict, addresses };
    for (const host of ["LOCALHOST", "localhost.", "api.localhost", "[::1]", "127.0.0.1", "Interno.Exemplo.com.br."]) {
      await expect(resolveAllowedHost(host, withFake), host).rejects.toBeInstanceOf(OutboundBlockedError);
    }
    await expect(resolveAllowedHost("publico.exemplo.com.br", withFake)).resolves.toEqual(["93.184.216.34"]);
    expect(asked).toEqual(["interno.exemplo.com.br", "publico.exemplo.com.br"]);
  });

  it("resolves host names before deciding (localhost is loopback)", async () => {
    await expect(resolveAllowedHost("localhost", open)).resolves.not.toHaveLength(0);
    await expect(resolveAllowedHost("localhost", strict)).rejects.toBeInstanceOf(OutboundBlockedError);
    await expect(resolveAllowedHost("[fe80::1]", open)).rejects.toThrow(
      "Endereço não permitido para chamadas externas.",
    );
  });

  it("OUTBOUND_ALLOW_PRIVATE=1 opens the private ranges; off by default (the old OUTBOUND_BLOCK_PRIVATE is gone)", () => {
    const base = { NODE_ENV: "test", AUTH_SECRET: "x", ENCRYPTION_KEY: "y" };
    expect(loadConfig(base).outboundAllowPrivate).toBe(false);
    expect(loadConfig({ ...base, OUTBOUND_ALLOW_PRIVATE: "1" }).outboundAllowPrivate).toBe(true);
    expect(loadConfig({ ...base, OUTBOUND_ALLOW_PRIVATE: "true" }).outboundAllowPrivate).toBe(true);
    expect(loadConfig({ ...base, OUTBOUND_BLOCK_PRIVATE: "0" }).outboundAllowPrivate).toBe(false);
  });
});
