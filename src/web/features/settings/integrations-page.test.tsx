// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROLE_DEFINITIONS, type RoleSlug } from "../../../domain/auth/permissions";
import type { SessionView } from "../../../domain/auth/session";
import { PageHeader } from "../../components/ui/page-header";
import { setSession } from "../../lib/session";
import IntegrationsPage from "./integrations-page";

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

// The page reads the account's signature settings: answered here unless a test answers itself.
beforeEach(() =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => json({ sendSignedCopy: true })),
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = (slug: RoleSlug) => {
  const def = ROLE_DEFINITIONS.find((r) => r.slug === slug);
  if (!def) throw new Error(slug);
  setSession({
    user: { id: "u1", name: "Ana", email: "ana@exemplo.com.br" },
    roles: [{ slug: def.slug, permissions: def.permissions }],
    hasAccount: true,
  } as unknown as SessionView);
};

const at = (path: string, element: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("the Configurações area (issue 48)", () => {
  it("lists every setting of a corporate admin, in sections, each saying what it holds", () => {
    signedIn("corporate_admin");
    at("/corporate/settings/integrations", <IntegrationsPage />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Configurações");
    const section = (name: string) => within(screen.getByRole("region", { name }));
    expect(
      section("Envio de documentos")
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")),
    ).toEqual(["/admin/settings/smtp", "/admin/settings/whatsapp"]);
    expect(section("Integração com outros sistemas").getByRole("link", { name: /Chaves de API/ })).toBeTruthy();
    expect(section("Integração com outros sistemas").getByRole("link", { name: /Webhooks/ })).toBeTruthy();
    expect(section("Sua conta").getByRole("link", { name: /Marca personalizada/ })).toBeTruthy();
    expect(section("Sua conta").getByRole("link", { name: /Retenção de dados/ })).toBeTruthy();
  });

  it("a settings page leads back to the area", () => {
    at("/corporate/settings/api", <PageHeader title="Chaves de API" />);
    const trail = screen.getByRole("navigation", { name: "Você está em" });
    expect(trail.textContent).toBe("Configurações › Chaves de API");
    expect(within(trail).getByRole("link", { name: "Configurações" }).getAttribute("href")).toBe(
      "/corporate/settings/integrations",
    );
  });

  it("offers the signed copy to the signers, on by default, and saves the opt-out (issue 48 point 6)", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      json(init?.method === "PUT" ? JSON.parse(String(init.body)) : { sendSignedCopy: true }),
    );
    vi.stubGlobal("fetch", fetch);
    signedIn("corporate_admin");
    at("/corporate/settings/integrations", <IntegrationsPage />);
    const box = (await screen.findByRole("checkbox", {
      name: /Enviar a cada signatário, por e-mail, a via assinada \(PDF\) quando todos assinarem/,
    })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(false));
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[0]).toBe("/api/signature-settings");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ sendSignedCopy: false });
  });
});
