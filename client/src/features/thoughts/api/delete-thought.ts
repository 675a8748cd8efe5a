import type { Thought } from "@shared/thoughts/thought-dto";
import { deleteThought } from "@/data/thoughts/endpoints";
import { useOptimisticDelete } from "@/lib/use-optimistic-delete";
import { THOUGHTS_KEY } from "@/data/thoughts/queries";

/** The thought goes at once; a failure puts it back where it was. */
export function useDeleteThought(callbacks: { onSuccess?: (id: number) => void; onError?: (error: Error) => void } = {}) {
  return useOptimisticDelete<Thought>(THOUGHTS_KEY, (id) => deleteThought({ params: { id } }), callbacks);
}
