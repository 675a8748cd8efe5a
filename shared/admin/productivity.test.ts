import { describe, expect, it } from "vitest";
import { productivityLabel } from "./productivity";

describe("productivityLabel", () => {
  it.each([
    [0, "New"],
    [5, "New"],
    [6, "Low"],
    [20, "Low"],
    [21, "Medium"],
    [50, "Medium"],
    [51, "High"],
    [10_000, "High"],
  ])("%i jokes is %s", (total, label) => {
    expect(productivityLabel(total)).toBe(label);
  });
});
