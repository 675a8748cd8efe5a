import {
  enhancedIdeaAnswerSchema,
  ideasAnswerSchema,
  punchlinesAnswerSchema,
  similesAnswerSchema,
  topicalPromptsAnswerSchema,
} from "../ai/ai-dto";
import {
  enhanceIdeaSchema,
  generateIdeasSchema,
  generatePunchlinesSchema,
  generateSimilesSchema,
  topicalPromptsSchema,
} from "../ai/ai-input";
import { defineRoute, defineRouteGroup } from "./route";

const DAILY_ALLOWANCE = "A call that reaches the model counts against the daily allowance: past it, 429.";
const PREMIUM_ONLY = `Premium with the AI Writing Assistant switched on, else 403; 502 or 503 when the model cannot answer. ${DAILY_ALLOWANCE}`;
const WITH_FALLBACK = `Without the AI Writing Assistant, or when the model fails, the local fallbacks answer (\`source: "fallback"\`). ${DAILY_ALLOWANCE}`;

export const aiApi = defineRouteGroup({
  tag: "AI Writing Assistant",
  description: "Suggestions from the language model, with local fallbacks where a feature has them.",
  routes: {
    enhanceIdea: defineRoute({
      method: "POST",
      path: "/api/ai/enhance-idea",
      summary: "Sharper versions of an idea",
      description: PREMIUM_ONLY,
      access: "user",
      body: enhanceIdeaSchema,
      responses: { 200: enhancedIdeaAnswerSchema },
    }),
    generateIdeas: defineRoute({
      method: "POST",
      path: "/api/ai/generate-ideas",
      summary: "Ideas from a prompt and keywords (the Idea Generator)",
      description: WITH_FALLBACK,
      access: "user",
      body: generateIdeasSchema,
      responses: { 200: ideasAnswerSchema },
    }),
    generatePunchlines: defineRoute({
      method: "POST",
      path: "/api/ai/generate-punchlines",
      summary: "Punchlines for a setup",
      description: PREMIUM_ONLY,
      access: "user",
      body: generatePunchlinesSchema,
      responses: { 200: punchlinesAnswerSchema },
    }),
    generateSimiles: defineRoute({
      method: "POST",
      path: "/api/ai/generate-similes",
      summary: "Similes about a topic in a style (the Simile Generator)",
      description: `403 while an administrator has the Simile Generator switched off. ${WITH_FALLBACK}`,
      access: "user",
      body: generateSimilesSchema,
      responses: { 200: similesAnswerSchema },
    }),
    topicalPrompts: defineRoute({
      method: "POST",
      path: "/api/ai/topical-prompts",
      summary: "Writing prompts about a topic in a style",
      description: PREMIUM_ONLY,
      access: "user",
      body: topicalPromptsSchema,
      responses: { 200: topicalPromptsAnswerSchema },
    }),
  },
});
