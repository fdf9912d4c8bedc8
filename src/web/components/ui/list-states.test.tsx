// @vitest-environment happy-dom
import type { UseQueryResult } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Page } from "../../../domain/shared/list";
import { AdminListResults, type ListTexts, QueryStates } from "./list-states";

/** What the admin lists and the query views show in each state, told by their texts. */

afterEach(cleanup);

type Row = { id: string; name: string };

const query = <T,>(state: Partial<UseQueryResult<T>>) =>
  ({
    isPending: false,
    isError: false,
    isFetching: false,
    isPlaceholderData: false,
    refetch: vi.fn(),
    ...state,
  }) as UseQueryResult<T>;

const page = (items: Row[]): Page<Row> => ({ items, total: items.length, page: 1, pageSize: 10 });

const TEXTS: ListTexts = {
  items: "contas",
  caption: "Contas corporativas",
  error: "Erro ao carregar contas.",
  empty: { title: "Nenhuma conta encontrada", hint: "Cadastre a primeira conta." },
};

const paging = (isFiltered: boolean) => ({ page: 1, setPage: vi.fn(), isFiltered, clear: vi.fn() });
const columns = [{ header: "Nome", cell: (r: Row) => r.name }];

describe("AdminListResults", () => {
  it("says 'Carregando <items>...' while the first page loads", () => {
    render(
      <AdminListResults
        query={query<Page<Row>>({ isPending: true })}
        texts={TEXTS}
        columns={columns}
        paging={paging(false)}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Carregando contas...");
  });

  it("shows the list's error with 'Tentar novamente'", () => {
    const q = query<Page<Row>>({ isError: true, error: new Error("x") });
    render(<AdminListResults query={q} texts={TEXTS} columns={columns} paging={paging(false)} />);
    expect(screen.getByRole("alert").textContent).toContain("Erro ao carregar contas.");
    fireEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(q.refetch).toHaveBeenCalled();
  });

  it("reads the error from the failure when told to", () => {
    const q = query<Page<Row>>({ isError: true, error: new Error("sem rede") });
    const texts = { ...TEXTS, error: (err: unknown) => `Falhou: ${(err as Error).message}` };
    render(<AdminListResults query={q} texts={texts} columns={columns} paging={paging(false)} />);
    expect(screen.getByRole("alert").textContent).toContain("Falhou: sem rede");
  });

  it("has the empty state's hint unfiltered, 'Ajuste ou limpe os filtros.' once filtered", () => {
    const q = query<Page<Row>>({ data: page([]) });
    render(<AdminListResults query={q} texts={TEXTS} columns={columns} paging={paging(false)} />);
    expect(screen.getByText("Nenhuma conta encontrada")).toBeTruthy();
    expect(screen.getByText("Cadastre a primeira conta.")).toBeTruthy();
    cleanup();
    render(<AdminListResults query={q} texts={TEXTS} columns={columns} paging={paging(true)} />);
    expect(screen.getByText("Nenhuma conta encontrada")).toBeTruthy();
    expect(screen.getByText("Ajuste ou limpe os filtros.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Limpar filtros" })).toBeNull();
  });

  it("offers 'Limpar filtros' on a filtered empty list when clearable, with its own title and hint", () => {
    const state = paging(true);
    const texts = {
      ...TEXTS,
      empty: { ...TEXTS.empty, filteredTitle: "Nada encontrado", filteredHint: "Outra busca." },
    };
    render(
      <AdminListResults
        query={query<Page<Row>>({ data: page([]) })}
        texts={texts}
        columns={columns}
        paging={state}
        clearable
      />,
    );
    expect(screen.getByText("Nada encontrado")).toBeTruthy();
    expect(screen.getByText("Outra busca.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Limpar filtros" }));
    expect(state.clear).toHaveBeenCalled();
  });

  it("shows the rows under the caption, with 'Paginação de <items>'", () => {
    const q = query<Page<Row>>({ data: { ...page([{ id: "a", name: "Acme" }]), total: 11 } });
    render(<AdminListResults query={q} texts={TEXTS} columns={columns} paging={paging(false)} />);
    expect(screen.getByRole("table", { name: "Contas corporativas" })).toBeTruthy();
    expect(screen.getByText("Acme")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Paginação de contas" })).toBeTruthy();
  });
});

describe("QueryStates", () => {
  const texts = { loading: "Carregando modelo...", error: "Erro ao carregar o modelo." };
  const notFoundError = Object.assign(new Error("não há"), { status: 404 });

  it("shows the missing-record view for a 404 when it has one, else the load error", () => {
    const q = query<string[]>({ isError: true, error: notFoundError });
    render(
      <QueryStates query={q} texts={texts} notFound={<p>Modelo não encontrado</p>}>
        {() => "dados"}
      </QueryStates>,
    );
    expect(screen.getByText("Modelo não encontrado")).toBeTruthy();
    cleanup();
    render(
      <QueryStates query={q} texts={texts}>
        {() => "dados"}
      </QueryStates>,
    );
    expect(screen.getByRole("alert").textContent).toContain("Erro ao carregar o modelo.");
  });

  it("shows the empty view for an empty list, else the data", () => {
    render(
      <QueryStates query={query<string[]>({ data: [] })} texts={texts} empty={<p>Nenhum envio ainda.</p>}>
        {(list) => list.join(", ")}
      </QueryStates>,
    );
    expect(screen.getByText("Nenhum envio ainda.")).toBeTruthy();
    cleanup();
    render(
      <QueryStates query={query<string[]>({ data: ["a", "b"] })} texts={texts} empty={<p>Nenhum envio ainda.</p>}>
        {(list) => <p>{list.join(", ")}</p>}
      </QueryStates>,
    );
    expect(screen.getByText("a, b")).toBeTruthy();
  });
});
