import { z } from "zod";
import type { AudioFeatures } from "./audio-features";

const FRAMES_MAX = 1_500_000;
const db = z.array(z.number().min(-60).max(60)).max(FRAMES_MAX);

/**
 * The finish call's `features`, as the server checks them (see AudioFeatures for what each is).
 * The band split and the crest came later: a page from before them (a recording that waited on
 * the device through an update) sends none, and the detector does without.
 */
export const audioFeaturesSchema = z.object({
  frameMs: z.number().int().min(10).max(1000),
  levelDb: z.array(z.number().min(-120).max(0)).max(FRAMES_MAX),
  flatness: z.array(z.number().min(0).max(1)).max(FRAMES_MAX),
  periodicity: z.array(z.number().min(0).max(1)).max(FRAMES_MAX),
  lowBandDb: db.default([]),
  highBandDb: db.default([]),
  crestDb: z.array(z.number().min(0).max(60)).max(FRAMES_MAX).default([]),
}) satisfies z.ZodType<AudioFeatures, unknown>;
