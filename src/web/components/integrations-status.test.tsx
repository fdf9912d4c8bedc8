// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigureIntegrationsButton, IntegrationsStatus } from "./integrations-status";

afterEach(cleanup);

describe("the integrations card of the dashboard and the plan overview", () => {
  it("says, per channel, whether the account configured it", () => {
    render(<IntegrationsStatus integrations={{ smtp: true, whatsapp: false }} />);
    const [email, whatsapp] = screen.getAllByRole("listitem");
    expect(within(email as HTMLElement).getByText("E-mail (SMTP)")).toBeTruthy();
    expect(within(email as HTMLElement).getByText("Configurado")).toBeTruthy();
    expect(within(whatsapp as HTMLElement).getByText("WhatsApp")).toBeTruthy();
    expect(within(whatsapp as HTMLElement).getByText("Não configurado")).toBeTruthy();
  });

  it("'Configurar' opens the account's integration settings", () => {
    render(
      <MemoryRouter initialEntries={["/corporate/dashboard"]}>
        <Routes>
          <Route path="/corporate/dashboard" element={<ConfigureIntegrationsButton />} />
          <Route path="/corporate/settings/integrations" element={<p>Integrações da conta</p>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Configurar" }));
    expect(screen.getByText("Integrações da conta")).toBeTruthy();
  });
});
