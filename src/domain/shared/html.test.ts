import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html";

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters and nothing else", () => {
    expect(escapeHtml(`<b class="x">'Tom & Jerry'</b> ação`)).toBe(
      "&lt;b class=&quot;x&quot;&gt;&#39;Tom &amp; Jerry&#39;&lt;/b&gt; ação",
    );
  });
});
