import type { z } from "zod";
import type { TopicalPromptsAnswer } from "@shared/ai/ai-dto";
import type { topicalPromptsSchema } from "@shared/ai/ai-input";
import { apiRequest } from "@/api/api-request";
import { useCancellableMutation } from "@/lib/use-cancellable-mutation";

export type TopicalPromptsInput = z.input<typeof topicalPromptsSchema>;

export async function getTopicalPrompts(input: TopicalPromptsInput, signal?: AbortSignal): Promise<TopicalPromptsAnswer> {
  const res = await apiRequest("POST", "/api/ai/topical-prompts", input, { signal });
  return (await res.json()) as TopicalPromptsAnswer;
}

export const useTopicalPrompts = (callbacks: Parameters<typeof useCancellableMutation<TopicalPromptsInput, TopicalPromptsAnswer>>[1]) =>
  useCancellableMutation(getTopicalPrompts, callbacks);
