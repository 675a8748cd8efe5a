import { compareToTarget, formatRunningTime } from "@shared/set-lists/estimate";

/** "0:55 under", "0:30 over" or "On target" for the set's total against its target. */
export function targetText(totalSeconds: number, targetMinutes: number): { text: string; kind: "over" | "under" | "on" } {
  const status = compareToTarget(totalSeconds, targetMinutes);
  if (status.kind === "on") return { text: "On target", kind: "on" };
  return { text: `${formatRunningTime(status.seconds)} ${status.kind}`, kind: status.kind };
}
