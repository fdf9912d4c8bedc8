// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { pageWithSealClaim } from "../../../domain/signatures/seal-claim";
import { prerender } from "./prerender";

/** Issue 48 point 3: the landing promises ICP-Brasil only while the server says such a certificate seals. */
describe("the landing's legal-validity claim", () => {
  afterEach(() => document.documentElement.removeAttribute("data-seal-claim"));

  it("says what the built-in seal is, and no ICP-Brasil certification it does not have", () => {
    const html = prerender();
    expect(html).toContain("assinatura eletrônica avançada com selo e trilha de evidências.");
    expect(html).not.toContain("ICP-Brasil");
  });

  it("says ICP-Brasil when the page's HTML was served with the ICP-Brasil claim", () => {
    document.documentElement.setAttribute("data-seal-claim", "icp-brasil");
    const html = prerender();
    expect(html).toContain("assinaturas com certificação ICP-Brasil e trilha de evidências.");
    expect(html).not.toContain("assinatura eletrônica avançada");
  });

  it("hydrates the server's ICP-Brasil HTML with the same markup (no flash of the other claim)", () => {
    const built = `<html lang="pt-BR"><body><div id="root">${prerender()}</div></body></html>`;
    const served = pageWithSealClaim(built, "icp-brasil");
    expect(served).toContain('<html data-seal-claim="icp-brasil" lang="pt-BR">');
    document.documentElement.setAttribute("data-seal-claim", "icp-brasil");
    expect(served).toContain(`<div id="root">${prerender()}</div>`);
    expect(pageWithSealClaim(built, "advanced")).toBe(built);
  });
});
