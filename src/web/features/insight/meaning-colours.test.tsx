// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ReportFigures } from "./report-figures";
import { UsageBar } from "./usage-bar";

afterEach(cleanup);

/** Issue 48 point 13: colours follow meaning, and an unlimited quota draws no bar. */
describe("report colours and quotas", () => {
  it('colours "Assinado" green and "Aguardando Assinatura" amber, whatever their order', async () => {
    const { container } = render(
      <ReportFigures
        report={{
          documentsByStatus: [
            { status: "draft", name: "Rascunho", value: 2 },
            { status: "pending_signature", name: "Aguardando Assinatura", value: 1 },
            { status: "signed", name: "Assinado", value: 3 },
          ],
          documentsByMonth: [],
        }}
        kpis={[]}
        beside={[null, null]}
      />,
    );
    await waitFor(() => expect(container.querySelectorAll("svg path").length).toBe(3));
    const fills = [...container.querySelectorAll("svg path")].map((p) => p.getAttribute("fill"));
    expect(fills).toEqual(["#64748b", "#a16207", "#15803d"]);
  });

  it('draws no bar under "7 / ∞", and the share of a real limit', () => {
    render(
      <>
        <UsageBar title="Documentos este mês" used={7} limit={null} />
        <UsageBar title="Assinaturas este mês" used={3} limit={10} />
      </>,
    );
    expect(screen.getByText("7 / ∞")).toBeTruthy();
    expect(screen.getByText("Sem limite no plano")).toBeTruthy();
    expect(screen.queryByRole("progressbar", { name: "Documentos este mês" })).toBeNull();
    expect(screen.getByRole("progressbar", { name: "Assinaturas este mês" }).getAttribute("aria-valuenow")).toBe("30");
  });
});
