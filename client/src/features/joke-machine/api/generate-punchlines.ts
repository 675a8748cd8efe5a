import type { PunchlinesAnswer } from "@shared/ai/ai-dto";
import { generatePunchlines } from "@/data/ai/endpoints";
import { useCancellableMutation } from "@/lib/use-cancellable-mutation";

export type GeneratePunchlinesInput = Parameters<typeof generatePunchlines>[0]["body"];

const request = (body: GeneratePunchlinesInput, signal: AbortSignal) => generatePunchlines({ body }, { signal });

export const useGeneratePunchlines = (callbacks: Parameters<typeof useCancellableMutation<GeneratePunchlinesInput, PunchlinesAnswer>>[1]) =>
  useCancellableMutation(request, callbacks);
