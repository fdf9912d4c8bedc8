// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TemplateFormOptions } from "../../../domain/templates/templates";
import { templateKeys } from "./api";
import { CategoryField } from "./category-field";

/** Issue 48 point 4: the template form's category select with "Nova categoria" and an empty-state hint. */
const LOCACAO = "33333333-3333-4333-8333-333333333333";
let server: TemplateFormOptions;

function Form() {
  const options = useQuery({ queryKey: templateKeys.options, queryFn: async () => server });
  const form = useForm({ defaultValues: { categoryId: "" } });
  if (!options.data) return null;
  return (
    <form>
      <CategoryField
        categories={options.data.categories}
        select={form.register("categoryId")}
        onCreated={(id) => form.setValue("categoryId", id)}
      />
    </form>
  );
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Form />
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the template form's category", () => {
  it("with no category yet, says so and how to make the first", async () => {
    server = { categories: [], headers: [], footers: [] };
    show();
    const select = await screen.findByLabelText(/^Categoria/);
    expect(select.textContent).toBe("Nenhuma categoria disponível");
    expect(screen.getByText("Nenhuma categoria ainda: crie a primeira em “Nova categoria”.")).toBeTruthy();
  });

  it("makes one with “Nova categoria” and selects it", async () => {
    server = { categories: [], headers: [], footers: [] };
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const { name } = JSON.parse(String(init.body));
      server = { ...server, categories: [{ id: LOCACAO, name }] };
      return answer(201, { id: LOCACAO, name });
    });
    vi.stubGlobal("fetch", fetch);
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Nova categoria" }));
    fireEvent.change(screen.getByLabelText("Nome da nova categoria"), { target: { value: "Locação" } });
    fireEvent.click(screen.getByRole("button", { name: "Criar categoria" }));
    const select = screen.getByLabelText(/^Categoria/) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(LOCACAO));
    expect(select.selectedOptions[0]?.textContent).toBe("Locação");
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/template-categories");
    expect(screen.queryByText(/Nenhuma categoria ainda/)).toBeNull();
    expect(screen.queryByLabelText("Nome da nova categoria")).toBeNull();
  });

  it("shows the server's refusal under the new name and keeps it open", async () => {
    server = { categories: [{ id: LOCACAO, name: "Locação" }], headers: [], footers: [] };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        answer(409, { error: { code: "CATEGORY_DUPLICATE", message: "Já existe uma categoria com este nome" } }),
      ),
    );
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Nova categoria" }));
    const input = screen.getByLabelText("Nome da nova categoria");
    fireEvent.change(input, { target: { value: "locação" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(await screen.findByText("Já existe uma categoria com este nome")).toBeTruthy();
    expect(screen.getByLabelText("Nome da nova categoria")).toBeTruthy();
    expect(screen.queryByText(/Nenhuma categoria ainda/)).toBeNull();
  });
});
