// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SignatureRequestDetail } from "../../../domain/signatures/signatures";
import { SIGNATURE_MESSAGES } from "../../../domain/signatures/signatures";
import { SignaturePanel } from "./signature-panel";
import { SignatureBadge } from "./status-badge";

afterEach(cleanup);

describe("the list's signature column (issue 21 §6)", () => {
  it.each([
    ["sent", "Em andamento"],
    ["in_progress", "Em andamento"],
    ["completed", "Assinado"],
    ["canceled", "Cancelado"],
    ["declined", "Recusado"],
    ["expired", "Expirado"],
  ] as const)("%s reads %s", (status, label) => {
    render(<SignatureBadge status={status} />);
    expect(screen.getByText(label)).toBeTruthy();
  });
});

const detail = (over: Partial<SignatureRequestDetail>): SignatureRequestDetail => ({
  id: "r1",
  documentId: "d1",
  provider: "builtin",
  status: "sent",
  requestedAt: "2026-11-25T10:00:00.000Z",
  expiresAt: null,
  completedAt: null,
  signedDocumentUrl: null,
  sandbox: false,
  originalSha256: null,
  finalSha256: null,
  timestampedAt: null,
  failureReason: null,
  canCancel: true,
  recipients: [],
  ...over,
});

function panel(d: SignatureRequestDetail) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(["documents", "signature-request", "d1"], d);
  client.setQueryData(["documents", "delivery-channels", "d1"], { email: true, whatsapp: false, devOutbox: false });
  return render(
    <QueryClientProvider client={client}>
      <SignaturePanel
        documentId="d1"
        signature={{ id: d.id, status: d.status, requestedAt: d.requestedAt, completedAt: null, expiresAt: null }}
      />
    </QueryClientProvider>,
  );
}

describe("the signature panel's legal note (issue 21 §8): one coherent note per mode", () => {
  it("sandbox: only the warning that it has no legal validity", () => {
    const { container } = panel(detail({ sandbox: true }));
    expect(container.textContent).toContain("SEM VALIDADE JURÍDICA");
    expect(container.textContent).not.toContain(SIGNATURE_MESSAGES.legalNote);
  });
  it("production: only the legal basis", () => {
    const { container } = panel(detail({ sandbox: false }));
    expect(container.textContent).toContain(SIGNATURE_MESSAGES.legalNote);
    expect(container.textContent).not.toContain("SEM VALIDADE JURÍDICA");
  });
});
