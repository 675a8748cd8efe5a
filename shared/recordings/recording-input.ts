import { z } from "zod";
import { bodyId, pathId } from "../validation/id";
import { audioFeaturesSchema } from "./audio-features-schema";
import { CHUNK_SEQ_MAX, isRecordingMimeType, RECORDING_APPLAUSE_MAX, RECORDING_BITS_MAX, RECORDING_LAUGHS_MAX, RECORDING_MS_MAX } from "./recording-limits";

const ms = (label: string) =>
  z
    .number({ error: `${label} must be a number of milliseconds` })
    .int(`${label} must be a whole number of milliseconds`)
    .min(0, `${label} must not be negative`)
    .max(RECORDING_MS_MAX, `${label} must be at most ${RECORDING_MS_MAX}`);

/** `POST /api/recordings`. An unknown `mimeType` is refused with 415 by the route (see `isRecordingMimeType`). */
export const createRecordingSchema = z.object({
  setListId: bodyId("setListId").nullable().optional().transform((v) => v ?? null),
  startedAt: z.iso.datetime({ offset: true, error: "startedAt must be an ISO date and time" }),
  mimeType: z.string({ error: "mimeType must be text" }).max(100, "mimeType is too long"),
});
export { isRecordingMimeType };

/** A bit's stretch as the browser or the comedian places it. */
export const bitSegmentInputSchema = z
  .object({ jokeNoteId: bodyId("Each jokeNoteId"), startMs: ms("startMs"), endMs: ms("endMs") })
  .refine((b) => b.endMs > b.startMs, { message: "endMs must be after startMs", path: ["endMs"] });

export const laughInputSchema = z
  .object({ startMs: ms("startMs"), endMs: ms("endMs") })
  .refine((l) => l.endMs > l.startMs, { message: "endMs must be after startMs", path: ["endMs"] });

const bitList = z.array(bitSegmentInputSchema, { error: "bits must be a list" }).max(RECORDING_BITS_MAX, `At most ${RECORDING_BITS_MAX} bits`);
const laughList = z
  .array(laughInputSchema, { error: "laughs must be a list" })
  .max(RECORDING_LAUGHS_MAX, `At most ${RECORDING_LAUGHS_MAX} laughs`);

/** `POST /api/recordings/:id/finish`. Bits must end within durationMs (checked with the row). */
export const finishRecordingSchema = z
  .object({
    durationMs: ms("durationMs").min(1, "durationMs must be at least 1"),
    chunkCount: z
      .number({ error: "chunkCount must be a number" })
      .int("chunkCount must be a whole number")
      .min(1, "chunkCount must be at least 1")
      .max(CHUNK_SEQ_MAX + 1, `chunkCount must be at most ${CHUNK_SEQ_MAX + 1}`),
    bits: bitList,
    features: audioFeaturesSchema.optional(),
  })
  .superRefine((input, ctx) => {
    input.bits.forEach((bit, i) => {
      if (bit.endMs > input.durationMs) ctx.addIssue({ code: "custom", path: ["bits", i, "endMs"], message: "endMs must be within durationMs" });
    });
  });

const applauseList = z
  .array(laughInputSchema, { error: "applause must be a list" })
  .max(RECORDING_APPLAUSE_MAX, `At most ${RECORDING_APPLAUSE_MAX} applause breaks`);

/** `PUT /api/recordings/:id/laughs`: the comedian's corrections replace the laughs. */
export const replaceLaughsSchema = z.object({ laughs: laughList });
/** `PUT /api/recordings/:id/applause`: the comedian's corrections replace the applause breaks. */
export const replaceApplauseSchema = z.object({ applause: applauseList });
/** `PUT /api/recordings/:id/bits`: the comedian's boundaries replace the bits. */
export const replaceBitsSchema = z.object({ bits: bitList });

export const recordingIdParams = z.object({ id: pathId("The recording id") });
export const chunkParams = z.object({
  id: pathId("The recording id"),
  seq: z
    .string({ error: "seq is required" })
    .regex(/^\d{1,5}$/, `seq must be a whole number from 0 to ${CHUNK_SEQ_MAX}`)
    .transform(Number),
});

export type CreateRecordingInput = z.input<typeof createRecordingSchema>;
export type FinishRecordingInput = z.input<typeof finishRecordingSchema>;
export type BitSegmentInput = z.input<typeof bitSegmentInputSchema>;
