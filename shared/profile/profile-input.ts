import { z } from "zod";
import { userText, userTextList } from "../validation/user-text";
import { normalizeKeywordList } from "./keyword-list";
import { starterProblem } from "./sentence-starters";

export const KEYWORD_MAX = 60;
export const KEYWORDS_MAX = 100;
export const STARTER_MAX = 200;
export const STARTERS_MAX = 30;
export const LOCATION_MAX = 100;

/** A keyword list: every entry cleaned and trimmed, blanks and repeats dropped (the shared rule). */
const keywordList = (label: string) =>
  userTextList({ label, max: KEYWORD_MAX, maxItems: KEYWORDS_MAX }).transform(normalizeKeywordList);

const sentenceStarters = userTextList({ label: "Sentence starters", max: STARTER_MAX, maxItems: STARTERS_MAX })
  .transform(normalizeKeywordList)
  .superRefine((starters, ctx) => {
    starters.forEach((starter, index) => {
      const problem = starterProblem(starter);
      if (problem) ctx.addIssue({ code: "custom", path: [index], message: problem });
    });
  });

/** PUT /api/profile: any of the fields; one left out keeps its value. `userId` and unknown keys are dropped. */
export const updateProfileSchema = z
  .object({
    keywords: keywordList("Personal keywords").optional(),
    setupKeywords: keywordList("Setup keywords").optional(),
    topicCategories: keywordList("Topic categories").optional(),
    sentenceStarters: sentenceStarters.optional(),
    location: userText({ label: "Location", max: LOCATION_MAX }).optional(),
    aiFeaturesEnabled: z.boolean({ error: "aiFeaturesEnabled must be true or false" }).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: "Send at least one profile field to change",
  });

export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** What the My Elements form edits (every field present). */
export const profileFormSchema = z.object({
  keywords: keywordList("Personal keywords"),
  setupKeywords: keywordList("Setup keywords"),
  topicCategories: keywordList("Topic categories"),
  sentenceStarters,
  location: userText({ label: "Location", max: LOCATION_MAX }),
  aiFeaturesEnabled: z.boolean(),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;
