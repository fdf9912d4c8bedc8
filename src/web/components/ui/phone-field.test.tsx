// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { PhoneField } from "./phone-field";

afterEach(cleanup);

function Harness() {
  const form = useForm<{ phone: string }>({ defaultValues: { phone: "" } });
  return (
    <>
      <PhoneField label="Telefone" {...form.register("phone")} />
      <output data-testid="value">{form.watch("phone")}</output>
    </>
  );
}

/** Issue 48 point 16: every phone input (users, accounts, branding, signers, WhatsApp test) has the mask. */
describe("PhoneField", () => {
  it("masks the phone key by key and hands the masked text to the form", () => {
    render(<Harness />);
    const input = screen.getByLabelText("Telefone") as HTMLInputElement;
    for (const ch of "11987654321") fireEvent.change(input, { target: { value: input.value + ch } });
    expect(input.value).toBe("55 (11) 98765-4321");
    expect(screen.getByTestId("value").textContent).toBe("55 (11) 98765-4321");
    expect(input.maxLength).toBe(18);
    expect(input.placeholder).toBe("55 (11) 98765-4321");
  });
});
