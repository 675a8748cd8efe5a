import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html";

describe("escapeHtml", () => {
  it("makes the five characters that mean something in HTML plain text", () => {
    expect(escapeHtml(`<b onclick="x('y')">Tom & Jerry</b>`)).toBe("&lt;b onclick=&quot;x(&#39;y&#39;)&quot;&gt;Tom &amp; Jerry&lt;/b&gt;");
  });

  it("leaves everything else as it is", () => {
    expect(escapeHtml("Bits — “quoted” ünïcode 🎤")).toBe("Bits — “quoted” ünïcode 🎤");
  });
});
