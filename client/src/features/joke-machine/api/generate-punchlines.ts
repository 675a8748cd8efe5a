import type { z } from "zod";
import type { PunchlinesAnswer } from "@shared/ai/ai-dto";
import type { generatePunchlinesSchema } from "@shared/ai/ai-input";
import { apiRequest } from "@/api/api-request";
import { useCancellableMutation } from "@/lib/use-cancellable-mutation";

export type GeneratePunchlinesInput = z.input<typeof generatePunchlinesSchema>;

export async function generatePunchlines(input: GeneratePunchlinesInput, signal?: AbortSignal): Promise<PunchlinesAnswer> {
  const res = await apiRequest("POST", "/api/ai/generate-punchlines", input, { signal });
  return (await res.json()) as PunchlinesAnswer;
}

export const useGeneratePunchlines = (callbacks: Parameters<typeof useCancellableMutation<GeneratePunchlinesInput, PunchlinesAnswer>>[1]) =>
  useCancellableMutation(generatePunchlines, callbacks);
