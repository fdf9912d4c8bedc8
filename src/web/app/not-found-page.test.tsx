// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { setSession } from "../lib/session";
import { routes } from "./router";

afterEach(cleanup);

/** Issue 48 point 16: an unknown address says so instead of showing the login page. */
describe("an unknown URL", () => {
  it('shows "Página não encontrada" to a visitor, with the way back, and no login form', async () => {
    setSession(null);
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/relatorios-antigos"] })} />);
    expect(await screen.findByRole("heading", { name: "Página não encontrada" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("O endereço não existe no Minuta. Confira o link ou volte ao início.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ir para o início" }).getAttribute("href")).toBe("/");
    expect(screen.queryByLabelText("Senha")).toBeNull();
  });
});
