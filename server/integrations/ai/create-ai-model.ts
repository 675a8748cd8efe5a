import type { Env } from "../../config/env";
import type { AiModel } from "./ai-model";
import { noModel } from "./no-model";
import { openAiModel } from "./openai-model";

type AiEnv = Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL" | "AI_TIMEOUT_SECONDS">;

/** The OpenAI-compatible model when OPENAI_API_KEY is set, else none (local fallbacks). */
export function createAiModel(env: AiEnv): AiModel {
  if (!env.OPENAI_API_KEY) return noModel();
  return openAiModel({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
  });
}
