import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSmsInfo } from "@/api/sms";

/** The capture number and format: read by Profile Settings and by the invitations to text jokes in. */
export const smsInfoQueryOptions = () =>
  queryOptions({ queryKey: ["/api/sms/info"], queryFn: ({ signal }) => getSmsInfo({}, { signal }) });

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
