import { describe, expect, it } from "vitest";
import { dropToPatch } from "@shared/joke-notes/lab-moves";
import { columnDropId, dropLabel, dropTab, dropTargetOf, isTabDrop, tabDropId } from "./drop-targets";

describe("dropTargetOf", () => {
  it("reads columns", () => {
    expect(dropTargetOf(columnDropId("on_hold"))).toEqual({ kind: "development-column", stage: "on_hold" });
    expect(dropTargetOf(columnDropId("open_mic_material"))).toEqual({ kind: "production-column", category: "open_mic_material" });
  });

  it("reads the tab triggers: Development is the development area, Production is Main", () => {
    expect(dropTargetOf(tabDropId("development"))).toEqual({ kind: "development-area" });
    expect(dropTargetOf(tabDropId("production"))).toEqual({ kind: "production-column", category: "main" });
  });

  it("is null for anything else", () => {
    expect(dropTargetOf(null)).toBeNull();
    expect(dropTargetOf(12)).toBeNull();
    expect(dropTargetOf("column:none")).toBeNull();
    expect(dropTargetOf("tab:other")).toBeNull();
    expect(dropTargetOf("card:3")).toBeNull();
  });
});

describe("tab drops through the move rule", () => {
  it("takes a production card off the stool, keeping its stage", () => {
    const onStool = { stage: "working_on", onStool: true, stoolCategory: "my_stool" };
    expect(dropToPatch(onStool, dropTargetOf(tabDropId("development"))!)).toEqual({
      kind: "demote",
      body: { stage: "working_on", onStool: false, stoolCategory: null },
    });
  });

  it("promotes a development card to Main", () => {
    const idea = { stage: "idea", onStool: false, stoolCategory: null };
    expect(dropToPatch(idea, dropTargetOf(tabDropId("production"))!)).toEqual({
      kind: "promote",
      body: { stage: "working_on", onStool: true, stoolCategory: null },
    });
  });
});

describe("labels", () => {
  it("names places for screen readers", () => {
    expect(dropLabel(columnDropId("my_stool_material"))).toBe("the My Stool column");
    expect(dropLabel(tabDropId("development"))).toBe("the Development tab (off the stool)");
    expect(dropLabel(undefined)).toBe("nowhere");
    expect(isTabDrop(tabDropId("production"))).toBe(true);
    expect(isTabDrop(columnDropId("main"))).toBe(false);
  });
});

describe("dropTab", () => {
  it("tells which tab a place belongs to", () => {
    expect(dropTab(columnDropId("working_on"))).toBe("development");
    expect(dropTab(columnDropId("main"))).toBe("production");
    expect(dropTab(tabDropId("production"))).toBe("production");
    expect(dropTab("column:none")).toBeNull();
    expect(dropTab(null)).toBeNull();
  });
});
