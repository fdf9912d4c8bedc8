// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PLATFORM_BRAND } from "../../../domain/branding/branding";
import type { SigningView } from "../../../domain/signatures/signatures";
import SigningPage from "./signing-page";

/** Issue 48 point 6: once signed, the signer's page says it is done, not "read it before signing". */
const view = (over: Partial<SigningView>): SigningView => ({
  documentTitle: "Contrato de Locação",
  signerName: "Ana Souza",
  signerEmail: "ana@exemplo.com.br",
  method: "email",
  codeChannel: "email",
  codeDestination: "an***@exemplo.com.br",
  status: "sent",
  requestStatus: "in_progress",
  canSign: true,
  locked: false,
  sandbox: false,
  expiresAt: null,
  brand: PLATFORM_BRAND,
  ...over,
});

function show(answer: SigningView) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={["/assinar/abc"]}>
        <Routes>
          <Route path="/assinar/:token" element={<SigningPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the signer's page", () => {
  it("asks to read the document while the signer can sign", async () => {
    show(view({}));
    expect(await screen.findByText("Leia o documento completo antes de assinar.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Assinar" })).toBeTruthy();
  });

  it("after the last signature, says the signature is complete", async () => {
    show(view({ status: "signed", requestStatus: "completed", canSign: false }));
    expect(
      await screen.findByText(
        "Assinatura concluída: todos os signatários assinaram este documento. Você pode lê-lo abaixo.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Documento assinado. Obrigado!");
    expect(screen.queryByText("Leia o documento completo antes de assinar.")).toBeNull();
    expect(screen.queryByRole("button", { name: "Assinar" })).toBeNull();
  });

  it("signed while others still sign: says it is done for this signer", async () => {
    show(view({ status: "signed", requestStatus: "in_progress", canSign: false }));
    expect(
      await screen.findByText(
        "Você já assinou este documento. Ele será concluído quando os demais signatários assinarem.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText("Leia o documento completo antes de assinar.")).toBeNull();
  });
});
