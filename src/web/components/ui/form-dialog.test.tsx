// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FormDialog } from "./form-dialog";

afterEach(cleanup);

const props = (over: Partial<Parameters<typeof FormDialog>[0]> = {}) => ({
  title: "Nova categoria",
  formLabel: "Categoria",
  busy: false,
  saveError: null,
  submitLabel: "Criar categoria",
  onSubmit: vi.fn((e: { preventDefault: () => void }) => e.preventDefault()),
  onClose: vi.fn(),
  children: <input aria-label="Nome" />,
  ...over,
});

describe("FormDialog", () => {
  it("sends the form by its submit button, and Cancelar closes it", () => {
    const p = props();
    render(<FormDialog {...p} />);
    expect(screen.getByRole("form", { name: "Categoria" })).toBeTruthy();
    expect(screen.getByLabelText("Nome")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Criar categoria" }));
    expect(p.onSubmit).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(p.onClose).toHaveBeenCalledOnce();
  });

  it("shows the save's error above the fields", () => {
    render(<FormDialog {...props({ saveError: "Não foi possível salvar a categoria." })} />);
    expect(screen.getByRole("alert").textContent).toContain("Não foi possível salvar a categoria.");
  });

  it("while saving, can be neither cancelled nor sent again", () => {
    render(<FormDialog {...props({ busy: true })} />);
    expect((screen.getByRole("button", { name: "Cancelar" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: /Criar categoria/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
