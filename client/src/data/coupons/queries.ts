import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCoupons } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

export const COUPONS_KEY = queryKeyOf(getCoupons);

export const couponsQueryOptions = () => queryOptions({ queryKey: COUPONS_KEY, queryFn: ({ signal }) => getCoupons({}, { signal }) });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
