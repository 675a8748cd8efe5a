/** Error severities, most serious first. */
export const severities = ["critical", "high", "medium", "low"] as const;
export type Severity = (typeof severities)[number];
