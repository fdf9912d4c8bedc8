// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BROADCAST_MESSAGES, type Broadcast } from "../../../domain/broadcast/broadcast";
import { BroadcastProgress } from "./broadcast-progress";

afterEach(cleanup);

const broadcast = (over: Partial<Broadcast>): Broadcast => ({
  id: "b1",
  title: "Aviso",
  status: "sent",
  sendEmail: true,
  sendWhatsapp: false,
  totalCount: 2,
  sentCount: 2,
  failedCount: 0,
  failureReasons: [],
  createdAt: "2026-11-25T10:00:00.000Z",
  sentAt: "2026-11-25T10:01:00.000Z",
  ...over,
});

function show(b: Broadcast) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(["broadcasts", "one", "b1"], b);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BroadcastProgress id="b1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a finished broadcast (issue 21 §9)", () => {
  it("nothing sent: a failure with the reason and a link to the settings, no green success", () => {
    const { container } = show(
      broadcast({
        status: "failed",
        sentCount: 0,
        failedCount: 2,
        failureReasons: [{ reason: BROADCAST_MESSAGES.smtpMissing, count: 2 }],
      }),
    );
    expect(screen.getByRole("alert").textContent).toContain("Nenhuma mensagem foi enviada. Falhas: 2.");
    expect(screen.getByRole("alert").textContent).toContain(`${BROADCAST_MESSAGES.smtpMissing} (2)`);
    expect(screen.getByRole("link", { name: "Configurar o SMTP da plataforma" }).getAttribute("href")).toBe(
      "/admin/settings/smtp",
    );
    expect(container.textContent).not.toContain("Mensagens enviadas!");
  });
  it("everything sent: the success", () => {
    show(broadcast({}));
    expect(screen.getByText("Mensagens enviadas! Sucesso: 2, Falhas: 0")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
