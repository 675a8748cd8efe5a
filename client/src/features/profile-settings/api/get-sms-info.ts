import { queryOptions, useQuery } from "@tanstack/react-query";

export interface SmsInfo {
  /** E.164 number comedians text jokes to; null while SMS is not configured. */
  captureNumber: string | null;
  format: string;
}

/** Fetched with the default query function. */
export const smsInfoQueryOptions = () => queryOptions<SmsInfo>({ queryKey: ["/api/sms/info"] });

export function useSmsInfo() {
  return useQuery(smsInfoQueryOptions());
}
