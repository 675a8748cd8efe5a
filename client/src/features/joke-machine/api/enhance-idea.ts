import type { EnhancedIdeaAnswer } from "@shared/ai/ai-dto";
import { enhanceIdea } from "@/data/ai/endpoints";
import { useCancellableMutation } from "@/lib/use-cancellable-mutation";

export type EnhanceIdeaInput = Parameters<typeof enhanceIdea>[0]["body"];

const request = (body: EnhanceIdeaInput, signal: AbortSignal) => enhanceIdea({ body }, { signal });

export const useEnhanceIdea = (callbacks: Parameters<typeof useCancellableMutation<EnhanceIdeaInput, EnhancedIdeaAnswer>>[1]) =>
  useCancellableMutation(request, callbacks);
