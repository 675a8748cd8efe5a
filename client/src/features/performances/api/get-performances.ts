import { useQuery } from "@tanstack/react-query";
import { performancesQueryOptions } from "@/lib/performances-query";

/** The comedian's logged shows, newest first. */
export function usePerformances() {
  return useQuery(performancesQueryOptions());
}
