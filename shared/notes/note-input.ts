import { z } from "zod";
import { idParams } from "../validation/id";
import { userText } from "../validation/user-text";

export const NOTE_TITLE_MAX = 200;
export const NOTE_CONTENT_MAX = 20_000;

/**
 * POST and PUT body of a note, and the note form's schema: both fields required after
 * trimming. `userId` and other unknown keys are dropped.
 */
export const noteInputSchema = z.object({
  title: userText({ label: "Title", max: NOTE_TITLE_MAX }),
  content: userText({ label: "Content", max: NOTE_CONTENT_MAX }),
});

export const noteIdSchema = idParams("The note id");

export type NoteInput = z.output<typeof noteInputSchema>;
/** What the note form holds before the schema cleans it. */
export type NoteFormValues = z.input<typeof noteInputSchema>;
