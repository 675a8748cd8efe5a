import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TwilioPhoneNumber } from "@shared/sms/phone-number";
import { getJson } from "@/api/api-request";

/** The Twilio account's numbers; 503 when Twilio is not configured. */
export const getPhoneNumbers = (signal?: AbortSignal) => getJson<TwilioPhoneNumber[]>("/api/twilio/phone-numbers", signal);

export const phoneNumbersQueryOptions = () =>
  queryOptions({ queryKey: ["/api/twilio/phone-numbers"], queryFn: ({ signal }) => getPhoneNumbers(signal) });

export function usePhoneNumbers() {
  return useQuery(phoneNumbersQueryOptions());
}
