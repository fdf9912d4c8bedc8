// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

/** Issue 48 point 1: a plan's prices are typed as Brazilians write money, and the form says what it read. */

const saved = vi.hoisted(() => ({ bodies: [] as unknown[] }));
vi.mock("./api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./api")>()),
  useSavePlan: () => ({
    mutateAsync: async (body: unknown) => {
      saved.bodies.push(body);
    },
  }),
}));
const { default: PlanFormPage } = await import("./plan-form-page");

afterEach(() => {
  cleanup();
  saved.bodies = [];
});

function openNewPlan() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/admin/subscription/plans/new"]}>
        <Routes>
          <Route path="/admin/subscription/plans/new" element={<PlanFormPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const typeInto = (label: RegExp, text: string) => {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  return input;
};

describe("the plan form's prices", () => {
  it('saves "199,90" as R$ 199,90 and "1.999,00" as R$ 1.999,00, saying so under each field', async () => {
    openNewPlan();
    typeInto(/^Nome/, "Profissional");
    typeInto(/^Preço mensal/, "199,90");
    typeInto(/^Preço anual/, "1.999,00");
    expect(screen.getByText("Valor entendido: R$ 199,90")).toBeTruthy();
    expect(screen.getByText("Valor entendido: R$ 1.999,00")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Salvar plano" }));
    await waitFor(() => expect(saved.bodies).toHaveLength(1));
    expect(saved.bodies[0]).toMatchObject({ monthlyPrice: 199.9, annualPrice: 1999 });
  });

  it('reads "R$ 1.999,00" and "1999" alike, and refuses what it cannot read without saving', async () => {
    openNewPlan();
    typeInto(/^Nome/, "Profissional");
    typeInto(/^Preço mensal/, "R$ 1.999,00");
    expect(screen.getByText("Valor entendido: R$ 1.999,00")).toBeTruthy();
    typeInto(/^Preço anual/, "1999");
    expect(screen.getAllByText("Valor entendido: R$ 1.999,00")).toHaveLength(2);
    typeInto(/^Preço mensal/, "199,9O");
    expect(screen.getByText("Valor não reconhecido: escreva em reais, como 1.999,00 ou 199,90")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Salvar plano" }));
    await new Promise((r) => setTimeout(r, 50));
    expect(saved.bodies).toEqual([]);
  });
});
