import type { RealSetOptions } from "../../scripts/audio-fixtures/real-sets";

const MINUTES = 2 * 60_000;

/**
 * The bench's real sets (real speech, laughs, applause, crowds and music from Debian's packages,
 * mixed on a running order so that every laugh's time is known). `speechOnly` sets have no laugh:
 * each laugh found in them is a false one.
 */
export const REAL_BENCH_SETS: { name: string; speechOnly?: boolean; options: RealSetOptions }[] = [
  { name: "club, crowd laughs", options: { seed: 201, durationMs: MINUTES, laughsPerMinute: 6, laughs: "crowd", laughDb: [-28, -20], roomNoiseDb: -55 } },
  { name: "small room, a few laughers", options: { seed: 202, durationMs: MINUTES, laughsPerMinute: 5, laughs: "group", laughDb: [-34, -26], speechDb: -20, roomNoiseDb: -58 } },
  { name: "laughs the voice rides over", options: { seed: 203, durationMs: MINUTES, laughsPerMinute: 7, laughs: "both", laughDb: [-30, -22], talkOver: 0.7, roomNoiseDb: -52 } },
  { name: "TV studio: music bed, laughs", options: { seed: 204, durationMs: MINUTES, laughsPerMinute: 6, laughs: "both", laughDb: [-26, -19], bed: { kind: "music", db: -30 }, roomNoiseDb: -50 } },
  { name: "bar: hum and chatter, laughs", options: { seed: 205, durationMs: MINUTES, laughsPerMinute: 5, laughs: "both", laughDb: [-24, -18], speechDb: -15, bed: { kind: "hum", db: -36 }, chatterDb: -34, roomNoiseDb: -45 } },
  { name: "applause breaks among laughs", options: { seed: 206, durationMs: MINUTES, laughsPerMinute: 4, laughs: "both", laughDb: [-27, -20], applauseBreaks: 4 } },
  { name: "stadium crowd and cheering, no laughs", options: { seed: 207, durationMs: MINUTES, laughsPerMinute: 0, laughDb: [-24, -18], applauseBreaks: 3, crowdBreaks: 5 } },
  { name: "speech only, quiet room", speechOnly: true, options: { seed: 208, durationMs: MINUTES, laughsPerMinute: 0, laughDb: [-26, -20] } },
  { name: "speech only, music bed", speechOnly: true, options: { seed: 209, durationMs: MINUTES, laughsPerMinute: 0, laughDb: [-26, -20], bed: { kind: "music", db: -27 }, roomNoiseDb: -50 } },
  { name: "speech only, TV hum and chatter", speechOnly: true, options: { seed: 210, durationMs: MINUTES, laughsPerMinute: 0, laughDb: [-26, -20], speechDb: -16, bed: { kind: "hum", db: -33 }, chatterDb: -36, roomNoiseDb: -46 } },
  { name: "club at 48 kHz, crowd and groups", options: { seed: 211, durationMs: MINUTES, laughsPerMinute: 6, laughs: "both", laughDb: [-28, -20], sampleRate: 48000 } },
];
