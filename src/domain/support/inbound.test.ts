import { describe, expect, it } from "vitest";
import { htmlReplyText, stripQuotedReply } from "./inbound";

describe("stripQuotedReply (decision 0050)", () => {
  it("keeps the new text above Gmail's Portuguese attribution, even wrapped over two lines", () => {
    const text = [
      "Obrigado, funcionou!",
      "",
      "Em qui., 26 de nov. de 2026 às 10:00, Minuta <",
      "nao-responda@minuta.local> escreveu:",
      "",
      "> A equipe de suporte respondeu ao seu chamado",
      "> Ver e responder o chamado",
    ].join("\r\n");
    expect(stripQuotedReply(text)).toBe("Obrigado, funcionou!");
  });

  it("cuts at an English attribution and drops stray '>' lines above it", () => {
    const text =
      "Still broken.\n> quoted line kept by a bad client\nSee the screenshot.\n\nOn Thu, Nov 26, 2026 at 10:00 AM Minuta <x@y.z> wrote:\n> old";
    expect(stripQuotedReply(text)).toBe("Still broken.\nSee the screenshot.");
  });

  it("cuts at Outlook's original-message separator and its De:/Enviado: header block", () => {
    expect(stripQuotedReply("Segue.\n\n-----Mensagem original-----\nDe: Minuta\nold")).toBe("Segue.");
    expect(stripQuotedReply("Segue 2.\n\nDe: Minuta <nao-responda@minuta.local>\nEnviado: quinta-feira\nold")).toBe(
      "Segue 2.",
    );
  });

  it("drops the signature after '-- ' and keeps a line that merely starts with 'Em'", () => {
    const text = "Em anexo o comprovante.\nAté mais\n-- \nFulano de Tal\nEmpresa";
    expect(stripQuotedReply(text)).toBe("Em anexo o comprovante.\nAté mais");
  });

  it("keeps a line that starts with 'De:' when no mail header follows, and shortens blank runs", () => {
    expect(stripQuotedReply("De: hoje em diante, ok.\n\n\n\nValeu")).toBe("De: hoje em diante, ok.\n\nValeu");
  });

  it("is empty when the reply holds only the quote", () => {
    expect(stripQuotedReply("\n\nOn Mon, Jan 1, 2026 X wrote:\n> a")).toBe("");
  });
});

describe("htmlReplyText (an HTML-only reply)", () => {
  it("keeps the lines above Gmail's quote, decodes entities, drops the quote and the tags", () => {
    const html =
      '<html><head><style>p{color:red}</style></head><body><div dir="ltr">Resposta s&oacute; em <b>HTML</b>, n&atilde;o &eacute; &quot;texto&quot; &amp; &#231;&#x263;.<br>Segunda linha</div><br>' +
      '<div class="gmail_quote"><div class="gmail_attr">Em qui., 26 de nov. de 2026, Minuta &lt;n@m.l&gt; escreveu:<br></div>' +
      "<blockquote>Pode enviar?</blockquote></div></body></html>";
    expect(stripQuotedReply(htmlReplyText(html))).toBe('Resposta só em HTML, não é "texto" & ç\u0263.\nSegunda linha');
  });

  it("cuts at Outlook's reply header and at a bare blockquote", () => {
    expect(stripQuotedReply(htmlReplyText('<p>Ok.</p><div id="divRplyFwdMsg"><b>De:</b> Minuta</div>'))).toBe("Ok.");
    expect(stripQuotedReply(htmlReplyText("<p>Sim</p><blockquote type=cite>antes</blockquote>"))).toBe("Sim");
  });
});
