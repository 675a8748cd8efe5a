import type { IdeasAnswer } from "@shared/ai/ai-dto";
import { generateIdeas } from "@/data/ai/endpoints";
import { useCancellableMutation } from "@/lib/use-cancellable-mutation";

export type GenerateIdeasInput = Parameters<typeof generateIdeas>[0]["body"];

const request = (body: GenerateIdeasInput, signal: AbortSignal) => generateIdeas({ body }, { signal });

/** Ideas from the current prompt: the model's for AI users, else (or when it fails) the local five. */
export function useGenerateIdeas(callbacks: Parameters<typeof useCancellableMutation<GenerateIdeasInput, IdeasAnswer>>[1]) {
  return useCancellableMutation(request, callbacks);
}
