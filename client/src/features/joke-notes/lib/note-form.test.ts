import { describe, expect, it } from "vitest";
import { createJokeNoteSchema, updateJokeNoteSchema } from "@shared/joke-notes/joke-note-input";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import {
  developmentValue,
  formValuesFor,
  pickDevelopmentStage,
  pickProductionStage,
  productionValue,
  toCreateInput,
  toUpdateInput,
} from "./note-form";

const note = (over: Partial<JokeNote> = {}): JokeNote => ({
  id: 7,
  setup: "Airline food",
  punchlines: ["what's the deal"],
  notes: null,
  inspiration: null,
  stage: "idea",
  onStool: false,
  stoolCategory: null,
  sortOrder: 0,
  durationSeconds: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("formValuesFor", () => {
  it("starts a new note with one empty punchline as an idea", () => {
    expect(formValuesFor()).toEqual({
      setup: "",
      punchlines: [{ value: "" }],
      notes: "",
      inspiration: "",
      stage: "idea",
      onStool: false,
      stoolCategory: null,
    });
  });

  it("keeps at least one punchline input and reads the stored stool category", () => {
    const values = formValuesFor(note({ punchlines: [], onStool: true, stoolCategory: "open_mic" }));
    expect(values.punchlines).toEqual([{ value: "" }]);
    expect(values.stoolCategory).toBe("open_mic");
  });
});

describe("stage selectors", () => {
  it("show the development stage off the stool and the production stage on it", () => {
    expect(developmentValue({ stage: "on_hold", onStool: false })).toBe("on_hold");
    expect(developmentValue({ stage: null, onStool: false })).toBe("idea");
    expect(developmentValue({ stage: "working_on", onStool: true })).toBe("");
    expect(productionValue({ onStool: true, stoolCategory: null })).toBe("main");
    expect(productionValue({ onStool: true, stoolCategory: "my_stool" })).toBe("my_stool");
    expect(productionValue({ onStool: false, stoolCategory: null })).toBe("");
  });

  it("picking a development stage takes the note off the stool and clears the category", () => {
    expect(pickDevelopmentStage("on_hold")).toEqual({ stage: "on_hold", onStool: false, stoolCategory: null });
  });

  it("picking a production stage puts it on the stool, clears the stage, and Main stores no category", () => {
    expect(pickProductionStage("main")).toEqual({ stage: null, onStool: true, stoolCategory: null });
    expect(pickProductionStage("open_mic")).toEqual({ stage: null, onStool: true, stoolCategory: "open_mic" });
  });
});

describe("payloads", () => {
  const values = {
    ...formValuesFor(),
    setup: "Dating apps",
    punchlines: [{ value: "swipe" }, { value: "   " }, { value: "" }, { value: "match" }],
    notes: "  ",
    inspiration: "a friend",
  };

  it("a new note drops empty punchlines, is an idea and sends userId 0", () => {
    const input = toCreateInput(values);
    expect(input).toEqual({
      setup: "Dating apps",
      punchlines: ["swipe", "match"],
      notes: null,
      inspiration: "a friend",
      stage: "idea",
      onStool: false,
      stoolCategory: null,
      userId: 0,
    });
    expect(createJokeNoteSchema.safeParse(input).success).toBe(true);
  });

  it("an edit sends the chosen stages and passes the shared schema", () => {
    const input = toUpdateInput({ ...values, ...pickProductionStage("my_stool") });
    expect(input).toMatchObject({ stage: null, onStool: true, stoolCategory: "my_stool", userId: 0 });
    expect(updateJokeNoteSchema.safeParse(input).success).toBe(true);
  });

  it("a blank setup fails the shared schema", () => {
    expect(createJokeNoteSchema.safeParse(toCreateInput({ ...values, setup: "  " })).success).toBe(false);
  });
});
