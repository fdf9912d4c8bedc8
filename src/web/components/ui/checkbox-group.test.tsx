// @vitest-environment happy-dom
import { zodResolver } from "@hookform/resolvers/zod";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyForm,
  apiKeyFormSchema,
} from "../../../domain/api-keys/api-keys";
import { fieldBinder } from "../../lib/zod-form";
import { CheckboxGroup } from "./checkbox-group";

afterEach(cleanup);

function ScopesForm({ onValid }: { onValid: (values: ApiKeyForm) => void }) {
  const form = useForm<ApiKeyForm>({
    resolver: zodResolver(apiKeyFormSchema),
    defaultValues: { name: "ERP", scopes: [] },
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <CheckboxGroup
        legend="Permissões"
        values={API_KEY_SCOPES}
        labels={API_KEY_SCOPE_LABELS}
        {...fieldBinder(form)("scopes")}
      />
      <button type="submit">Criar</button>
    </form>
  );
}

describe("CheckboxGroup", () => {
  it("shows each choice by label and value, and the field's error linked to the group", async () => {
    const onValid = vi.fn();
    render(<ScopesForm onValid={onValid} />);
    const first = API_KEY_SCOPES[0];
    expect(screen.getByLabelText(`${API_KEY_SCOPE_LABELS[first]} (${first})`)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Criar" })));
    const group = screen.getByRole("group", { name: "Permissões" });
    const error = document.getElementById(group.getAttribute("aria-describedby") ?? "");
    expect(error?.textContent).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("submits the checked values", async () => {
    const onValid = vi.fn();
    render(<ScopesForm onValid={onValid} />);
    const first = API_KEY_SCOPES[0];
    fireEvent.click(screen.getByLabelText(`${API_KEY_SCOPE_LABELS[first]} (${first})`));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Criar" })));
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ scopes: [first] });
  });
});
