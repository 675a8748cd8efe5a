import { describe, expect, it } from "vitest";
import { createSetListSchema, setListItemsSchema, updateSetListSchema } from "./set-list-input";

describe("set list input", () => {
  it("defaults the target to 5 minutes and the bits to none, and trims the name", () => {
    expect(createSetListSchema.parse({ name: "  Friday\u0000 spot ", userId: 3 })).toEqual({
      name: "Friday spot",
      targetMinutes: 5,
      jokeNoteIds: [],
    });
  });

  it("refuses a blank name, a target outside 1 to 180 whole minutes, and a repeated joke", () => {
    expect(createSetListSchema.safeParse({ name: " " }).success).toBe(false);
    for (const targetMinutes of [0, 181, 2.5, "5", null]) {
      expect(createSetListSchema.safeParse({ name: "x", targetMinutes }).success).toBe(false);
    }
    expect(setListItemsSchema.safeParse({ jokeNoteIds: [1, 2, 1] }).error?.issues[0]?.message).toBe(
      "jokeNoteIds must not repeat a joke",
    );
    expect(setListItemsSchema.safeParse({ jokeNoteIds: [2 ** 31] }).success).toBe(false);
    expect(setListItemsSchema.safeParse({}).success).toBe(false);
  });

  it("needs something to change", () => {
    expect(updateSetListSchema.safeParse({}).success).toBe(false);
    expect(updateSetListSchema.parse({ targetMinutes: 10 })).toEqual({ targetMinutes: 10 });
  });
});
