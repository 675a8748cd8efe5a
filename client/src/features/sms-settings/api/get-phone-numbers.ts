import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TwilioPhoneNumber } from "@shared/sms/phone-number";

export const phoneNumbersQueryOptions = () =>
  queryOptions<TwilioPhoneNumber[]>({ queryKey: ["/api/twilio/phone-numbers"] });

export function usePhoneNumbers() {
  return useQuery(phoneNumbersQueryOptions());
}
