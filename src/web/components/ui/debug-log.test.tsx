// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DebugLogPanel } from "./debug-log";

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

/** Issue 48 point 11: the debug log is for developers; a production build shows it to nobody. */
describe("DebugLogPanel", () => {
  it("draws nothing in a production build (users page and template editor alike)", () => {
    vi.stubEnv("DEV", false);
    const { container } = render(
      <>
        <DebugLogPanel lines={["[10:00:00] carregado"]} />
        <DebugLogPanel mode="visible" lines={["[10:00:00] carregado"]} />
      </>,
    );
    expect(container.innerHTML).toBe("");
    expect(screen.queryByText("Mostrar log de depuração")).toBeNull();
    expect(screen.queryByText("Log de depuração")).toBeNull();
  });

  it("is there while developing", () => {
    vi.stubEnv("DEV", true);
    render(<DebugLogPanel lines={[]} />);
    expect(screen.getByRole("button", { name: "Mostrar log de depuração" })).toBeTruthy();
  });
});
