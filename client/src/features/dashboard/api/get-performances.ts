import { useQuery } from "@tanstack/react-query";
import { performancesQueryOptions } from "@/lib/performances-query";

/** The comedian's newest logged show (a list of at most one). */
export function useLastPerformance() {
  return useQuery(performancesQueryOptions(1));
}
