import { describe, expect, it } from "vitest";
import { allStatusClasses, normalizeStoolCategory, statusClass } from "./stages";

describe("statusClass", () => {
  const note = (onStool: boolean, stage: string | null, stoolCategory: string | null) => ({ onStool, stage, stoolCategory });

  it.each([
    [note(false, "idea", null), "idea"],
    [note(false, "on_hold", null), "on_hold"],
    [note(false, "working_on", "my_stool"), "working_on"],
    [note(false, null, null), "idea"],
    [note(false, "bogus", null), "none"],
    [note(true, "working_on", null), "main"],
    [note(true, null, ""), "main"],
    [note(true, null, "open_mic"), "open_mic_material"],
    [note(true, null, "open_mic_material"), "open_mic_material"],
    [note(true, "idea", "my_stool"), "my_stool_material"],
    [note(true, null, "my_stool_material"), "my_stool_material"],
    [note(true, null, "the moon"), "none"],
  ] as const)("classes %o as %s", (input, expected) => {
    expect(statusClass(input)).toBe(expected);
  });

  it("has seven classes in three groups", () => {
    expect(allStatusClasses).toEqual(["idea", "on_hold", "working_on", "main", "open_mic_material", "my_stool_material", "none"]);
  });
});

describe("normalizeStoolCategory", () => {
  it.each([
    [null, null],
    ["", null],
    ["main", null],
    ["open_mic", "open_mic"],
    ["open_mic_material", "open_mic"],
    ["my_stool", "my_stool"],
    [" My_Stool_Material ", "my_stool"],
    ["backstage", undefined],
    [42, undefined],
  ])("reads %o as %o", (input, expected) => {
    expect(normalizeStoolCategory(input)).toBe(expected);
  });
});
