import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeyOf } from "../http/query-key";
import { getLaughMeter, resetLaughMeter } from "./endpoints";

/** What the laugh meter has learned from the comedian's corrections. */
export const LAUGH_METER_KEY = queryKeyOf(getLaughMeter);

export function useLaughMeter() {
  return useQuery({ queryKey: LAUGH_METER_KEY, queryFn: ({ signal }) => getLaughMeter({}, { signal }) });
}

/** Sends the meter back to its default; the answer is what it now knows. */
export function useResetLaughMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetLaughMeter({}),
    onSuccess: (meter) => queryClient.setQueryData(LAUGH_METER_KEY, meter),
  });
}
