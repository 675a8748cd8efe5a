import type { z } from "zod";
import type { SimilesAnswer } from "@shared/ai/ai-dto";
import type { generateSimilesSchema } from "@shared/ai/ai-input";
import { apiRequest } from "@/api/api-request";
import { useCancellableMutation } from "@/lib/use-cancellable-mutation";

export type GenerateSimilesInput = z.input<typeof generateSimilesSchema>;

export async function generateSimiles(input: GenerateSimilesInput, signal?: AbortSignal): Promise<SimilesAnswer> {
  const res = await apiRequest("POST", "/api/ai/generate-similes", input, { signal });
  return (await res.json()) as SimilesAnswer;
}

/** Eight similes from the model for AI users; six canned ones otherwise (or when it fails). */
export const useGenerateSimiles = (callbacks: Parameters<typeof useCancellableMutation<GenerateSimilesInput, SimilesAnswer>>[1]) =>
  useCancellableMutation(generateSimiles, callbacks);
