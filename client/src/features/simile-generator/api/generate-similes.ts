import type { SimilesAnswer } from "@shared/ai/ai-dto";
import { generateSimiles } from "@/data/ai/endpoints";
import { useCancellableMutation } from "@/lib/use-cancellable-mutation";

export type GenerateSimilesInput = Parameters<typeof generateSimiles>[0]["body"];

const request = (body: GenerateSimilesInput, signal: AbortSignal) => generateSimiles({ body }, { signal });

/** Eight similes from the model for AI users; six canned ones otherwise (or when it fails). */
export const useGenerateSimiles = (callbacks: Parameters<typeof useCancellableMutation<GenerateSimilesInput, SimilesAnswer>>[1]) =>
  useCancellableMutation(request, callbacks);
