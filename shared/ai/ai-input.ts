import { z } from "zod";
import { optionalUserText, userText, userTextList } from "../validation/user-text";
import { simileStyles } from "./simile-styles";

/** Cost control: the longest text sent on to a model (a setup, an idea, a prompt). */
export const AI_TEXT_MAX = 2_000;
export const AI_TOPIC_MAX = 200;
export const AI_COUNT_MAX = 10;
export const DEFAULT_PUNCHLINE_COUNT = 5;
export const SIMILE_COUNT = 8;
export const DEFAULT_TOPICAL_STYLE = "observational";

const count = (fallback: number) =>
  z
    .number({ error: "count must be a number" })
    .int("count must be a whole number")
    .min(1, "count must be from 1 to 10")
    .max(AI_COUNT_MAX, "count must be from 1 to 10")
    .default(fallback);

const keyword = userText({ label: "Keyword", max: 100, required: false }).optional();

export const generatePunchlinesSchema = z.object({
  setup: userText({ label: "Setup", max: AI_TEXT_MAX }),
  count: count(DEFAULT_PUNCHLINE_COUNT),
});

export const enhanceIdeaSchema = z.object({
  setup: userText({ label: "Idea", max: AI_TEXT_MAX }),
  context: optionalUserText({ label: "Context", max: AI_TEXT_MAX }).optional(),
});

export const topicalPromptsSchema = z.object({
  topic: userText({ label: "Topic", max: AI_TOPIC_MAX }),
  style: userText({ label: "Style", max: 50, required: false })
    .optional()
    .transform((style) => style || DEFAULT_TOPICAL_STYLE),
});

export const generateIdeasSchema = z.object({
  prompt: userText({ label: "Prompt", max: AI_TEXT_MAX }),
  keywords: z
    .object({ setup: keyword, topic: keyword, personal: keyword }, { error: "keywords must be an object" })
    .optional()
    .default({}),
  personalKeywords: userTextList({ label: "Personal keywords", max: 100, maxItems: 100 }).optional().default([]),
});

export const generateSimilesSchema = z.object({
  topic: userText({ label: "Topic", max: AI_TOPIC_MAX }),
  type: z.enum(simileStyles, { error: `Style must be one of ${simileStyles.join(", ")}` }).default("funny"),
  context: optionalUserText({ label: "Context", max: AI_TEXT_MAX }).optional(),
  count: count(SIMILE_COUNT),
});

export type GeneratePunchlinesInput = z.infer<typeof generatePunchlinesSchema>;
export type EnhanceIdeaInput = z.infer<typeof enhanceIdeaSchema>;
export type TopicalPromptsInput = z.infer<typeof topicalPromptsSchema>;
export type GenerateIdeasInput = z.infer<typeof generateIdeasSchema>;
export type GenerateSimilesInput = z.infer<typeof generateSimilesSchema>;
