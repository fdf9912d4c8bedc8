import { describe, expect, it, vi } from "vitest";
import { OutboundBlockedError, resolveAllowedHost } from "./outbound-policy";

/**
 * How a host name is decided, with the resolver answering from a table: a name that resolves to several
 * addresses (round robin, or a rebinding attempt mixing a public and a private one) is refused when ANY of
 * them is blocked, and a name with no address at all is refused too.
 */
const ANSWERS: Record<string, string[]> = {
  "publico.exemplo.com.br": ["93.184.216.34", "2606:2800:220:1::1"],
  "misto.exemplo.com.br": ["93.184.216.34", "10.0.0.7"],
  "metadados.exemplo.com.br": ["93.184.216.34", "169.254.169.254"],
  "vazio.exemplo.com.br": [],
};

vi.mock("node:dns/promises", () => ({
  lookup: async (host: string) => {
    const found = ANSWERS[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  },
}));

const strict = { allowPrivate: false };
const open = { allowPrivate: true };

describe("outbound host resolution", () => {
  it("answers every address of a public name", async () => {
    await expect(resolveAllowedHost("publico.exemplo.com.br", strict)).resolves.toEqual([
      "93.184.216.34",
      "2606:2800:220:1::1",
    ]);
  });

  it("refuses a name when any one of its addresses is blocked", async () => {
    await expect(resolveAllowedHost("misto.exemplo.com.br", strict)).rejects.toBeInstanceOf(OutboundBlockedError);
    await expect(resolveAllowedHost("misto.exemplo.com.br", open)).resolves.toEqual(["93.184.216.34", "10.0.0.7"]);
    await expect(resolveAllowedHost("metadados.exemplo.com.br", open)).rejects.toBeInstanceOf(OutboundBlockedError);
  });

  it("refuses a name that resolves to no address", async () => {
    await expect(resolveAllowedHost("vazio.exemplo.com.br", open)).rejects.toBeInstanceOf(OutboundBlockedError);
  });

  it("takes an IP literal as it is, IPv6 with or without brackets, without asking the resolver", async () => {
    await expect(resolveAllowedHost("8.8.8.8", strict)).resolves.toEqual(["8.8.8.8"]);
    await expect(resolveAllowedHost("[2001:4860:4860::8888]", strict)).resolves.toEqual(["2001:4860:4860::8888"]);
    await expect(resolveAllowedHost("2001:4860:4860::8888", strict)).resolves.toEqual(["2001:4860:4860::8888"]);
    await expect(resolveAllowedHost("[::1]", strict)).rejects.toBeInstanceOf(OutboundBlockedError);
  });

  it("does not unwrap a half-bracketed host: it goes to the resolver as written and fails there", async () => {
    await expect(resolveAllowedHost("[8.8.8.88", strict)).rejects.toMatchObject({ code: "ENOTFOUND" });
    await expect(resolveAllowedHost("88.8.8.8]", strict)).rejects.toMatchObject({ code: "ENOTFOUND" });
  });
});
