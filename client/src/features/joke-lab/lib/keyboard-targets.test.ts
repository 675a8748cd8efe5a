import { describe, expect, it } from "vitest";
import { isArrowKey, nextKeyboardTarget, placeInside } from "./keyboard-targets";

const layout = {
  columns: [
    { id: "idea", tab: "development" },
    { id: "hold", tab: "development" },
    { id: "work", tab: "development" },
    { id: "main", tab: "production" },
    { id: "mic", tab: "production" },
    { id: "stool", tab: "production" },
  ],
  tabs: { development: "tab:dev", production: "tab:prod" },
} as const;
const dev = { openTab: "development", lastColumn: null } as const;
const prod = { openTab: "production", lastColumn: null } as const;

describe("nextKeyboardTarget", () => {
  it("walks left and right through all six columns, across the tabs, stopping at the ends", () => {
    expect(nextKeyboardTarget(layout, "idea", "ArrowRight", dev)).toBe("hold");
    expect(nextKeyboardTarget(layout, "work", "ArrowRight", dev)).toBe("main");
    expect(nextKeyboardTarget(layout, "main", "ArrowLeft", prod)).toBe("work");
    expect(nextKeyboardTarget(layout, "stool", "ArrowRight", prod)).toBeNull();
    expect(nextKeyboardTarget(layout, "idea", "ArrowLeft", dev)).toBeNull();
    expect(nextKeyboardTarget(layout, "hold", "ArrowDown", dev)).toBeNull();
  });

  it("goes up to the other side's tab", () => {
    expect(nextKeyboardTarget(layout, "hold", "ArrowUp", dev)).toBe("tab:prod");
    expect(nextKeyboardTarget(layout, "mic", "ArrowUp", prod)).toBe("tab:dev");
  });

  it("moves between the tabs and comes back down to the column last visited in the open tab", () => {
    expect(nextKeyboardTarget(layout, "tab:prod", "ArrowLeft", dev)).toBe("tab:dev");
    expect(nextKeyboardTarget(layout, "tab:dev", "ArrowRight", dev)).toBe("tab:prod");
    expect(nextKeyboardTarget(layout, "tab:dev", "ArrowLeft", dev)).toBeNull();
    expect(nextKeyboardTarget(layout, "tab:prod", "ArrowUp", dev)).toBeNull();
    expect(nextKeyboardTarget(layout, "tab:prod", "ArrowDown", { openTab: "development", lastColumn: "hold" })).toBe("hold");
    expect(nextKeyboardTarget(layout, "tab:prod", "ArrowDown", { openTab: "development", lastColumn: "mic" })).toBe("idea");
    expect(nextKeyboardTarget(layout, "tab:dev", "ArrowDown", prod)).toBe("main");
  });

  it("finds its way back from nowhere", () => {
    expect(nextKeyboardTarget(layout, null, "ArrowRight", { openTab: "production", lastColumn: "stool" })).toBe("stool");
    expect(nextKeyboardTarget(layout, null, "ArrowLeft", dev)).toBe("idea");
    expect(nextKeyboardTarget(layout, null, "ArrowUp", dev)).toBe("tab:prod");
  });
});

describe("isArrowKey", () => {
  it("accepts only the four arrows", () => {
    expect(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].every(isArrowKey)).toBe(true);
    expect(isArrowKey("Space")).toBe(false);
  });
});

describe("placeInside", () => {
  const card = { top: 300, left: 0, width: 100, height: 60 };

  it("centres across a tall target and keeps the card's height on the page", () => {
    expect(placeInside(card, { top: 100, left: 400, width: 300, height: 800 })).toEqual({ x: 500, y: 300 });
  });

  it("pulls the card inside a target above or below it", () => {
    expect(placeInside(card, { top: 500, left: 0, width: 100, height: 600 })).toEqual({ x: 0, y: 508 });
    expect(placeInside(card, { top: 0, left: 0, width: 100, height: 200 })).toEqual({ x: 0, y: 132 });
  });

  it("centres the card on a target smaller than itself", () => {
    const { x, y } = placeInside(card, { top: 10, left: 20, width: 40, height: 36 });
    expect(x + card.width / 2).toBe(40);
    expect(y + card.height / 2).toBe(28);
  });
});
