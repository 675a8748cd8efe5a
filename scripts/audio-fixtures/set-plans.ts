import { createRandom } from "./random";
import type { CrowdLaugh, SetSpec, Shout, SpeechLine } from "./synthesize-set";

/** A bit of the set as the screen showed it (for per-bit counts). */
export interface PlannedBit {
  jokeNoteId: number;
  startMs: number;
  endMs: number;
}

export interface SetPlan {
  spec: SetSpec;
  bits: PlannedBit[];
}

export interface PlanOptions {
  seed: number;
  durationMs: number;
  /** Laughs per minute the crowd gives on average (0: none). */
  laughsPerMinute: number;
  /** Laugh level range, dBFS. */
  laughDb: readonly [number, number];
  /** Laugh length range, ms. */
  laughMs?: readonly [number, number];
  speechDb?: number;
  roomNoiseDb?: number;
  murmurDb?: number;
  /** Shout this many lines (as loud as the loudest laugh) in pauses where no one laughs. */
  shouts?: number;
  /** Bits with no laugh at all (by index), e.g. a bit that died. */
  silentBits?: number[];
  bitMs?: number;
  sampleRate?: 16000 | 48000;
}

const LINES = [
  "So I moved to a new flat last month",
  "The landlord said it had character",
  "Character means the door does not lock",
  "My mother calls me every single morning",
  "She asks if I have eaten breakfast yet",
  "I am thirty four years old",
  "I went on a date with a dentist",
  "She kept asking me to open wider",
  "We did not get to the second date",
  "I tried to get fit this year",
  "I bought the shoes and the watch",
  "Now I am just a tired man with a watch",
  "My phone knows me better than my friends",
  "It suggested a nap before I knew I needed one",
  "Airports are the only place where beer at six in the morning is fine",
  "My cat has a better social life than me",
];
const SHOUTED = ["Get off the stage", "Tell the one about the dog", "Whoo yeah come on", "We love you Dave"];

/**
 * A realistic running order for a fixture set: the comedian talks, some punchlines land (the
 * crowd laughs in the pause, the next line sometimes steps on the tail), bits of ~`bitMs`.
 */
export function planSet(options: PlanOptions): SetPlan {
  const random = createRandom(options.seed * 7919 + 13);
  const speech: SpeechLine[] = [];
  const laughs: CrowdLaugh[] = [];
  const shouts: Shout[] = [];
  const bitMs = options.bitMs ?? 45_000;
  const [laughFrom, laughTo] = options.laughMs ?? [700, 3500];
  // Chance a line ends on a laugh, so that the set draws about laughsPerMinute.
  const linesPerMinute = 60_000 / 3_900;
  const laughChance = Math.min(0.9, options.laughsPerMinute / linesPerMinute);
  let shoutsLeft = options.shouts ?? 0;
  let t = 800;
  while (t < options.durationMs - 4_000) {
    const text = random.pick(LINES);
    speech.push({ startMs: Math.round(t), text });
    t += text.split(" ").length * 330 + random.range(150, 400);
    const bit = Math.floor(t / bitMs);
    const silent = options.silentBits?.includes(bit) ?? false;
    if (!silent && random.next() < laughChance && t < options.durationMs - 5_000) {
      const durationMs = Math.round(random.range(laughFrom, laughTo));
      const startMs = Math.round(t + random.range(0, 250));
      laughs.push({ startMs, durationMs, levelDb: random.range(options.laughDb[0], options.laughDb[1]), voices: Math.round(random.range(8, 30)) });
      const stepsOnTail = random.next() < 0.3;
      t = startMs + durationMs + (stepsOnTail ? -random.range(0, 300) : random.range(300, 900));
    } else if (shoutsLeft > 0 && random.next() < 0.5) {
      shouts.push({ startMs: Math.round(t + 300), text: random.pick(SHOUTED) });
      shoutsLeft--;
      t += 2_600;
    } else {
      t += random.range(250, 700);
    }
  }
  const bits: PlannedBit[] = [];
  for (let start = 0, id = 1; start < options.durationMs; start += bitMs, id++) {
    bits.push({ jokeNoteId: id, startMs: start, endMs: Math.min(options.durationMs, start + bitMs) });
  }
  const spec: SetSpec = {
    durationMs: options.durationMs,
    speech,
    laughs,
    shouts,
    seed: options.seed,
    ...(options.sampleRate ? { sampleRate: options.sampleRate } : {}),
    ...(options.speechDb !== undefined ? { speechDb: options.speechDb } : {}),
    ...(options.roomNoiseDb !== undefined ? { roomNoiseDb: options.roomNoiseDb } : {}),
    ...(options.murmurDb !== undefined ? { murmurDb: options.murmurDb } : {}),
  };
  return { spec, bits };
}
