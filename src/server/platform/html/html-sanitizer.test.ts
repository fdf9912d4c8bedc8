import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./html-sanitizer";

/**
 * Issue 31, bug 3: an image the sanitizer KEEPS (valid source) loses every handler and unsafe
 * attribute; SVG goes whole; styles keep only colours and alignment.
 */
const PNG = "data:image/png;base64,iVBORw0KGgo=";
const FILE = "/api/files/0f8fad5b-d9cb-469f-a165-70867728950e";

describe("sanitizeRichText on kept images", () => {
  it.each([
    [`<img src="https://exemplo.com/a.png" onerror="alert(1)">`, `<img src="https://exemplo.com/a.png" />`],
    [`<img src="${PNG}" onload="alert(1)" alt="logo">`, `<img src="${PNG}" alt="logo" />`],
    [`<img src="${FILE}" onerror=alert(1) width="10">`, `<img src="${FILE}" width="10" />`],
    [
      `<img src="https://exemplo.com/a.png" srcset="javascript:alert(1) 1x, https://mal.com/b.png 2x">`,
      `<img src="https://exemplo.com/a.png" />`,
    ],
    [`<img src="https://exemplo.com/a.png" style="background:url(javascript:alert(1))">`, `<img src="https://exemplo.com/a.png" />`],
    [
      `<p style="background-image: url(https://mal.com/x.png); color: #ff0000">t</p>`,
      `<p style="color:#ff0000">t</p>`,
    ],
  ])("%s", (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it("drops SVG whole (with its script and handlers) and SVG images", () => {
    expect(sanitizeRichText(`<p>a</p><svg onload="alert(1)"><script>alert(1)</script><image href="x"/></svg>`)).toBe(
      "<p>a</p>",
    );
    expect(sanitizeRichText(`<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">`)).toBe("");
    expect(sanitizeRichText(`<img src="javascript:alert(1)">`)).toBe("");
  });

  it("is idempotent on the kept forms", () => {
    const once = sanitizeRichText(`<img src="${PNG}" onerror="x()" alt="a"><p style="color:red" onclick="y()">b</p>`);
    expect(sanitizeRichText(once)).toBe(once);
    expect(once).not.toMatch(/on(error|click)/i);
  });
});
