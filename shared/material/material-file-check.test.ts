import { describe, expect, it } from "vitest";
import { IMPORT_ITEMS_MAX, MATERIAL_FORMAT } from "./material-file";
import { BadMaterialFile, MaterialFileCheck } from "./material-file-check";

/** Feeds a whole file to the check as the reader would: each list's items, then the emptied list. */
function checkFile(file: Record<string, unknown>): unknown[] {
  const check = new MaterialFileCheck();
  const items: unknown[] = [];
  for (const [key, value] of Object.entries(file)) {
    if (Array.isArray(value)) {
      for (const item of value) items.push(check.item(key, item, true));
      check.top(key, []);
    } else {
      check.top(key, value);
    }
  }
  check.finish();
  return items;
}

const problemOf = (file: Record<string, unknown>) => {
  try {
    checkFile(file);
  } catch (error) {
    if (error instanceof BadMaterialFile) return error.message;
    throw error;
  }
  return undefined;
};

const head = { format: MATERIAL_FORMAT, formatVersion: 1 };

describe("MaterialFileCheck", () => {
  it("answers each item as the rules read it: cleaned, defaults filled in, future dates taken as now", () => {
    const before = Date.now();
    const [joke] = checkFile({ ...head, jokeNotes: [{ setup: " Airline\u0000 food ", createdAt: "9999-01-01T00:00:00Z" }] }) as {
      setup: string;
      stage: string;
      createdAt: string;
    }[];
    expect(joke).toMatchObject({ setup: "Airline food", stage: "idea", punchlines: [], versions: [] });
    expect(Date.parse(joke!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(joke!.createdAt)).toBeLessThanOrEqual(Date.now());
  });

  it("names the first problem by its path, whatever list it is in", () => {
    expect(problemOf({ ...head, jokeNotes: [{ setup: "fine" }, { setup: "x", stage: "done" }] })).toMatch(/^jokeNotes\.1\.stage: /);
    expect(problemOf({ ...head, notes: [{ title: "t" }] })).toMatch(/^notes\.0\.content: /);
    expect(problemOf({ ...head, jokeNotes: "nope" })).toBe("jokeNotes: Joke notes must be a list");
    expect(problemOf({ ...head, format: "other" })).toMatch(/^format: format must be/);
    expect(problemOf({ format: MATERIAL_FORMAT })).toMatch(/^formatVersion: /);
    expect(problemOf({ formatVersion: 1 })).toMatch(/^format: /);
    expect(problemOf({ ...head, formatVersion: 99 })).toMatch(/formatVersion 1 or older/);
  });

  it("finds repeated exportIds and references to items the file does not hold, wherever they come", () => {
    const joke = { exportId: "j1", setup: "a" };
    expect(problemOf({ ...head, jokeNotes: [joke, joke] })).toBe('jokeNotes.1.exportId: exportId "j1" is repeated');
    // A set list before the jokes it names is fine; one naming a joke the file lacks is not.
    expect(problemOf({ ...head, setLists: [{ name: "Set", items: [{ jokeNote: "j1" }] }], jokeNotes: [joke] })).toBeUndefined();
    expect(problemOf({ ...head, jokeNotes: [joke], setLists: [{ name: "Set", items: [{ jokeNote: "j2" }] }] })).toBe(
      'setLists.0.items.0.jokeNote: No joke note "j2" in this file',
    );
    expect(problemOf({ ...head, jokeNotes: [joke], setLists: [{ name: "Set", items: [{ jokeNote: "j1" }, { jokeNote: "j1" }] }] })).toMatch(
      /^setLists\.0\.items\.1\.jokeNote: .*listed twice/,
    );
    expect(
      problemOf({ ...head, performances: [{ performedAt: "2026-01-01T20:00:00Z", venue: "Bar", setList: "s9", ratings: [] }] }),
    ).toBe('performances.0.setList: No set list "s9" in this file');
  });

  it("refuses a list of material that is an object, a file that is not an object, and too many items", () => {
    const check = new MaterialFileCheck();
    expect(() => check.item("jokeNotes", { setup: "a" }, false)).toThrow("jokeNotes: Joke notes must be a list");
    expect(() => new MaterialFileCheck().notAnObject()).toThrow(/must be a JSON object/);
    const many = new MaterialFileCheck();
    for (let i = 0; i < IMPORT_ITEMS_MAX; i++) many.item("notes", { title: "t", content: "c" }, true);
    expect(() => many.item("notes", { title: "t", content: "c" }, true)).toThrow(`notes: At most ${IMPORT_ITEMS_MAX} notes in one file`);
  });

  it("leaves keys it does not know alone", () => {
    const check = new MaterialFileCheck();
    check.top("format", MATERIAL_FORMAT);
    check.top("formatVersion", 1);
    expect(check.item("profile", { keywords: [] }, false)).toBeUndefined();
    check.top("profile", {});
    check.item("notes", { title: "t", content: "c" }, true);
    check.top("notes", []);
    check.top("jokeNotes", []);
    expect(() => check.finish()).not.toThrow();
  });
});
