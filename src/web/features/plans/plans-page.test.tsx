// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_PLAN_FEATURES } from "../../../domain/plans/features";
import type { Plan } from "../../../domain/plans/plans";

/** Issue 48 point 16: a click on a plan's status badge asks before it deactivates the plan. */

const calls = vi.hoisted(() => ({ toggled: [] as unknown[] }));
const plan: Plan = {
  id: "p1",
  name: "Essencial",
  description: null,
  monthlyPrice: 49.9,
  annualPrice: 0,
  isActive: true,
  featuresConfig: DEFAULT_PLAN_FEATURES,
  accountsCount: 0,
  createdAt: "2026-11-01T12:00:00.000Z",
};
vi.mock("./api", async (importOriginal) => {
  const real = await importOriginal<typeof import("./api")>();
  const { useMutation } = await import("@tanstack/react-query");
  return {
    ...real,
    plansListQuery: () => ({
      queryKey: ["plans", "test"],
      queryFn: async () => ({ items: [plan], total: 1, page: 1, pageSize: 10 }),
    }),
    useTogglePlan: () =>
      useMutation({
        mutationFn: async (body: unknown) => {
          calls.toggled.push(body);
        },
      }),
  };
});
const { default: PlansPage } = await import("./plans-page");

afterEach(cleanup);

describe("the plans list's status badge", () => {
  it("asks first, and deactivates only once confirmed", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PlansPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Ativo: clique para desativar o plano Essencial" }));
    expect(calls.toggled).toEqual([]);
    expect(
      screen.getByText(
        'Tem certeza que deseja desativar o plano "Essencial"? Ele deixa de ser oferecido na página inicial e no cadastro de contas.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Desativar" }));
    await waitFor(() => expect(calls.toggled).toEqual([{ id: "p1", isActive: false }]));
  });
});
