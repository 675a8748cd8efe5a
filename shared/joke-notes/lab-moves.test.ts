import { describe, expect, it } from "vitest";
import { dropToPatch, moveToChoices, moveToTarget } from "./lab-moves";

const dev = (stage: string | null) => ({ stage, onStool: false, stoolCategory: null });
const prod = (stoolCategory: string | null, stage: string | null = "working_on") => ({ stage, onStool: true, stoolCategory });

describe("dropToPatch: within development", () => {
  it("moves to another column", () =>
    expect(dropToPatch(dev("idea"), { kind: "development-column", stage: "on_hold" })).toEqual({
      kind: "stage",
      body: { stage: "on_hold" },
    }));
  it("takes the stage of the card it lands on", () =>
    expect(dropToPatch(dev("idea"), { kind: "card", note: dev("working_on") })).toEqual({
      kind: "stage",
      body: { stage: "working_on" },
    }));
  it("makes no call when the stage is unchanged", () => {
    expect(dropToPatch(dev("on_hold"), { kind: "development-column", stage: "on_hold" })).toBeNull();
    expect(dropToPatch(dev(null), { kind: "development-column", stage: "idea" })).toBeNull();
    expect(dropToPatch(dev("idea"), { kind: "card", note: dev("idea") })).toBeNull();
  });
});

describe("dropToPatch: promote to production", () => {
  it.each([
    ["main", null],
    ["open_mic_material", "open_mic"],
    ["my_stool_material", "my_stool"],
  ] as const)("onto the %s column", (category, stored) =>
    expect(dropToPatch(dev("idea"), { kind: "production-column", category })).toEqual({
      kind: "promote",
      body: { stage: "working_on", onStool: true, stoolCategory: stored },
    }));
  it("onto a production card takes its category", () =>
    expect(dropToPatch(dev("on_hold"), { kind: "card", note: prod("open_mic_material") })).toEqual({
      kind: "promote",
      body: { stage: "working_on", onStool: true, stoolCategory: "open_mic" },
    }));
});

describe("dropToPatch: back to development", () => {
  it("onto a column takes that stage", () =>
    expect(dropToPatch(prod("my_stool"), { kind: "development-column", stage: "on_hold" })).toEqual({
      kind: "demote",
      body: { stage: "on_hold", onStool: false, stoolCategory: null },
    }));
  it("onto a development card takes its stage", () =>
    expect(dropToPatch(prod(null), { kind: "card", note: dev("idea") })).toEqual({
      kind: "demote",
      body: { stage: "idea", onStool: false, stoolCategory: null },
    }));
  it("onto the development area keeps its development stage, else idea", () => {
    expect(dropToPatch(prod(null, "working_on"), { kind: "development-area" })).toEqual({
      kind: "demote",
      body: { stage: "working_on", onStool: false, stoolCategory: null },
    });
    expect(dropToPatch(prod(null, null), { kind: "development-area" })).toMatchObject({ body: { stage: "idea" } });
  });
});

describe("dropToPatch: within production", () => {
  it("changes the category", () =>
    expect(dropToPatch(prod(null), { kind: "production-column", category: "my_stool_material" })).toEqual({
      kind: "category",
      body: { onStool: true, stoolCategory: "my_stool" },
    }));
  it("makes no call in the same category, whatever its spelling", () => {
    expect(dropToPatch(prod("open_mic_material"), { kind: "production-column", category: "open_mic_material" })).toBeNull();
    expect(dropToPatch(prod(""), { kind: "production-column", category: "main" })).toBeNull();
    expect(dropToPatch(prod("my_stool"), { kind: "card", note: prod("my_stool_material") })).toBeNull();
  });
  it("ignores a card that is not on the board", () =>
    expect(dropToPatch(dev("idea"), { kind: "card", note: dev("mystery") })).toBeNull());
});

describe("moveToChoices", () => {
  const columns = ["idea", "on_hold", "working_on", "main", "open_mic_material", "my_stool_material"] as const;
  it("offers every column but the card's own", () => {
    expect(moveToChoices({ stage: "idea", onStool: false, stoolCategory: null }, columns)).toEqual([
      "on_hold",
      "working_on",
      "main",
      "open_mic_material",
      "my_stool_material",
    ]);
    expect(moveToChoices({ stage: "working_on", onStool: true, stoolCategory: null }, columns)).toEqual([
      "idea",
      "on_hold",
      "working_on",
      "open_mic_material",
      "my_stool_material",
    ]);
    expect(moveToChoices({ stage: "working_on", onStool: true, stoolCategory: "open_mic_material" }, columns)).not.toContain("open_mic_material");
  });
  it("reads a note with no stage as an idea", () => {
    expect(moveToChoices({ stage: null, onStool: false, stoolCategory: null }, columns)).not.toContain("idea");
  });
  it("each choice is the drop on that column", () => {
    const note = { stage: "on_hold", onStool: false, stoolCategory: null };
    expect(dropToPatch(note, moveToTarget("my_stool_material"))).toEqual({
      kind: "promote",
      body: { stage: "working_on", onStool: true, stoolCategory: "my_stool" },
    });
  });
});
