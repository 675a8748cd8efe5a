import { ROOMS } from "../../scripts/audio-fixtures/rooms";
import type { PlanOptions } from "../../scripts/audio-fixtures/set-plans";

const MINUTES = 2 * 60_000;

/** The bench's sets: rooms from a theatre to a bar, laugh densities, shouts, murmur, a dead bit. */
export const BENCH_SETS: { name: string; options: PlanOptions }[] = [
  { name: "theatre, 5 LPM", options: { seed: 101, durationMs: MINUTES, laughsPerMinute: 5, ...ROOMS.theatre, silentBits: [2] } },
  { name: "club, 6 LPM", options: { seed: 102, durationMs: MINUTES, laughsPerMinute: 6, ...ROOMS.club } },
  { name: "bar, 5 LPM", options: { seed: 103, durationMs: MINUTES, laughsPerMinute: 5, ...ROOMS.bar, silentBits: [1] } },
  { name: "small room, 4 LPM, quiet laughs", options: { seed: 104, durationMs: MINUTES, laughsPerMinute: 4, ...ROOMS.smallRoom } },
  { name: "club, 12 LPM, short laughs", options: { seed: 105, durationMs: MINUTES, laughsPerMinute: 12, laughMs: [600, 1500], ...ROOMS.club } },
  { name: "club with 4 shouts", options: { seed: 106, durationMs: MINUTES, laughsPerMinute: 4, shouts: 4, ...ROOMS.club } },
  { name: "bar with 4 shouts", options: { seed: 107, durationMs: MINUTES, laughsPerMinute: 4, shouts: 4, ...ROOMS.bar } },
  { name: "murmur -48 dB", options: { seed: 108, durationMs: MINUTES, laughsPerMinute: 6, ...ROOMS.club, murmurDb: -48 } },
  { name: "murmur -38 dB", options: { seed: 109, durationMs: MINUTES, laughsPerMinute: 6, ...ROOMS.club, murmurDb: -38 } },
  { name: "murmur -32 dB", options: { seed: 110, durationMs: MINUTES, laughsPerMinute: 6, ...ROOMS.club, murmurDb: -32 } },
  { name: "bar, speech only", options: { seed: 111, durationMs: MINUTES, laughsPerMinute: 0, ...ROOMS.bar } },
  { name: "club at 48 kHz", options: { seed: 112, durationMs: MINUTES, laughsPerMinute: 6, ...ROOMS.club, sampleRate: 48000 } },
];
