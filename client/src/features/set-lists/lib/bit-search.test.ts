import { describe, expect, it } from "vitest";
import { bitCandidates } from "./bit-search";

const notes = [
  { id: 1, setup: "My dentist", punchlines: ["floss"] },
  { id: 2, setup: "Airline food", punchlines: ["hostage situation"] },
  { id: 3, setup: "Dentist again", punchlines: [] },
  { id: -1, setup: "Dentist, not saved yet", punchlines: [] },
];

describe("bitCandidates", () => {
  it("leaves out jokes already in the set and ones not saved yet", () => {
    expect(bitCandidates(notes, new Set([2]), "").map((n) => n.id)).toEqual([1, 3]);
  });

  it("matches every word, in the setup or the punchlines, ignoring case", () => {
    expect(bitCandidates(notes, new Set(), "DENTIST").map((n) => n.id)).toEqual([1, 3]);
    expect(bitCandidates(notes, new Set(), "hostage airline").map((n) => n.id)).toEqual([2]);
    expect(bitCandidates(notes, new Set(), "dentist floss").map((n) => n.id)).toEqual([1]);
  });

  it("stops at the limit", () => {
    expect(bitCandidates(notes, new Set(), "", 1)).toHaveLength(1);
  });
});
