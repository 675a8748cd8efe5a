/**
 * Why a version was kept aside rather than made by a later save: words a comedian did not keep
 * when a note met another device's edit ("conflict"), or an edit made offline that reached the
 * server after the note had changed there ("offline"). Null for a version a save replaced.
 */
export const setAsideReasons = ["conflict", "offline"] as const;
export type SetAsideReason = (typeof setAsideReasons)[number];

/** How the history labels a version kept aside. */
export const SET_ASIDE_LABELS: Record<SetAsideReason, string> = {
  conflict: "Not kept when edited on two devices",
  offline: "Offline edit that met a newer version",
};
