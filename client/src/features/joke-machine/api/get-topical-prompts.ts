import type { TopicalPromptsAnswer } from "@shared/ai/ai-dto";
import { getTopicalPrompts } from "@/data/ai/endpoints";
import { useCancellableMutation } from "@/lib/use-cancellable-mutation";

export type TopicalPromptsInput = Parameters<typeof getTopicalPrompts>[0]["body"];

const request = (body: TopicalPromptsInput, signal: AbortSignal) => getTopicalPrompts({ body }, { signal });

export const useTopicalPrompts = (callbacks: Parameters<typeof useCancellableMutation<TopicalPromptsInput, TopicalPromptsAnswer>>[1]) =>
  useCancellableMutation(request, callbacks);
