/** Simile styles (spec section 3). */
export const simileStyles = ["funny", "creative", "vivid", "absurd", "relatable"] as const;
export type SimileStyle = (typeof simileStyles)[number];
export const DEFAULT_SIMILE_STYLE: SimileStyle = "funny";
