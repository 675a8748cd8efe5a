import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/api/api-request";

export interface TrackBetaFeatureInput {
  featureName: string;
}

export async function trackBetaFeature(input: TrackBetaFeatureInput): Promise<void> {
  await apiRequest("POST", "/api/beta-features/track", input);
}

/** Fire and forget: a failed tracking call is never shown to the user. */
export function useTrackBetaFeature() {
  return useMutation({ mutationFn: trackBetaFeature });
}
