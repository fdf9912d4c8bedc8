import { describe, expect, it } from "vitest";
import { canonicalHost } from "./host-name";

describe("canonicalHost (issue 38 §9)", () => {
  it("gives every spelling of a host the one the host gate compares", () => {
    const spellings = {
      "assinar.empresa.com.br": "assinar.empresa.com.br",
      "assinar.empresa.com.br.": "assinar.empresa.com.br",
      "Assinar.EMPRESA.com.br..": "assinar.empresa.com.br",
      "assinar.empresa.com.br:8443": "assinar.empresa.com.br",
      "assinar.empresa.com.br.:443": "assinar.empresa.com.br",
      " assinar.empresa.com.br ": "assinar.empresa.com.br",
      "127.0.0.1:3000": "127.0.0.1",
      "[::1]:3000": "::1",
      "[::1]": "::1",
      "::1": "::1",
      "[FE80::1]": "fe80::1",
      "[8.8.8.8": "[8.8.8.8",
      "": "",
    };
    for (const [raw, canonical] of Object.entries(spellings))
      expect({ raw, host: canonicalHost(raw) }).toEqual({ raw, host: canonical });
  });
});
