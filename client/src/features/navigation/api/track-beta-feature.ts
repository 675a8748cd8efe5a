import { useMutation } from "@tanstack/react-query";
import { trackBetaFeature } from "@/data/beta-features/endpoints";

/** Fire and forget: a failed tracking call is never shown to the user. */
export function useTrackBetaFeature() {
  return useMutation({ mutationFn: (body: Parameters<typeof trackBetaFeature>[0]["body"]) => trackBetaFeature({ body }) });
}
