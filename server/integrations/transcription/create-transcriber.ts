import type { Env } from "../../config/env";
import { openAiTranscriber } from "./openai-transcriber";
import type { Transcriber } from "./transcriber";

type TranscriptionEnv = Pick<
  Env,
  "TRANSCRIPTION_BASE_URL" | "TRANSCRIPTION_API_KEY" | "TRANSCRIPTION_MODEL" | "TRANSCRIPTION_TIMEOUT_SECONDS" | "OPENAI_BASE_URL" | "OPENAI_API_KEY"
>;

/**
 * The speech-to-text service: TRANSCRIPTION_* when set, else the AI's OpenAI settings; none
 * (transcripts off) without a key. A server on the comedian's own machine needs a key too
 * (any text: it is sent but not checked).
 */
export function createTranscriber(env: TranscriptionEnv): Transcriber | undefined {
  const apiKey = env.TRANSCRIPTION_API_KEY ?? env.OPENAI_API_KEY;
  if (!apiKey) return undefined;
  return openAiTranscriber({
    apiKey,
    baseURL: env.TRANSCRIPTION_BASE_URL ?? env.OPENAI_BASE_URL,
    model: env.TRANSCRIPTION_MODEL,
    timeoutMs: env.TRANSCRIPTION_TIMEOUT_SECONDS * 1000,
  });
}
