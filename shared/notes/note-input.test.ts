import { describe, expect, it } from "vitest";
import { NOTE_TITLE_MAX, noteInputSchema } from "./note-input";

describe("noteInputSchema", () => {
  it("trims both fields, strips NUL and drops userId", () => {
    expect(noteInputSchema.parse({ title: "  Set list\u0000 ", content: " bits ", userId: 7 })).toEqual({
      title: "Set list",
      content: "bits",
    });
  });

  it("requires a title and content after trimming", () => {
    expect(noteInputSchema.safeParse({ title: "  ", content: "x" }).error?.issues[0]?.message).toBe("Title is required");
    expect(noteInputSchema.safeParse({ title: "x", content: "\n\t" }).error?.issues[0]?.message).toBe("Content is required");
    expect(noteInputSchema.safeParse({ title: "x" }).success).toBe(false);
    expect(noteInputSchema.safeParse({ title: 1, content: "x" }).success).toBe(false);
  });

  it("caps the title", () => {
    expect(noteInputSchema.safeParse({ title: "x".repeat(NOTE_TITLE_MAX + 1), content: "x" }).success).toBe(false);
  });
});
