import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPdfService } from "../../src/server/platform/pdf/pdf-service";
import { images, pageCount, pageText, testChromium } from "./poppler";
import { RED_PIXEL_PNG } from "./sample-document";

/** A server on a private address that answers every request with an image, counting them. */
function countingServer(): Promise<{ server: Server; port: number; requests: IncomingMessage[] }> {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    res.writeHead(200, { "content-type": "image/png" }).end(RED_PIXEL_PNG);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as AddressInfo).port, requests })),
  );
}

describe.skipIf(!testChromium)("PDF rendering makes no network request", () => {
  const service = createPdfService({ chromiumPath: testChromium?.executablePath });
  let local: Awaited<ReturnType<typeof countingServer>>;
  beforeAll(async () => {
    local = await countingServer();
  });
  afterAll(async () => {
    await service.close();
    await new Promise((resolve) => local.server.close(resolve));
  });

  it("never fetches the cloud metadata address or a private-range server, and still renders", async () => {
    const here = `http://127.0.0.1:${local.port}`;
    const resolverCalls: string[] = [];
    const pdf = await service.render(
      {
        title: "SSRF",
        headerHtml: `<div>Cabeçalho<img src="${here}/header.png"></div>`,
        bodyHtml: [
          "<p>Corpo do documento</p>",
          '<img src="http://169.254.169.254/latest/meta-data">',
          `<img src="${here}/x.png">`,
          `<p style="background-image:url(${here}/background.png)">fundo</p>`,
          `<link rel="stylesheet" href="${here}/style.css">`,
          `<iframe src="${here}/frame.html"></iframe>`,
          `<object data="${here}/object.png"></object>`,
          `<video poster="${here}/poster.png"></video>`,
        ].join(""),
        footerHtml: `<img src="${here}/footer.png">Rodapé`,
      },
      {
        resolveImage: async (src) => {
          resolverCalls.push(src);
          return null;
        },
      },
    );
    expect(pageCount(pdf)).toBe(1);
    expect(pageText(pdf, 1)).toContain("Corpo do documento");
    expect(pageText(pdf, 1)).toContain("Página 1 de 1");
    expect(local.requests.map((r) => r.url)).toEqual([]);
    // Nothing the server could have answered (its 1×1 PNG) is in the PDF (a <video> draws a grey box).
    expect(images(pdf).filter((i) => i.width === 1 && i.height === 1)).toEqual([]);
    // The resolver is asked about <img> sources only; it answers from our storage, never fetches.
    expect(resolverCalls).toContain("http://169.254.169.254/latest/meta-data");
  });

  it("shows only the images the resolver answers for", async () => {
    const ours = "/api/files/22222222-3333-4444-5555-666666666666";
    const pdf = await service.render(
      { title: "Imagens", bodyHtml: `<p>Logo</p><img src="${ours}"><img src="http://127.0.0.1:${local.port}/y.png">` },
      { resolveImage: async (src) => (src === ours ? { contentType: "image/png", data: RED_PIXEL_PNG } : null) },
    );
    expect(images(pdf)).toHaveLength(1);
    expect(local.requests).toHaveLength(0);
  });

  it("does not inline what the resolver returns when it is not an image", async () => {
    const ours = "/api/files/33333333-4444-5555-6666-777777777777";
    const pdf = await service.render(
      { title: "Tipo", bodyHtml: `<p>Texto</p><img src="${ours}">` },
      { resolveImage: async () => ({ contentType: "text/html", data: new TextEncoder().encode("<b>x</b>") }) },
    );
    expect(images(pdf)).toEqual([]);
  });
});
