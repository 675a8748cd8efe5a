import { describe, expect, it } from "vitest";
import { buildSetCardHtml, cardFontSize } from "./set-card-html";

describe("buildSetCardHtml", () => {
  it("writes the name, the running time against the target and one tagged line per bit, in order", () => {
    const html = buildSetCardHtml({
      name: "Friday <spot>",
      targetMinutes: 5,
      estimatedSeconds: 245,
      items: [{ setup: "My dentist has a podcast about teeth" }, { setup: "Airline food" }],
    });
    expect(html).toContain("<title>Friday &lt;spot&gt;</title>");
    expect(html).toContain("4:05 of 5:00");
    expect(html).toContain("<ol><li>My dentist has a podcast…</li><li>Airline food</li></ol>");
    expect(html).not.toContain("<spot>");
  });

  it("shrinks the type for long sets", () => {
    expect(cardFontSize(5)).toBe("30pt");
    expect(cardFontSize(25)).toBe("14pt");
  });
});
