import { useMutation } from "@tanstack/react-query";
import { trackBetaFeature } from "@/data/beta-features/endpoints";

/** Fire and forget: a failed tracking call is never shown to the comedian. */
export function useTrackMyThoughtsVisit() {
  return useMutation({ mutationFn: () => trackBetaFeature({ body: { featureName: "my_thoughts" } }) });
}
