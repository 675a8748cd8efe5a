import { z } from "zod";

/** GET/PUT /api/profile answer: the comedian's elements, and whether the AI assistant is theirs to use. */
export const profileDtoSchema = z.object({
  keywords: z.array(z.string()),
  setupKeywords: z.array(z.string()),
  topicCategories: z.array(z.string()),
  sentenceStarters: z.array(z.string()),
  location: z.string(),
  aiFeaturesEnabled: z.boolean(),
  /** Premium and aiFeaturesEnabled: decided by the server. */
  canUseAI: z.boolean(),
});
export type Profile = z.infer<typeof profileDtoSchema>;
