import {
  developmentStages,
  normalizeStoolCategory,
  type DevelopmentStage,
  type StoolCategory,
} from "@shared/joke-notes/stages";
import type { JokeNote } from "@shared/joke-notes/joke-note-dto";
import type { CreateJokeNoteInput, FormBody, UpdateJokeNoteInput } from "@shared/joke-notes/joke-note-input";

/** What the form edits. Punchlines are objects because react-hook-form's field arrays need them. */
export interface NoteFormValues {
  setup: string;
  punchlines: { value: string }[];
  notes: string;
  inspiration: string;
  stage: DevelopmentStage | null;
  onStool: boolean;
  stoolCategory: StoolCategory | null;
}

export const developmentOptions: { value: DevelopmentStage; label: string }[] = [
  { value: "idea", label: "Ideas" },
  { value: "on_hold", label: "On Hold" },
  { value: "working_on", label: "Working On" },
];

export type ProductionOption = "main" | StoolCategory;

export const productionOptions: { value: ProductionOption; label: string }[] = [
  { value: "main", label: "Main" },
  { value: "open_mic", label: "Open Mic" },
  { value: "my_stool", label: "My Stool" },
];

const asStage = (stage: string | null): DevelopmentStage | null =>
  stage !== null && (developmentStages as readonly string[]).includes(stage) ? (stage as DevelopmentStage) : null;

export function formValuesFor(note?: JokeNote): NoteFormValues {
  if (!note) {
    return { setup: "", punchlines: [{ value: "" }], notes: "", inspiration: "", stage: "idea", onStool: false, stoolCategory: null };
  }
  const punchlines = note.punchlines.length > 0 ? note.punchlines : [""];
  return {
    setup: note.setup,
    punchlines: punchlines.map((value) => ({ value })),
    notes: note.notes ?? "",
    inspiration: note.inspiration ?? "",
    stage: asStage(note.stage),
    onStool: note.onStool,
    stoolCategory: normalizeStoolCategory(note.stoolCategory) ?? null,
  };
}

/** The Development Stage selector's value: empty while the note is in production. */
export function developmentValue(values: Pick<NoteFormValues, "stage" | "onStool">): DevelopmentStage | "" {
  return values.onStool ? "" : (values.stage ?? "idea");
}

/** The Production Stage selector's value: empty while the note is in development; no category is Main. */
export function productionValue(values: Pick<NoteFormValues, "onStool" | "stoolCategory">): ProductionOption | "" {
  return values.onStool ? (values.stoolCategory ?? "main") : "";
}

/** Picking a development stage takes the note off the stool and clears its category. */
export function pickDevelopmentStage(stage: DevelopmentStage): Pick<NoteFormValues, "stage" | "onStool" | "stoolCategory"> {
  return { stage, onStool: false, stoolCategory: null };
}

/** Picking a production stage puts the note on the stool and clears its stage; Main stores no category. */
export function pickProductionStage(option: ProductionOption): Pick<NoteFormValues, "stage" | "onStool" | "stoolCategory"> {
  return { stage: null, onStool: true, stoolCategory: option === "main" ? null : option };
}

const textOrNull = (text: string) => (text.trim() === "" ? null : text);
const keptPunchlines = (values: NoteFormValues) =>
  values.punchlines.map((p) => p.value).filter((p) => p.trim() !== "");

/** New notes are ideas; empty punchlines are dropped; the owner comes from the session (userId 0). */
export function toCreateInput(values: NoteFormValues): FormBody<CreateJokeNoteInput> {
  return {
    setup: values.setup,
    punchlines: keptPunchlines(values),
    notes: textOrNull(values.notes),
    inspiration: textOrNull(values.inspiration),
    stage: "idea",
    onStool: false,
    stoolCategory: null,
    userId: 0,
  };
}

export function toUpdateInput(values: NoteFormValues): FormBody<UpdateJokeNoteInput> {
  return {
    setup: values.setup,
    punchlines: keptPunchlines(values),
    notes: textOrNull(values.notes),
    inspiration: textOrNull(values.inspiration),
    stage: values.stage,
    onStool: values.onStool,
    stoolCategory: values.onStool ? values.stoolCategory : null,
    userId: 0,
  };
}
