import { z } from "zod";
import type { AudioFeatures } from "./audio-features";

const FRAMES_MAX = 1_500_000;

/** The finish call's `features`, as the server checks them (see AudioFeatures for what each is). */
export const audioFeaturesSchema = z.object({
  frameMs: z.number().int().min(10).max(1000),
  levelDb: z.array(z.number().min(-120).max(0)).max(FRAMES_MAX),
  flatness: z.array(z.number().min(0).max(1)).max(FRAMES_MAX),
  periodicity: z.array(z.number().min(0).max(1)).max(FRAMES_MAX),
}) satisfies z.ZodType<AudioFeatures>;
