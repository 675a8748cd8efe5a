import { AiUnavailableError, type AiModel } from "./ai-model";

/** No model configured (OPENAI_API_KEY unset): every feature uses its local fallback or says so. */
export const noModel = (): AiModel => ({
  kind: "none",
  completeJson: () => Promise.reject(new AiUnavailableError("not-configured", "no AI model is configured")),
});
