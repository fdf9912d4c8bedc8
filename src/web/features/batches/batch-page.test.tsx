// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Batch } from "../../../domain/batches/views";
import { batchKeys } from "./api";
import BatchPage from "./batch-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const batch: Batch = {
  id: "b1",
  templateId: "t1",
  templateTitle: "Contrato de locação",
  fileName: "clientes.csv",
  documentStatus: "finalized",
  status: "validated",
  headers: ["Nome"],
  totalRows: 6,
  invalidRows: 2,
  validRows: 4,
  signatureRows: 0,
  createdRows: 0,
  failedRows: 0,
  pendingRows: 4,
  createdAt: "2026-11-25T10:00:00.000Z",
  confirmedAt: null,
  finishedAt: null,
};

function show() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(batchKeys.one("b1"), batch);
  client.setQueryData(batchKeys.rows("b1", "issues", 1), { items: [], total: 0, page: 1, pageSize: 10 });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/documents/batches/b1"]}>
        <Routes>
          <Route path="/documents/batches/:batchId" element={<BatchPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("confirming a batch (issue 48)", () => {
  it("asks in a labelled dialog; Esc closes it and nothing is sent", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    show();
    fireEvent.click(screen.getByRole("button", { name: "Confirmar e gerar" }));
    const dialog = screen.getByRole("dialog", { name: "Gerar 4 documentos finalizados?" });
    expect(dialog.textContent).toContain(
      "Os documentos serão criados em segundo plano, e esta página mostra o progresso. As 2 linhas com erros serão ignoradas.",
    );
    // The page's button keeps its name: the question is in the dialog, not in a relabelled button.
    expect(screen.queryByRole("button", { name: /Sim, gerar/ })).toBeNull();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("the dialog's button confirms the batch", async () => {
    const running = { ...batch, status: "running" };
    const fetch = vi.fn(async (url: string) =>
      url.includes("/rows")
        ? Response.json({ items: [], total: 0, page: 1, pageSize: 10 })
        : Response.json(running, { status: url.endsWith("/confirm") ? 202 : 200 }),
    );
    vi.stubGlobal("fetch", fetch);
    show();
    fireEvent.click(screen.getByRole("button", { name: "Confirmar e gerar" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Gerar 4 documentos" }));
    });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/batches/b1/confirm");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByText("Gerando documentos...")).toBeTruthy();
  });
});
