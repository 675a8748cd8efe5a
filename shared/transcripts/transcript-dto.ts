import { z } from "zod";
import { RECORDING_MS_MAX } from "../recordings/recording-limits";
import { diffOps } from "./word-diff";

/** Where a recording's transcript is: the site has no service, it waits its turn, it is being made, it is made, or it failed. */
export const transcriptStatuses = ["off", "waiting", "working", "done", "failed"] as const;
export type TranscriptStatus = (typeof transcriptStatuses)[number];

/** The most words a transcript keeps (a 3-hour set spoken fast), and the longest word. */
export const TRANSCRIPT_WORDS_MAX = 50_000;
export const TRANSCRIPT_WORD_MAX = 100;

/** What the recording page says when the site has no transcription service. */
export const TRANSCRIPTS_OFF = "Transcripts are off on this site";

export const transcriptWordSchema = z.object({ startMs: z.number().int(), endMs: z.number().int(), text: z.string() });

export const transcriptBitSchema = z.object({
  position: z.number().int(),
  jokeNoteId: z.number().int(),
  said: z.string(),
  written: z.string(),
  /** 0 to 100. */
  similarity: z.number().int(),
  diff: z.array(z.object({ op: z.enum(diffOps), text: z.string() })),
  /** Indexes into `words`: the word each of the bit's laughs followed. */
  laughsAfter: z.array(z.number().int()),
});

/** `GET /api/recordings/:id/transcript`. */
export const transcriptSchema = z.object({
  status: z.enum(transcriptStatuses),
  /** Failed: what went wrong, for the comedian. */
  message: z.string().optional(),
  /** True once the comedian has corrected a word: a later run never overwrites it. */
  edited: z.boolean(),
  words: z.array(transcriptWordSchema),
  bits: z.array(transcriptBitSchema),
});
export type Transcript = z.infer<typeof transcriptSchema>;

/** `PUT /api/recordings/:id/transcript`: the comedian's corrected words, in time order, within the recording. */
export const correctTranscriptSchema = z.object({
  words: z
    .array(
      z.object({
        startMs: z.number({ error: "startMs must be a number of ms" }).int("startMs must be whole ms").min(0, "startMs must be 0 or more").max(RECORDING_MS_MAX),
        endMs: z.number({ error: "endMs must be a number of ms" }).int("endMs must be whole ms").min(0, "endMs must be 0 or more").max(RECORDING_MS_MAX),
        text: z
          .string({ error: "text must be a string" })
          .trim()
          .min(1, "A word cannot be empty: remove it instead.")
          .max(TRANSCRIPT_WORD_MAX, `A word can be at most ${TRANSCRIPT_WORD_MAX} characters.`)
          .refine((t) => !t.includes("\u0000"), "A word cannot contain a NUL character.")
          .refine((t) => !/\s/.test(t), "One word at a time: a word cannot contain spaces."),
      }),
      { error: "words must be a list of { startMs, endMs, text }" },
    )
    .max(TRANSCRIPT_WORDS_MAX, `A transcript can hold at most ${TRANSCRIPT_WORDS_MAX} words.`)
    .superRefine((words, ctx) => {
      words.forEach((word, i) => {
        if (word.endMs < word.startMs) ctx.addIssue({ code: "custom", path: [i, "endMs"], message: "A word cannot end before it starts." });
        const before = words[i - 1];
        if (before && word.startMs < before.startMs) ctx.addIssue({ code: "custom", path: [i, "startMs"], message: "Words must be in time order." });
      });
    }),
});
export type CorrectTranscriptInput = z.infer<typeof correctTranscriptSchema>;
