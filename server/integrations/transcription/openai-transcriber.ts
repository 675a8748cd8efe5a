import OpenAI, { toFile } from "openai";
import type { TranscriptWord } from "@shared/transcripts/align-transcript";
import { TranscriptionError, type AudioPiece, type Transcriber } from "./transcriber";

export interface OpenAiTranscriberSettings {
  apiKey: string;
  /** Any OpenAI-compatible speech-to-text server (OpenAI, Groq, speaches, LocalAI); the library's default when unset. */
  baseURL?: string | undefined;
  model: string;
  timeoutMs: number;
}

/** Seconds (or an HTTP date) in a Retry-After header, as ms; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

interface VerboseWord {
  word?: unknown;
  start?: unknown;
  end?: unknown;
}

/** The words of a verbose_json answer, in ms; throws (to retry) when it holds none in that shape. */
function wordsOf(answer: unknown): TranscriptWord[] {
  const words = (answer as { words?: unknown } | null)?.words;
  if (!Array.isArray(words)) throw new TranscriptionError("retry", "the service answered without words");
  return (words as VerboseWord[]).flatMap((w) => {
    if (typeof w.word !== "string" || typeof w.start !== "number" || typeof w.end !== "number") {
      throw new TranscriptionError("retry", "the service answered words in a shape it should not have");
    }
    const text = w.word.trim();
    if (!text) return [];
    const startMs = Math.max(0, Math.round(w.start * 1000));
    return [{ startMs, endMs: Math.max(startMs, Math.round(w.end * 1000)), text }];
  });
}

/** POST {base}/audio/transcriptions through the `openai` library: verbose JSON with word times. */
export function openAiTranscriber(settings: OpenAiTranscriberSettings): Transcriber {
  // The queue retries, with back-off and Retry-After: the library does not retry on its own.
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, timeout: settings.timeoutMs, maxRetries: 0 });
  return {
    describe: settings.model,
    async transcribe(piece: AudioPiece, signal?: AbortSignal) {
      let answer: unknown;
      try {
        answer = await client.audio.transcriptions.create(
          {
            file: await toFile(piece.audio, piece.fileName, { type: piece.mimeType }),
            model: settings.model,
            response_format: "verbose_json",
            timestamp_granularities: ["word"],
          },
          { signal },
        );
      } catch (error) {
        if (error instanceof OpenAI.APIError && error.status !== undefined) {
          const status = error.status as number;
          const retry = status === 408 || status === 409 || status === 429 || status >= 500;
          const headers = error.headers as Headers | undefined;
          const after = retryAfterMs(headers?.get("retry-after"));
          throw new TranscriptionError(retry ? "retry" : "refused", `the service answered ${status}`, after, { cause: error });
        }
        if (error instanceof OpenAI.APIConnectionTimeoutError) throw new TranscriptionError("retry", "the service did not answer in time", undefined, { cause: error });
        if (error instanceof OpenAI.APIUserAbortError) throw error;
        // A lost connection, or an answer that was not JSON.
        throw new TranscriptionError("retry", "the service could not be reached or did not answer with a transcript", undefined, { cause: error });
      }
      return wordsOf(answer);
    },
  };
}
