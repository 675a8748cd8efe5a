import type { LabMove } from "@shared/joke-notes/lab-moves";
import { productionClassOf, statusLabels } from "@shared/joke-notes/stages";
import type { ToastInput } from "@/components/ui/use-toast";

const TRY_AGAIN = "Please try again.";

/** The server's message (an ApiError's) or the network failure's. */
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const failure = (title: string, describe: (error: unknown) => string) => (error: unknown): ToastInput => ({
  title,
  description: describe(error),
  variant: "destructive",
});

/**
 * The spec's Joke Lab toasts for a move: success only for promotions and demotions;
 * every failure in the destructive style. A promotion dropped on the Production tab
 * (rather than into a column) reads "Failed to promote joke".
 */
export function moveToasts(
  move: LabMove,
  { viaTab }: { viaTab: boolean },
): { success: ToastInput | null; failure: (error: unknown) => ToastInput } {
  switch (move.kind) {
    case "stage":
      return { success: null, failure: failure("Failed to update joke stage", errorMessage) };
    case "promote":
      return {
        success: {
          title: "Promoted to Production!",
          description: `Now in ${statusLabels[productionClassOf(move.body.stoolCategory)]}.`,
        },
        failure: viaTab
          ? failure("Failed to promote joke", () => TRY_AGAIN)
          : failure("Failed to move joke to Production", errorMessage),
      };
    case "demote":
      return {
        success: { title: "Moved to Development!", description: `Now in ${statusLabels[move.body.stage]}, off the stool.` },
        failure: failure("Failed to move joke back to Development", errorMessage),
      };
    case "category":
      return { success: null, failure: failure("Failed to move joke", () => TRY_AGAIN) };
  }
}
