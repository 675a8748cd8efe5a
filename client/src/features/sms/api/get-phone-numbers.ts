import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPhoneNumbers } from "@/api/sms";

export const phoneNumbersQueryOptions = () =>
  queryOptions({ queryKey: ["/api/twilio/phone-numbers"], queryFn: ({ signal }) => getPhoneNumbers({}, { signal }) });

export function usePhoneNumbers() {
  return useQuery(phoneNumbersQueryOptions());
}
