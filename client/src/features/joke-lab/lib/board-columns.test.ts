import { describe, expect, it } from "vitest";
import { columnsOf, groupByStatus, readLabTab, tabCounts, tabOf } from "./board-columns";

const note = (id: number, fields: { stage?: string | null; onStool?: boolean; stoolCategory?: string | null } = {}) => ({
  id,
  stage: fields.stage === undefined ? "idea" : fields.stage,
  onStool: fields.onStool ?? false,
  stoolCategory: fields.stoolCategory ?? null,
});

describe("readLabTab", () => {
  it("defaults to development and accepts production", () => {
    expect(readLabTab(null)).toBe("development");
    expect(readLabTab("development")).toBe("development");
    expect(readLabTab("production")).toBe("production");
    expect(readLabTab("Production")).toBe("development");
    expect(readLabTab("main")).toBe("development");
  });
});

describe("columns", () => {
  it("names the spec's columns with their empty texts", () => {
    expect(columnsOf("development").map((c) => [c.title, c.emptyText])).toEqual([
      ["Ideas", "Drop jokes here"],
      ["On Hold", "Drop jokes here"],
      ["Working On", "Drop jokes here"],
    ]);
    expect(columnsOf("production").map((c) => [c.title, c.description, c.emptyText])).toEqual([
      ["Main", "performance-ready material", "Drag jokes here from Development"],
      ["Open Mic", "material for open mic nights", "Drag jokes here from Development"],
      ["My Stool", "main stage performance material", "Drag jokes here from Development"],
    ]);
  });

  it("knows which tab a status lives on", () => {
    expect(tabOf("on_hold")).toBe("development");
    expect(tabOf("my_stool_material")).toBe("production");
    expect(tabOf("none")).toBeNull();
  });
});

describe("groupByStatus", () => {
  it("groups by the Joke Lab status class, keeping the saved order", () => {
    const notes = [
      note(1),
      note(2, { onStool: true, stoolCategory: "my_stool" }),
      note(3, { stage: null }),
      note(4, { stage: "on_hold" }),
      note(5, { onStool: true }),
      note(6, { stage: "mystery" }),
      note(7, { onStool: true, stoolCategory: "open_mic_material" }),
    ];
    const groups = groupByStatus(notes);
    expect(groups.get("idea")?.map((n) => n.id)).toEqual([1, 3]);
    expect(groups.get("on_hold")?.map((n) => n.id)).toEqual([4]);
    expect(groups.get("working_on")).toBeUndefined();
    expect(groups.get("main")?.map((n) => n.id)).toEqual([5]);
    expect(groups.get("open_mic_material")?.map((n) => n.id)).toEqual([7]);
    expect(groups.get("my_stool_material")?.map((n) => n.id)).toEqual([2]);
    expect(groups.get("none")?.map((n) => n.id)).toEqual([6]);
    expect(tabCounts(groups)).toEqual({ development: 3, production: 3 });
  });
});
