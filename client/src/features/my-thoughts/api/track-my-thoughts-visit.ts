import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/api/api-request";

export interface TrackMyThoughtsVisitInput {
  featureName: "my_thoughts";
}

export async function trackMyThoughtsVisit(input: TrackMyThoughtsVisitInput): Promise<void> {
  await apiRequest("POST", "/api/beta-features/track", input);
}

/** Fire and forget: a failed tracking call is never shown to the comedian. */
export function useTrackMyThoughtsVisit() {
  return useMutation({ mutationFn: trackMyThoughtsVisit });
}
