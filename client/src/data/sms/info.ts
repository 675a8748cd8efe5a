import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSmsInfo } from "./endpoints";
import { queryKeyOf } from "../http/query-key";

/** The capture number and format: read by Profile Settings and by the invitations to text jokes in. */
export const smsInfoQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf(getSmsInfo), queryFn: ({ signal }) => getSmsInfo({}, { signal }) });

export function useSmsInfo() {
  return useQuery(smsInfoQueryOptions());
}

/**
 * Whether to invite the signed-in comedian to text jokes in: only when the site has a capture
 * number and their phone is not verified yet. Undefined while the answer is unknown.
 */
export function useSmsInvitation(user: { isPhoneVerified: boolean; isAdmin: boolean } | null): {
  invite: boolean;
  href: string;
  /** Whether the answer is in (or not needed): a prompt in the page's flow waits for it, so it never pushes things down later. */
  settled: boolean;
} {
  const asking = user !== null && !user.isPhoneVerified;
  const info = useQuery({ ...smsInfoQueryOptions(), enabled: asking });
  return {
    invite: asking && Boolean(info.data?.captureNumber),
    settled: !asking || !info.isPending,
    // Phone verification lives in Profile Settings; SMS Settings (numbers) is for administrators.
    href: user?.isAdmin ? "/sms-settings" : "/profile-settings",
  };
}
