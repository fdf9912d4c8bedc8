// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, it } from "vitest";
import { bound, InputField, TextAreaField } from "./form-field";

afterEach(cleanup);

function Note() {
  const [title, setTitle] = useState("Aviso");
  const [text, setText] = useState("");
  return (
    <>
      <InputField label="Título" {...bound(title, setTitle)} />
      <TextAreaField label="Mensagem" {...bound(text, setText)} />
      <output>{`${title} · ${text}`}</output>
    </>
  );
}

it("bound: a field held in component state shows its value and stores what is typed", () => {
  render(<Note />);
  const title = screen.getByLabelText("Título") as HTMLInputElement;
  expect(title.value).toBe("Aviso");
  fireEvent.change(title, { target: { value: "Manutenção" } });
  fireEvent.change(screen.getByLabelText("Mensagem"), { target: { value: "Sábado, 22h." } });
  expect(screen.getByRole("status").textContent).toBe("Manutenção · Sábado, 22h.");
});
