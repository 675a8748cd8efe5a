import OpenAI from "openai";
import { AiUnavailableError, type AiModel } from "./ai-model";

export interface OpenAiSettings {
  apiKey: string;
  /** Any OpenAI-compatible server (OpenAI, Ollama, llama.cpp, vLLM); the library's default when unset. */
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
}

/** The chat-completions API through the `openai` library, asking for a JSON object. */
export function openAiModel(settings: OpenAiSettings): AiModel {
  // One attempt within the time limit: a retry would double the comedian's wait and the cost.
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  return {
    kind: "openai",
    async completeJson({ system, user, signal }) {
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create(
          {
            model: settings.model,
            messages: [
              { role: "system", content: system },
              { role: "user", content: user },
            ],
            response_format: { type: "json_object" },
            temperature: 0.9,
          },
          { signal },
        );
        content = completion.choices[0]?.message?.content;
      } catch (error) {
        if (error instanceof OpenAI.APIConnectionTimeoutError) {
          throw new AiUnavailableError("timeout", "the model did not answer in time", { cause: error });
        }
        if (error instanceof OpenAI.APIUserAbortError) {
          throw new AiUnavailableError("cancelled", "the request was cancelled", { cause: error });
        }
        throw new AiUnavailableError("failed", error instanceof Error ? error.message : "the model call failed", { cause: error });
      }
      if (!content) throw new AiUnavailableError("invalid", "the model answered with no content");
      try {
        return JSON.parse(content) as unknown;
      } catch (error) {
        throw new AiUnavailableError("invalid", "the model's answer was not JSON", { cause: error });
      }
    },
  };
}
