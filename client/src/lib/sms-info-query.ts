import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/api/api-request";

export interface SmsInfo {
  /** E.164 number comedians text jokes to; null while SMS is not configured. */
  captureNumber: string | null;
  format: string;
}

export const getSmsInfo = (signal?: AbortSignal) => getJson<SmsInfo>("/api/sms/info", signal);

export const smsInfoQueryOptions = () =>
  queryOptions({ queryKey: ["/api/sms/info"], queryFn: ({ signal }) => getSmsInfo(signal) });

export function useSmsInfo() {
  return useQuery(smsInfoQueryOptions());
}

/**
 * Whether to invite the signed-in comedian to text jokes in: only when the site has a capture
 * number and their phone is not verified yet. Undefined while the answer is unknown.
 */
export function useSmsInvitation(user: { isPhoneVerified: boolean; isAdmin: boolean } | null): { invite: boolean; href: string } {
  const info = useQuery({ ...smsInfoQueryOptions(), enabled: user !== null && !user.isPhoneVerified });
  return {
    invite: user !== null && !user.isPhoneVerified && Boolean(info.data?.captureNumber),
    // Phone verification lives in Profile Settings; SMS Settings (numbers) is for administrators.
    href: user?.isAdmin ? "/sms-settings" : "/profile-settings",
  };
}
