import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPhoneNumbers } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

export const phoneNumbersQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(getPhoneNumbers), queryFn: ({ signal }) => getPhoneNumbers({}, { signal }) });

export function usePhoneNumbers() {
  return useQuery(phoneNumbersQueryOptions());
}
