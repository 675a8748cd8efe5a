import type { z } from "zod";
import type { EnhancedIdeaAnswer } from "@shared/ai/ai-dto";
import type { enhanceIdeaSchema } from "@shared/ai/ai-input";
import { apiRequest } from "@/api/api-request";
import { useCancellableMutation } from "@/lib/use-cancellable-mutation";

export type EnhanceIdeaInput = z.input<typeof enhanceIdeaSchema>;

export async function enhanceIdea(input: EnhanceIdeaInput, signal?: AbortSignal): Promise<EnhancedIdeaAnswer> {
  const res = await apiRequest("POST", "/api/ai/enhance-idea", input, { signal });
  return (await res.json()) as EnhancedIdeaAnswer;
}

export const useEnhanceIdea = (callbacks: Parameters<typeof useCancellableMutation<EnhanceIdeaInput, EnhancedIdeaAnswer>>[1]) =>
  useCancellableMutation(enhanceIdea, callbacks);
