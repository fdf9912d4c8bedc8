// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { titleFromFileName, UploadPdfButton } from "./upload-pdf-button";
import { UploadedPdfPanel } from "./uploaded-pdf-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function screenWithButton() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/my-documents"]}>
        <Routes>
          <Route path="/my-documents" element={<UploadPdfButton />} />
          <Route path="/my-documents/:id" element={<p>Detalhe aberto</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText("Arquivo PDF para assinatura"), { target: { files: [file] } });
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

describe("Enviar PDF para assinatura (issue 40)", () => {
  it("suggests the file's name as the title", () => {
    expect(titleFromFileName("Contrato de locação.PDF")).toBe("Contrato de locação");
  });

  it("sends the bytes with the file's name as the title and opens the new document", async () => {
    const fetch = answer(201, { id: "d1", pdf: { warnings: [] } });
    vi.stubGlobal("fetch", fetch);
    screenWithButton();
    expect(screen.getByRole("button", { name: "Enviar PDF para assinatura" })).toBeTruthy();
    choose(new File(["%PDF-1.7"], "Contrato de locação.pdf", { type: "application/pdf" }));
    await screen.findByText("Detalhe aberto");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url, "http://x").searchParams.get("title")).toBe("Contrato de locação");
    expect(new URL(url, "http://x").pathname).toBe("/api/documents/pdf");
    expect(init.method).toBe("POST");
  });

  it("shows the server's Portuguese reason when it refuses the file, and stays", async () => {
    vi.stubGlobal(
      "fetch",
      answer(422, { error: { code: "PDF_ENCRYPTED", message: "O PDF está protegido por senha ou criptografado." } }),
    );
    screenWithButton();
    choose(new File(["%PDF-1.7"], "x.pdf"));
    await screen.findByText("O PDF está protegido por senha ou criptografado.");
    expect(screen.queryByText("Detalhe aberto")).toBeNull();
  });

  it("refuses a file over 25 MB before sending it", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    screenWithButton();
    const big = new File(["x"], "grande.pdf");
    Object.defineProperty(big, "size", { value: 25 * 1024 * 1024 + 1 });
    choose(big);
    await screen.findByText("O PDF deve ter no máximo 25 MB.");
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
  });
});

describe("the uploaded PDF's panel", () => {
  it("says its pages, size and original SHA-256, and the warning of a PDF already signed", () => {
    render(
      <UploadedPdfPanel
        documentId="d1"
        pdf={{
          pageCount: 3,
          pages: [],
          byteSize: 12_900,
          originalSha256: "ab".repeat(32),
          hadSignatures: true,
          warnings: ["Este PDF já tem assinaturas digitais."],
        }}
      />,
    );
    expect(screen.getByText(/3 páginas · 12,6 kB/)).toBeTruthy();
    expect(screen.getByText(`SHA-256 do original: ${"ab".repeat(32)}`)).toBeTruthy();
    expect(screen.getByRole("note").textContent).toBe("Este PDF já tem assinaturas digitais.");
    expect(screen.getByRole("link", { name: "Abrir o PDF" }).getAttribute("href")).toBe("/api/documents/d1/pdf");
  });
});
