// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { VERIFICATION_MESSAGES } from "../../../domain/verification/verification";
import VerifyPage from "./verify-page";

afterEach(cleanup);

function show() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/verificar"]}>
        <VerifyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the public verification page (decision 0029)", () => {
  it("offers the two ways to verify, each a titled form with its own button, under the public header", () => {
    show();
    expect(screen.getByRole("banner").textContent).toBe("Minuta · Verificação de documentos");
    const file = screen.getByRole("form", { name: "Enviar o PDF" });
    expect(within(file).getByLabelText("Arquivo PDF assinado")).toBeTruthy();
    expect(within(file).getByRole("button", { name: "Verificar arquivo" })).toBeTruthy();
    const code = screen.getByRole("form", { name: "Digitar o código" });
    expect(within(code).getByLabelText("Código de verificação")).toBeTruthy();
    expect(within(code).getByRole("button", { name: "Verificar código" })).toBeTruthy();
  });

  it("refuses, before sending anything, a malformed code and a missing file, each under its own field", () => {
    show();
    const code = screen.getByRole("form", { name: "Digitar o código" });
    fireEvent.change(within(code).getByLabelText("Código de verificação"), { target: { value: "ABC" } });
    fireEvent.submit(code);
    expect(within(code).getByText(VERIFICATION_MESSAGES.codeInvalid)).toBeTruthy();

    const file = screen.getByRole("form", { name: "Enviar o PDF" });
    fireEvent.submit(file);
    expect(within(file).getByText(VERIFICATION_MESSAGES.fileEmpty)).toBeTruthy();
    // Checking one way clears the other's message.
    expect(within(code).queryByText(VERIFICATION_MESSAGES.codeInvalid)).toBeNull();
  });
});
