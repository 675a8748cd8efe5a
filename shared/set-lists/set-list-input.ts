import { z } from "zod";
import { bodyId, idParams } from "../validation/id";
import { userText } from "../validation/user-text";

export const SET_LIST_NAME_MAX = 120;
export const TARGET_MINUTES_MIN = 1;
export const TARGET_MINUTES_MAX = 180;
export const TARGET_MINUTES_DEFAULT = 5;
export const SET_LIST_ITEMS_MAX = 200;

const name = userText({ label: "Name", max: SET_LIST_NAME_MAX });
const targetMinutes = z
  .number({ error: "Target minutes must be a number" })
  .int("Target minutes must be a whole number")
  .min(TARGET_MINUTES_MIN, `Target minutes must be at least ${TARGET_MINUTES_MIN}`)
  .max(TARGET_MINUTES_MAX, `Target minutes must be at most ${TARGET_MINUTES_MAX}`);

/** The running order: the comedian's own joke note ids, each once. */
export const jokeNoteIdList = z
  .array(bodyId("Each joke note id"), { error: "jokeNoteIds must be a list of joke note ids" })
  .max(SET_LIST_ITEMS_MAX, `A set list holds at most ${SET_LIST_ITEMS_MAX} bits`)
  .refine((ids) => new Set(ids).size === ids.length, "jokeNoteIds must not repeat a joke");

/** POST body: a name, and optionally a target (default 5 minutes) and the first bits. */
export const createSetListSchema = z.object({
  name,
  targetMinutes: targetMinutes.optional().transform((value) => value ?? TARGET_MINUTES_DEFAULT),
  jokeNoteIds: jokeNoteIdList.optional().transform((value) => value ?? []),
});

/** PUT body: rename or retarget; a field left out keeps its value. */
export const updateSetListSchema = z
  .object({ name: name.optional(), targetMinutes: targetMinutes.optional() })
  .refine((v) => v.name !== undefined || v.targetMinutes !== undefined, { message: "Send a name or targetMinutes" });

export const setListItemsSchema = z.object({ jokeNoteIds: jokeNoteIdList });

export const setListIdSchema = idParams("The set list id");

export type CreateSetListInput = z.output<typeof createSetListSchema>;
export type UpdateSetListInput = z.output<typeof updateSetListSchema>;
