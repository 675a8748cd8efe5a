import type { IdeasAnswer } from "@shared/ai/ai-dto";
import type { z } from "zod";
import type { generateIdeasSchema } from "@shared/ai/ai-input";
import { apiRequest } from "@/api/api-request";
import { useCancellableMutation } from "@/lib/use-cancellable-mutation";

export type GenerateIdeasInput = z.input<typeof generateIdeasSchema>;

export async function generateIdeas(input: GenerateIdeasInput, signal?: AbortSignal): Promise<IdeasAnswer> {
  const res = await apiRequest("POST", "/api/ai/generate-ideas", input, { signal });
  return (await res.json()) as IdeasAnswer;
}

/** Ideas from the current prompt: the model's for AI users, else (or when it fails) the local five. */
export function useGenerateIdeas(callbacks: Parameters<typeof useCancellableMutation<GenerateIdeasInput, IdeasAnswer>>[1]) {
  return useCancellableMutation(generateIdeas, callbacks);
}
