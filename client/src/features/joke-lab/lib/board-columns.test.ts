import { describe, expect, it } from "vitest";
import { columnsOf, countsAfterMove, readLabTab, tabCounts, tabOf } from "./board-columns";

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

describe("tabCounts", () => {
  it("adds up each tab's columns from the counts per status, leaving out uncategorised notes", () => {
    const byStatus = { idea: 2, on_hold: 1, working_on: 0, main: 1, open_mic_material: 1, my_stool_material: 1, none: 5 };
    expect(tabCounts(byStatus)).toEqual({ development: 3, production: 3 });
    expect(tabCounts({})).toEqual({ development: 0, production: 0 });
  });
});

describe("countsAfterMove", () => {
  const counts = {
    total: 4,
    onStool: 1,
    byStatus: { idea: 2, on_hold: 1, working_on: 0, main: 1, open_mic_material: 0, my_stool_material: 0, none: 0 },
  };

  it("moves one from the old status to the new, and the stool total with a promotion or demotion", () => {
    expect(countsAfterMove(counts, "idea", "main")).toEqual({ ...counts, onStool: 2, byStatus: { ...counts.byStatus, idea: 1, main: 2 } });
    expect(countsAfterMove(counts, "main", "on_hold")).toEqual({ ...counts, onStool: 0, byStatus: { ...counts.byStatus, main: 0, on_hold: 2 } });
    expect(countsAfterMove(counts, "idea", "on_hold").onStool).toBe(1);
  });

  it("changes nothing for a move within a status, and never counts below zero", () => {
    expect(countsAfterMove(counts, "idea", "idea")).toBe(counts);
    expect(countsAfterMove(counts, "working_on", "idea").byStatus.working_on).toBe(0);
  });
});
