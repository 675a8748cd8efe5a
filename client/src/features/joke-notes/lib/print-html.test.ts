import { describe, expect, it } from "vitest";
import { buildPrintHtml, jokesReady, PRINT_TITLE, printDate } from "./print-html";
import { escapeHtml } from "@shared/text/escape-html";

const note = (over: Partial<Parameters<typeof buildPrintHtml>[0][number]> = {}) => ({
  setup: "My dog",
  punchlines: ["barks"],
  notes: null,
  createdAt: "2026-03-04T12:00:00.000Z",
  ...over,
});

describe("escapeHtml", () => {
  it("escapes the five HTML-special characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("leaves ordinary text alone", () => {
    expect(escapeHtml("Why did the chicken cross the road?")).toBe("Why did the chicken cross the road?");
  });
});

describe("buildPrintHtml", () => {
  const printedAt = new Date("2026-03-05T10:00:00.000Z");

  it("has the title and the date in the heading and the window title", () => {
    const html = buildPrintHtml([note()], printedAt);
    expect(html).toContain(`<title>${PRINT_TITLE} - ${printDate(printedAt)}</title>`);
    expect(html).toContain(`<h1>${PRINT_TITLE}</h1>`);
    expect(html).toContain(`<p class="date">${printDate(printedAt)}</p>`);
  });

  it("numbers the jokes in the given order with setup, punchlines, notes and created date", () => {
    const html = buildPrintHtml(
      [note({ setup: "First setup", punchlines: ["p1", "p2"], notes: "tag it" }), note({ setup: "Second setup" })],
      printedAt,
    );
    expect(html.indexOf("Joke 1")).toBeLessThan(html.indexOf("First setup"));
    expect(html.indexOf("First setup")).toBeLessThan(html.indexOf("Joke 2"));
    expect(html.indexOf("Joke 2")).toBeLessThan(html.indexOf("Second setup"));
    expect(html).toContain('<ol class="punchlines"><li>p1</li><li>p2</li></ol>');
    expect(html).toContain('<p class="label">Notes</p><p class="text">tag it</p>');
    expect(html).toMatch(/Created: \w+/);
    expect(html.match(/class="joke"/g)).toHaveLength(2);
  });

  it("says Unknown for a missing created date and marks a joke without punchlines", () => {
    const html = buildPrintHtml([note({ createdAt: null, punchlines: ["  "] })], printedAt);
    expect(html).toContain("Created: Unknown");
    expect(html).toContain("No punchlines yet");
    expect(html).not.toContain('class="notes"');
  });

  it("never prints the inspiration", () => {
    const withInspiration = { ...note(), inspiration: "overheard on the bus" };
    expect(buildPrintHtml([withInspiration], printedAt)).not.toContain("overheard on the bus");
  });

  it("escapes every user text", () => {
    const evil = `<img src=x onerror="alert('hi')">&`;
    const html = buildPrintHtml([note({ setup: evil, punchlines: [evil], notes: evil })], printedAt);
    expect(html).not.toContain("<img");
    expect(html).not.toContain(`onerror="`);
    const escaped = "&lt;img src=x onerror=&quot;alert(&#39;hi&#39;)&quot;&gt;&amp;";
    expect(html.split(escaped)).toHaveLength(4);
  });
});

describe("jokesReady", () => {
  it("counts in singular and plural", () => {
    expect(jokesReady(1)).toBe("1 joke ready to print");
    expect(jokesReady(3)).toBe("3 jokes ready to print");
  });
});
