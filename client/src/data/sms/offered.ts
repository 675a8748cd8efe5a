import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SMS_OFFERED_ATTRIBUTE } from "@shared/site/landing-files";
import { getSmsOffered } from "./endpoints";
import { queryKeyOf } from "../http/query-key";


let whileRendering: boolean | undefined;

/** At build time: the landing page being rendered is the one for a site with (or without) SMS. */
export function renderForSms(offered: boolean): void {
  whileRendering = offered;
}

function fromPage(): boolean | undefined {
  if (typeof document === "undefined") return whileRendering;
  const value = document.getElementById("root")?.getAttribute(SMS_OFFERED_ATTRIBUTE);
  return value === "on" ? true : value === "off" ? false : undefined;
}

/**
 * Whether this site offers SMS joke capture. A page the server sent already rendered says
 * so on #root (the same answer at hydration, nothing moves); otherwise it is asked for, and
 * nothing offers SMS until the answer says so.
 */
export function useSmsOffered(): boolean {
  const [known] = useState(fromPage);
  const asked = useQuery({
    queryKey: queryKeyOf(getSmsOffered),
    queryFn: ({ signal }) => getSmsOffered({}, { signal }),
    enabled: known === undefined,
    staleTime: Infinity,
  });
  return known ?? asked.data?.offered ?? false;
}
