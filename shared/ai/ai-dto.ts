import { z } from "zod";

/** Where an answer came from: the model, or the local fallbacks. */
export const aiSources = ["ai", "fallback"] as const;
export type AiSource = (typeof aiSources)[number];

const source = z.enum(aiSources);

export const punchlinesAnswerSchema = z.object({ punchlines: z.array(z.string()), source });
/** Enhance idea: sharper versions of the idea. */
export const enhancedIdeaAnswerSchema = z.object({ ideas: z.array(z.string()), source });
export const topicalPromptsAnswerSchema = z.object({ prompts: z.array(z.string()), source });
export const ideasAnswerSchema = z.object({ ideas: z.array(z.string()), source });
export const similesAnswerSchema = z.object({ similes: z.array(z.string()), source });

export type PunchlinesAnswer = z.infer<typeof punchlinesAnswerSchema>;
export type EnhancedIdeaAnswer = z.infer<typeof enhancedIdeaAnswerSchema>;
export type TopicalPromptsAnswer = z.infer<typeof topicalPromptsAnswerSchema>;
export type IdeasAnswer = z.infer<typeof ideasAnswerSchema>;
export type SimilesAnswer = z.infer<typeof similesAnswerSchema>;
