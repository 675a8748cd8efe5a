import { describe, expect, it } from "vitest";
import { createJokeNoteSchema, patchJokeNoteSchema, reorderSchema, updateJokeNoteSchema } from "./joke-note-input";

describe("createJokeNoteSchema", () => {
  it("drops blank punchlines and the userId", () => {
    const parsed = createJokeNoteSchema.parse({ setup: "Airline food", punchlines: ["  ", "What's the deal?", ""], userId: 99 });
    expect(parsed.punchlines).toEqual(["What's the deal?"]);
    expect(parsed).not.toHaveProperty("userId");
  });

  it("refuses a blank setup", () => {
    expect(createJokeNoteSchema.safeParse({ setup: "   " }).success).toBe(false);
    expect(createJokeNoteSchema.safeParse({}).success).toBe(false);
  });

  it("takes the blender's single punchline", () => {
    expect(createJokeNoteSchema.parse({ setup: "Idea", punchline: "" }).punchlines).toEqual([]);
    expect(createJokeNoteSchema.parse({ setup: "Idea", punchline: " zing " }).punchlines).toEqual(["zing"]);
  });

  it("stores one form of the stool category", () => {
    expect(createJokeNoteSchema.parse({ setup: "x", stoolCategory: "open_mic_material" }).stoolCategory).toBe("open_mic");
    expect(createJokeNoteSchema.parse({ setup: "x", stoolCategory: "" }).stoolCategory).toBeNull();
    expect(createJokeNoteSchema.safeParse({ setup: "x", stoolCategory: "green_room" }).success).toBe(false);
  });

  it("checks the stage and caps lengths", () => {
    expect(createJokeNoteSchema.safeParse({ setup: "x", stage: "done" }).success).toBe(false);
    expect(createJokeNoteSchema.safeParse({ setup: "x".repeat(5001) }).success).toBe(false);
    expect(createJokeNoteSchema.safeParse({ setup: "x", punchlines: Array(51).fill("p") }).success).toBe(false);
    expect(createJokeNoteSchema.safeParse({ setup: "x", punchlines: "not a list" }).success).toBe(false);
  });
});

describe("updateJokeNoteSchema", () => {
  it("leaves out what was not sent", () => {
    expect(updateJokeNoteSchema.parse({ setup: "x" })).toEqual({ setup: "x" });
  });
});

describe("patchJokeNoteSchema", () => {
  it("needs at least one field", () => {
    expect(patchJokeNoteSchema.safeParse({}).success).toBe(false);
    expect(patchJokeNoteSchema.parse({ onStool: false })).toEqual({ onStool: false });
  });
});

describe("reorderSchema", () => {
  it("needs distinct positive ids", () => {
    expect(reorderSchema.safeParse({ noteIds: [1, 2, 2] }).success).toBe(false);
    expect(reorderSchema.safeParse({ noteIds: [] }).success).toBe(false);
    expect(reorderSchema.safeParse({ noteIds: ["1"] }).success).toBe(false);
    expect(reorderSchema.parse({ noteIds: [3, 1, 2] }).noteIds).toEqual([3, 1, 2]);
  });
});
