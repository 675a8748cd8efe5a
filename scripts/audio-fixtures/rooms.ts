import type { PlanOptions } from "./set-plans";

/** Rooms for fixture sets: from a quiet theatre to a loud bar. */
export const ROOMS = {
  theatre: { roomNoiseDb: -62, speechDb: -18, laughDb: [-32, -22] },
  club: { roomNoiseDb: -52, murmurDb: -44, speechDb: -16, laughDb: [-28, -19] },
  bar: { roomNoiseDb: -42, murmurDb: -31, speechDb: -14, laughDb: [-24, -17] },
  smallRoom: { roomNoiseDb: -58, murmurDb: -50, speechDb: -20, laughDb: [-38, -31] },
} satisfies Record<string, Pick<PlanOptions, "roomNoiseDb" | "murmurDb" | "speechDb" | "laughDb">>;
export type RoomName = keyof typeof ROOMS;
