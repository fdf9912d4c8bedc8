// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ReplyBox } from "./reply-box";

afterEach(cleanup);

/** A send the test settles when it wants: the message reaches the conversation before the send returns. */
function pendingSend() {
  const sent: string[] = [];
  let settle: () => void = () => undefined;
  const onSend = (body: string) => {
    sent.push(body);
    return new Promise<void>((resolve) => {
      settle = resolve;
    });
  };
  return { sent, onSend, settle: () => settle() };
}

const box = () => screen.getByRole("textbox", { name: "Resposta ao cliente" }) as HTMLTextAreaElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Enviar resposta" }));

describe("ReplyBox", () => {
  it("clears the message once it is sent", async () => {
    const send = pendingSend();
    render(<ReplyBox label="Resposta ao cliente" submitLabel="Enviar resposta" onSend={send.onSend} />);
    fireEvent.change(box(), { target: { value: "Já corrigimos." } });
    submit();
    await act(async () => send.settle());
    expect(send.sent).toEqual(["Já corrigimos."]);
    expect(box().value).toBe("");
  });

  it("keeps what was typed while the previous message was being sent", async () => {
    const send = pendingSend();
    render(<ReplyBox label="Resposta ao cliente" submitLabel="Enviar resposta" onSend={send.onSend} />);
    fireEvent.change(box(), { target: { value: "Nota para a equipe." } });
    submit();
    fireEvent.change(box(), { target: { value: "Resposta ao cliente, digitada enquanto a nota era salva." } });
    await act(async () => send.settle());
    expect(box().value).toBe("Resposta ao cliente, digitada enquanto a nota era salva.");
  });
});
