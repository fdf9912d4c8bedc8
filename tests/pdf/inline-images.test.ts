import { describe, expect, it } from "vitest";
import { inlineImages } from "../../src/server/platform/pdf/inline-images";

const OURS = "/api/files/0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9";
const resolve = async (src: string) =>
  src === OURS || src === "/x?a=1&b=2" ? { contentType: "image/png", data: new Uint8Array([1, 2, 3]) } : null;

describe("inlineImages", () => {
  it("turns a resolved source into a data: URL and keeps the tag's other attributes", async () => {
    const html = await inlineImages(`<p><img class="logo" src="${OURS}" alt="" style="height:80px"></p>`, resolve);
    expect(html).toBe('<p><img class="logo" src="data:image/png;base64,AQID" alt="" style="height:80px"></p>');
  });

  it("leaves out images nobody resolved (no broken-image icon, no request)", async () => {
    const html = await inlineImages(
      `<p>a<img src="http://169.254.169.254/latest/meta-data">b<img src='http://10.0.0.1/x.png'>c</p>`,
      resolve,
    );
    expect(html).toBe("<p>abc</p>");
    expect(await inlineImages('<img src="http://127.0.0.1/x.png">', undefined)).toBe("");
  });

  it("keeps data: images and decodes entities in the source", async () => {
    const data = '<img src="data:image/png;base64,AAAA">';
    expect(await inlineImages(data, resolve)).toBe(data);
    expect(await inlineImages('<img src="/x?a=1&amp;b=2">', resolve)).toBe('<img src="data:image/png;base64,AQID">');
  });
});
